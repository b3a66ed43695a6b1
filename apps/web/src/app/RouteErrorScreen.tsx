import { useRouteError } from 'react-router';
import { ErrorScreen } from '@/ui/ErrorScreen';

const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically|Gagal memuat halaman/i;

/** Error boundary of the route tree; a screen whose code cannot be downloaded asks for a reload (spec §8). */
export function RouteErrorScreen() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : String(error);
  if (CHUNK_FAILURE.test(message)) {
    return (
      <ErrorScreen
        title="Gagal memuat halaman"
        description="Koneksi terputus atau aplikasi baru saja diperbarui. Muat ulang halaman untuk melanjutkan."
      />
    );
  }
  return (
    <ErrorScreen
      title="Terjadi kesalahan"
      description="Halaman tidak dapat ditampilkan. Muat ulang halaman; bila masalah berlanjut, hubungi technical support."
    />
  );
}

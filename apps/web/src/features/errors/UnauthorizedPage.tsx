import { HomeResult } from '@/ui/HomeResult';

/** Where a route's missing permission sends the user (spec §6). */
export function UnauthorizedPage() {
  return (
    <HomeResult
      status="403"
      title="Akses ditolak"
      subTitle="Anda tidak memiliki hak akses untuk membuka halaman tersebut. Hubungi administrator bila Anda memerlukan akses."
    />
  );
}

import { HomeResult } from './HomeResult';

/** The not-found screen (spec §2): an unknown path, or a record that does not exist or is not public. */
export function NotFoundResult() {
  return (
    <HomeResult
      status="404"
      title="Halaman tidak ditemukan"
      subTitle="Maaf, halaman yang Anda cari tidak ada atau telah dipindahkan."
    />
  );
}

import { Result } from 'antd';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { AREAS, type LaporanArea } from './areas';

/** A report that does not exist or is not the caller's: the same answer for both (no existence leak). */
export function LaporanNotFound({ area }: { area: LaporanArea }) {
  const list = AREAS[area].list;
  return (
    <Result
      status="404"
      title="Laporan tidak ditemukan"
      subTitle="Laporan yang Anda cari tidak ada atau Anda tidak memiliki akses untuk membukanya."
      extra={
        list ? (
          <LinkButton to={buildPath(list)} type="primary">
            Kembali ke Daftar Laporan
          </LinkButton>
        ) : null
      }
    />
  );
}

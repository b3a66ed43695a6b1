import type { LaporanListItem, Page } from '@gratifikasi/domain';
import { useQuery } from '@tanstack/react-query';
import { Result, Skeleton } from 'antd';
import { Navigate, useParams } from 'react-router';
import { api } from '@/platform/api';
import { buildPath } from '@/platform/routes';

/** `data-laporan/:nosig`: a report opened by its number (a link in a letter or a mail) goes to its KPK screen. */
export function DataLaporanPage() {
  const { nosig = '' } = useParams();
  const found = useQuery({
    queryKey: ['laporan', 'by-nosig', nosig],
    queryFn: async () =>
      (await api.get<Page<LaporanListItem>>('laporan/list-kpk', { params: { q: nosig, per_page: 5 } })).data,
    enabled: nosig !== '',
  });
  if (found.isLoading) return <Skeleton active />;
  const match = found.data?.items.find((l) => l.nosig === nosig);
  if (!match) {
    return (
      <Result
        status="404"
        title="Laporan tidak ditemukan"
        subTitle={`Tidak ada laporan bernomor ${nosig}.`}
      />
    );
  }
  return <Navigate replace to={buildPath('kpk-laporan-detail', { id: match.id })} />;
}

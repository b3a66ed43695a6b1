import { PlusOutlined } from '@ant-design/icons';
import type { PembatalanItem } from '@gratifikasi/domain';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { usePembatalanList } from './api';
import { PermintaanListCard, permintaanParams } from './PermintaanList';

/** `pembatalan-sk`: the SK cancellations in reach, by status, each opening its detail and decision panel. */
export function PembatalanListPage() {
  const list = useListQuery('kpk-pembatalan-sk');
  const result = usePembatalanList(permintaanParams(list));
  return (
    <>
      <PageHeader
        title="Pembatalan SK"
        subtitle="Permintaan pembatalan SK bernomor. Setelah disetujui group head, nomor SK tetap tercatat sebagai dibatalkan dan laporan kembali ke langkah yang dipilih."
        extra={
          <LinkButton type="primary" icon={<PlusOutlined />} to={buildPath('kpk-pembatalan-sk-create')}>
            Buat Pembatalan SK
          </LinkButton>
        }
      />
      <PermintaanListCard<PembatalanItem>
        list={list}
        result={result}
        noun="pembatalan SK"
        nosigCell={(r) => (
          <Link to={buildPath('kpk-pembatalan-sk-edit', { id: r.id })}>{r.nosig ?? `#${r.laporan_id}`}</Link>
        )}
        columns={[
          { key: 'nomor_sk', title: 'Nomor SK', render: (_, r) => r.nomor_sk ?? '-' },
          { key: 'kembali_ke', title: 'Kembali ke', render: (_, r) => r.kembali_ke },
        ]}
      />
    </>
  );
}

import { type MasterAdminScreens, masterByKey } from '@gratifikasi/domain';
import { Card, Typography } from 'antd';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import type { MasterItem } from '../masters/api';
import { MasterDetailPage } from '../masters/MasterDetailPage';

const SCREENS: MasterAdminScreens = { list: 'kpk-master-instansis', detail: 'kpk-master-instansis-detail' };

function TransformasiLink({ row }: { row: MasterItem }) {
  if (row.deleted_at || row.is_active !== true) return null;
  return (
    <Card title="Transformasi" style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">
        Jadikan instansi ini unit kerja instansi lain (penggabungan atau reorganisasi).
      </Typography.Paragraph>
      <LinkButton danger to={buildPath('kpk-master-instansis-transform', { type: 'unit-kerja', id: row.id })}>
        Transformasi menjadi unit kerja
      </LinkButton>
    </Card>
  );
}

/** The KPK admin's institution detail (/kpk/master-instansis/:id): the generic detail, with the way to its transform. */
export function KpkInstansiDetailPage() {
  const def = masterByKey('instansi');
  if (!def) return null;
  return <MasterDetailPage def={def} screens={SCREENS} below={(row) => <TransformasiLink row={row} />} />;
}

import { masterByKey } from '@gratifikasi/domain';
import { Card } from 'antd';
import type { MasterItem } from '@/features/masters/api';
import { MasterDetailPage } from '@/features/masters/MasterDetailPage';
import { ProsesDiagram } from '@/features/workflow/ProsesDiagram';

const PROCDEF = masterByKey('wfl-re-procdef');

function Diagram(row: MasterItem) {
  const versi = Number(row.versi);
  return (
    <Card title="Diagram Alur" style={{ marginTop: 16 }}>
      <ProsesDiagram kode={String(row.kode)} versi={Number.isInteger(versi) ? versi : null} height={720} />
    </Card>
  );
}

/**
 * A process definition (master wfl-re-procdef): the generic master detail with the process drawn under its fields
 * (issue 10 §1), composed here so the masters and workflow features stay independent.
 */
export function ProcdefDetailScreen() {
  if (!PROCDEF) throw new Error('Master wfl-re-procdef tidak terdaftar');
  return <MasterDetailPage def={PROCDEF} below={Diagram} />;
}

import { Alert, Skeleton } from 'antd';
import { useProses } from './api';
import { ProcessDiagram } from './ProcessDiagram';

export interface ProsesDiagramProps {
  kode: string;
  /** A version; the latest active one when absent. */
  versi?: number | null;
  height?: number;
}

/** A process fetched by code and version and drawn (the admin's view of a wfl-re-procdef row). */
export function ProsesDiagram({ kode, versi = null, height }: ProsesDiagramProps) {
  const proses = useProses(kode, versi);
  if (proses.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (proses.isError)
    return (
      <Alert
        type="error"
        showIcon
        title="Alur proses tidak dapat dimuat."
        description={proses.error instanceof Error ? proses.error.message : undefined}
      />
    );
  return <ProcessDiagram process={proses.data} height={height} />;
}

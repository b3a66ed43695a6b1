import { STATUS_IMPOR_INSTANSI_LABELS, type StatusImporInstansi } from '@gratifikasi/domain';
import { Tag } from 'antd';

const COLORS: Record<StatusImporInstansi, string> = {
  validating: 'processing',
  invalid: 'error',
  ready: 'blue',
  committing: 'processing',
  committed: 'success',
  undone: 'default',
};

/** A batch's status as a coloured tag. */
export function StatusImporTag({ status }: { status: StatusImporInstansi }) {
  return <Tag color={COLORS[status]}>{STATUS_IMPOR_INSTANSI_LABELS[status]}</Tag>;
}

import type { StatusRencanaKerja } from '@gratifikasi/domain';
import { Tag } from 'antd';

const COLOR: Record<StatusRencanaKerja, string> = {
  draft: 'default',
  submit: 'processing',
  return: 'warning',
  approved: 'success',
};

/** The plan's (or a quarter's realisation's) status as a tag, in SPEC §4's words. */
export function StatusRencanaTag({ status, label }: { status: StatusRencanaKerja; label: string }) {
  return <Tag color={COLOR[status]}>{label}</Tag>;
}

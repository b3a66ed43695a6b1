import type { RoleName } from '../access/roles';

/**
 * SK redaction batches (issue 11 §5) run on the one workflow engine: an analyst or the secretariat drafts a batch of
 * numbered SKs and reviews the personal data found in each, a group head approves it, and approval publishes the
 * redacted PDFs to the public documents. Seed data like every process: an administrator may change its roles.
 */
export const SENSOR_SK_PROCESS = { kode: 'SENSOR_SK', versi: 1 } as const;

export const STATUS_BATCH_SENSOR = ['DRAF', 'DIAJUKAN', 'DITERBITKAN', 'DITOLAK'] as const;
export type StatusBatchSensor = (typeof STATUS_BATCH_SENSOR)[number];
export const STATUS_BATCH_SENSOR_LABELS: Record<StatusBatchSensor, string> = {
  DRAF: 'Draf',
  DIAJUKAN: 'Menunggu persetujuan',
  DITERBITKAN: 'Diterbitkan',
  DITOLAK: 'Ditolak',
};
/** A batch is edited only while it is a draft (new, or sent back by the approver). */
export const BATCH_SENSOR_DAPAT_DIUBAH: readonly StatusBatchSensor[] = ['DRAF'];

/** Who drafts and reviews batches (the analysts and the secretariat), and who approves them. */
export const PENYUSUN_SENSOR: readonly RoleName[] = ['anggota_tim', 'ketua_tim', 'Administrasi/Sekretaris'];
export const PENYETUJU_SENSOR: readonly RoleName[] = ['ketua_group', 'direktur'];

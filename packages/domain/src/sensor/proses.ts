import type { RoleName } from '../access/roles';
import { type ProcessSeed, seedTask } from '../workflow/default-process';

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

export const SENSOR_SK_SEED: ProcessSeed = {
  ...SENSOR_SK_PROCESS,
  nama: 'Batch sensor SK',
  keterangan: 'SK bernomor disensor data pribadinya, disetujui, lalu diterbitkan sebagai dokumen publik',
  tasks: [
    seedTask('susun', 'Penyusunan dan peninjauan batch', PENYUSUN_SENSOR, 'pemohon', null, 'DRAF'),
    seedTask('persetujuan', 'Persetujuan batch sensor', PENYETUJU_SENSOR, 'peran', 3, 'DIAJUKAN'),
    seedTask('terbit', 'Batch diterbitkan', PENYETUJU_SENSOR, 'peran', null, 'DITERBITKAN'),
    seedTask('ditolak', 'Batch ditolak', PENYETUJU_SENSOR, 'peran', null, 'DITOLAK'),
  ],
  sequences: [
    ['susun', 'persetujuan', 'kirim'],
    ['persetujuan', 'susun', 'kembalikan'],
    ['persetujuan', 'terbit', 'setuju'],
    ['persetujuan', 'ditolak', 'tolak'],
  ],
};

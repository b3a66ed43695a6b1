import { type ProcessSeed, seedTask } from '../workflow/default-process';
import { PENYETUJU_SENSOR, PENYUSUN_SENSOR, SENSOR_SK_PROCESS } from './proses';

/**
 * The SK redaction batches' process as the seed installs it. Apart from proses.ts, whose role lists the route table
 * reads: the workflow's default process and its seeds are not part of a first page.
 */
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

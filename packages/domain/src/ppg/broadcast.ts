import { ROLES, type RoleName } from '../access/roles';
import { approvalStatusLabel } from '../labels/status';
import { type ProcessSeed, seedTask } from '../workflow/default-process';

/**
 * Broadcast e-mail of the PPG (issue 27 §2) on the one workflow engine: a PPG member drafts a message (subject,
 * sanitised rich text, attachments, recipients chosen by a filter), the PPG group head approves it — which freezes
 * the recipient list and queues the sending — or returns it with a note. Nothing is sent before approval.
 */
export const BROADCAST_PROCESS = { kode: 'BROADCAST_EMAIL', versi: 1 } as const;

/** Who drafts broadcasts (spec §2 kpk-broadcast-email-*) and who approves them (spec §4: the PPG group head). */
export const PENYUSUN_BROADCAST: readonly RoleName[] = [
  'anggota_tim_ppg',
  'ketua_tim_ppg',
  'ketua_group_ppg',
];
export const PENYETUJU_BROADCAST: readonly RoleName[] = ['ketua_group_ppg'];

export const BROADCAST_SEED: ProcessSeed = {
  ...BROADCAST_PROCESS,
  nama: 'Persetujuan broadcast email',
  keterangan:
    'Broadcast email disusun tim PPG, disetujui group head PPG, lalu dikirim bertahap melalui outbox',
  tasks: [
    seedTask('susun', 'Penyusunan broadcast email', PENYUSUN_BROADCAST, 'pemohon', null, 'DRAF'),
    seedTask('persetujuan', 'Persetujuan group head PPG', PENYETUJU_BROADCAST, 'peran', 3, 'DIAJUKAN'),
    seedTask('kirim', 'Disetujui dan dikirim', PENYETUJU_BROADCAST, 'peran', null, 'DISETUJUI'),
  ],
  sequences: [
    ['susun', 'persetujuan', 'kirim'],
    ['persetujuan', 'susun', 'kembalikan'],
    ['persetujuan', 'kirim', 'setuju'],
  ],
};

export const STATUS_BROADCAST = ['DRAF', 'DIKEMBALIKAN', 'DIAJUKAN', 'DISETUJUI'] as const;
export type StatusBroadcast = (typeof STATUS_BROADCAST)[number];

export const STATUS_BROADCAST_LABELS: Record<StatusBroadcast, string> = {
  DRAF: approvalStatusLabel('draft'),
  DIKEMBALIKAN: approvalStatusLabel('return'),
  DIAJUKAN: approvalStatusLabel('submit'),
  DISETUJUI: approvalStatusLabel('approved'),
};

export function statusBroadcastLabel(status: StatusBroadcast, forApprover = false): string {
  if (forApprover && status === 'DIAJUKAN') return approvalStatusLabel('need approve');
  return STATUS_BROADCAST_LABELS[status];
}

/** The status from where the broadcast's process stands (step, last decision). */
export function statusBroadcast(input: { step: string; last_decision: string | null }): StatusBroadcast {
  if (input.step === 'persetujuan') return 'DIAJUKAN';
  if (input.step === 'kirim') return 'DISETUJUI';
  return input.last_decision === 'kembalikan' ? 'DIKEMBALIKAN' : 'DRAF';
}

/** A broadcast is changed only by its author while it is a draft or returned (never once submitted or approved). */
export const BROADCAST_DAPAT_DIUBAH: readonly StatusBroadcast[] = ['DRAF', 'DIKEMBALIKAN'];

/**
 * A recipient's state: frozen at approval and waiting for its batch (`antri`), handed to the outbox and waiting for
 * the transport (`dikirim`), sent (`terkirim`), or failed after the outbox's attempts (`gagal`, with its reason).
 */
export const STATUS_PENERIMA = ['antri', 'dikirim', 'terkirim', 'gagal'] as const;
export type StatusPenerima = (typeof STATUS_PENERIMA)[number];
export const STATUS_PENERIMA_LABELS: Record<StatusPenerima, string> = {
  antri: 'Dalam antrean',
  dikirim: 'Di outbox',
  terkirim: 'Terkirim',
  gagal: 'Gagal',
};

/** A recipient's state from its outbox row (none yet: still queued for its batch). */
export function statusPenerima(outbox: 'pending' | 'sent' | 'failed' | null): StatusPenerima {
  if (outbox === null) return 'antri';
  return outbox === 'sent' ? 'terkirim' : outbox === 'failed' ? 'gagal' : 'dikirim';
}

/** Roles a broadcast may go to as "all accounts of a role" (staff and institution accounts; never the public). */
export const PERAN_PENERIMA_BROADCAST: readonly RoleName[] = [
  'upg',
  'anggota_tim_ppg',
  'ketua_tim_ppg',
  'ketua_group_ppg',
  'anggota_tim',
  'direktur',
];

/** How the recipients are chosen. */
export type FilterPenerima =
  | { jenis: 'upg_instansi'; instansi_ids: number[] }
  | { jenis: 'peserta_tahun'; tahun: number }
  | { jenis: 'peran'; peran: RoleName };

export function filterPenerimaLabel(f: FilterPenerima, namaInstansi: readonly string[] = []): string {
  switch (f.jenis) {
    case 'upg_instansi':
      return `Petugas UPG dari ${f.instansi_ids.length} instansi${namaInstansi.length ? ` (${namaInstansi.slice(0, 3).join(', ')}${namaInstansi.length > 3 ? ', …' : ''})` : ''}`;
    case 'peserta_tahun':
      return `Petugas UPG instansi peserta monev tahun ${f.tahun}`;
    case 'peran':
      return `Semua akun dengan peran ${ROLES.find((r) => r.name === f.peran)?.label ?? f.peran}`;
  }
}

const EMAIL = /^[^\s@<>()[\],;:"]+@[^\s@<>()[\],;:"]+\.[^\s@<>()[\],;:"]{2,}$/;

export interface CalonPenerima {
  email: string | null;
  nama: string;
  user_id: number | null;
}

/**
 * The recipient list from the accounts a filter found: addresses trimmed and lower-cased, ones that are missing or
 * not an address skipped (counted), each address once (the first account holding it keeps it). Order is kept.
 */
export function susunPenerima(rows: readonly CalonPenerima[]): {
  penerima: { email: string; nama: string; user_id: number | null }[];
  tanpa_email: number;
  ganda: number;
} {
  const seen = new Set<string>();
  const penerima: { email: string; nama: string; user_id: number | null }[] = [];
  let tanpa_email = 0;
  let ganda = 0;
  for (const r of rows) {
    const email = (r.email ?? '').trim().toLowerCase();
    if (!email || email.length > 320 || !EMAIL.test(email)) {
      tanpa_email++;
      continue;
    }
    if (seen.has(email)) {
      ganda++;
      continue;
    }
    seen.add(email);
    penerima.push({ email, nama: r.nama.trim(), user_id: r.user_id });
  }
  return { penerima, tanpa_email, ganda };
}

/** Counts per recipient state and the share handed on: what the progress bar shows (0–100, whole). */
export function progresBroadcast(counts: Partial<Record<StatusPenerima, number>>): {
  total: number;
  diproses: number;
  persen: number;
  persen_terkirim: number;
  selesai: boolean;
} {
  const n = (s: StatusPenerima) => counts[s] ?? 0;
  const total = n('antri') + n('dikirim') + n('terkirim') + n('gagal');
  const diproses = total - n('antri');
  const pct = (x: number) => (total === 0 ? 0 : Math.floor((x * 100) / total));
  return {
    total,
    diproses,
    persen: pct(diproses),
    persen_terkirim: pct(n('terkirim')),
    selesai: total > 0 && n('antri') === 0,
  };
}

/** The wait between two batches so that `batch` mails go out at `perSecond` (at least 0). */
export function jedaBatchMs(batch: number, perSecond: number): number {
  if (perSecond <= 0 || batch <= 0) return 0;
  return Math.ceil((batch * 1000) / perSecond);
}

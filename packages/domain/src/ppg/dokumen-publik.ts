import type { RoleName } from '../access/roles';
import { approvalStatusLabel } from '../labels/status';
import { type ProcessSeed, seedTask } from '../workflow/default-process';

/**
 * Public documents with approval (issue 27 §3) run on the one workflow engine: a PPG member (or an analyst) drafts a
 * document, the PPG group head approves it (it is published on /dokumen and the institutions' /upg/dokumen-publik)
 * or returns it to its author with a note; the group head may withdraw a published one (gone from both, kept on record).
 * The document itself is the one `dokumen-publik` master record: the flow only decides when it is published.
 */
export const DOKUMEN_PUBLIK_PROCESS = { kode: 'DOKUMEN_PUBLIK', versi: 1 } as const;

/** Who drafts public documents (spec §2 kpk-public-doc-*), and who approves them (spec §4: the PPG group head). */
export const PENYUSUN_DOKUMEN_PUBLIK: readonly RoleName[] = [
  'anggota_tim_ppg',
  'ketua_tim_ppg',
  'anggota_tim',
];
export const PENYETUJU_DOKUMEN_PUBLIK: readonly RoleName[] = ['ketua_group_ppg'];
export const DOKUMEN_PUBLIK_SEED: ProcessSeed = {
  ...DOKUMEN_PUBLIK_PROCESS,
  nama: 'Persetujuan dokumen publik',
  keterangan: 'Dokumen publik disusun tim PPG, disetujui group head PPG, lalu tampil di /dokumen dan /upg',
  tasks: [
    seedTask('susun', 'Penyusunan dokumen publik', PENYUSUN_DOKUMEN_PUBLIK, 'pemohon', null, 'DRAF'),
    seedTask('persetujuan', 'Persetujuan group head PPG', PENYETUJU_DOKUMEN_PUBLIK, 'peran', 5, 'DIAJUKAN'),
    // The group head who publishes also withdraws: the step's holders are told when a document arrives here, and a
    // role-wide step of the drafters would tell every one of them about each approval.
    seedTask(
      'terbit',
      'Diterbitkan (dapat ditarik group head PPG)',
      PENYETUJU_DOKUMEN_PUBLIK,
      'peran',
      null,
      'DITERBITKAN',
    ),
    seedTask('ditarik', 'Dokumen ditarik dari publikasi', PENYETUJU_DOKUMEN_PUBLIK, 'peran', null, 'DITARIK'),
  ],
  sequences: [
    ['susun', 'persetujuan', 'kirim'],
    ['persetujuan', 'susun', 'kembalikan'],
    ['persetujuan', 'terbit', 'setuju'],
    ['terbit', 'ditarik', 'tarik'],
  ],
};

/** Where a document stands: a draft, returned to its author, waiting for the group head, published, withdrawn. */
export const STATUS_DOKUMEN_PUBLIK = ['DRAF', 'DIKEMBALIKAN', 'DIAJUKAN', 'DITERBITKAN', 'DITARIK'] as const;
export type StatusDokumenPublik = (typeof STATUS_DOKUMEN_PUBLIK)[number];

/** Spec §4's approval labels (draft, return, submit, approved); withdrawal is this flow's own. */
export const STATUS_DOKUMEN_PUBLIK_LABELS: Record<StatusDokumenPublik, string> = {
  DRAF: approvalStatusLabel('draft'),
  DIKEMBALIKAN: approvalStatusLabel('return'),
  DIAJUKAN: approvalStatusLabel('submit'),
  DITERBITKAN: approvalStatusLabel('approved'),
  DITARIK: 'Ditarik',
};

/** How a status reads to the group head, whose queue holds the submitted ones ("Perlu Persetujuan"). */
export function statusDokumenPublikLabel(status: StatusDokumenPublik, forApprover = false): string {
  if (forApprover && status === 'DIAJUKAN') return approvalStatusLabel('need approve');
  return STATUS_DOKUMEN_PUBLIK_LABELS[status];
}

/** A document is edited only by its author while it is a draft or returned. */
export const DOKUMEN_PUBLIK_DAPAT_DIUBAH: readonly StatusDokumenPublik[] = ['DRAF', 'DIKEMBALIKAN'];

/**
 * The status of a document from where its process stands (step, last decision) and whether the record is published.
 * A record without a process yet (entered before this flow, or by a redaction batch of SKs) reads from its flags;
 * a published step whose record was unpublished elsewhere (an SK cancelled) reads as withdrawn.
 */
export function statusDokumenPublik(input: {
  step: string | null;
  last_decision: string | null;
  is_published: boolean;
  sumber: string | null;
}): StatusDokumenPublik {
  switch (input.step) {
    case 'susun':
      return input.last_decision === 'kembalikan' ? 'DIKEMBALIKAN' : 'DRAF';
    case 'persetujuan':
      return 'DIAJUKAN';
    case 'terbit':
      return input.is_published ? 'DITERBITKAN' : 'DITARIK';
    case 'ditarik':
      return 'DITARIK';
    default:
      if (input.is_published) return 'DITERBITKAN';
      return input.sumber === 'redaksi-sk' ? 'DITARIK' : 'DRAF';
  }
}

/** The step a record without a process starts at when it is first handled (see `statusDokumenPublik`). */
export function langkahAwalDokumenPublik(input: { is_published: boolean; sumber: string | null }): string {
  if (input.is_published) return 'terbit';
  return input.sumber === 'redaksi-sk' ? 'ditarik' : 'susun';
}

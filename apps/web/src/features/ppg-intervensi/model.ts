import type { StatusIntervensi, UsulanIntervensi } from '@gratifikasi/domain';

/** The tag colour of each status: planned blue, under way orange, closed green. */
export const STATUS_COLOUR: Record<StatusIntervensi, string> = {
  DIRENCANAKAN: 'blue',
  BERJALAN: 'orange',
  SELESAI: 'green',
};

/** The drawer's subject: a proposal to record, or a recorded intervention to follow up. */
export type Subjek = { kind: 'baru'; usulan: UsulanIntervensi } | { kind: 'ada'; id: number } | null;

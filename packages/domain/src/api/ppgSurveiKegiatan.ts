import { z } from 'zod';
import { identitasRespondenError } from '../ppg/survei-kegiatan';
import { requiredIdSchema } from '../validation/input';
import { personNameSchema } from '../validation/text';
import { JENIS_IDENTITAS } from './ppgKegiatan';

/** How long an activity survey's link stays open at most (a post-test may be answered days after a session). */
export const SURVEI_KEGIATAN_MAX_HARI = 30;

/** Attaching an approved survey to a session (or re-opening its link): the survey and the window. */
export const surveiKegiatanBukaSchema = z
  .object({
    survei_id: requiredIdSchema('Pilih survei'),
    mulai: z.iso.datetime({ offset: true }),
    selesai: z.iso.datetime({ offset: true }),
  })
  .refine((v) => new Date(v.selesai) > new Date(v.mulai), {
    message: 'Waktu selesai harus setelah waktu mulai',
    path: ['selesai'],
  })
  .refine(
    (v) =>
      new Date(v.selesai).getTime() - new Date(v.mulai).getTime() <= SURVEI_KEGIATAN_MAX_HARI * 86_400_000,
    { message: `Jendela survei maksimal ${SURVEI_KEGIATAN_MAX_HARI} hari`, path: ['selesai'] },
  )
  .refine((v) => new Date(v.selesai).getTime() > Date.now(), {
    message: 'Waktu selesai sudah lewat',
    path: ['selesai'],
  });
export type SurveiKegiatanBuka = z.infer<typeof surveiKegiatanBukaSchema>;

/**
 * The public activity survey form (no login): who answers — NIK or NIP, the number given at attendance, so the
 * pre-test and post-test of one person pair up — and the answers keyed by question id (checked on the server
 * against the survey's questions with the domain's answer rules).
 */
export const surveiKegiatanIsiSchema = z
  .object({
    nama: personNameSchema,
    jenis_identitas: z.enum(JENIS_IDENTITAS, { message: 'Pilih NIK atau NIP' }),
    nomor_identitas: z.string({ message: 'Nomor identitas wajib diisi' }).trim().max(30),
    jawaban: z.record(z.string().regex(/^\d{1,10}$/, 'Pertanyaan tidak valid'), z.unknown()),
  })
  .superRefine((v, ctx) => {
    const error = identitasRespondenError(v.jenis_identitas, v.nomor_identitas);
    if (error) ctx.addIssue({ code: 'custom', message: error, path: ['nomor_identitas'] });
  });
export type SurveiKegiatanIsi = z.infer<typeof surveiKegiatanIsiSchema>;

/** What the public page and the staff screens are told of a response: new, or already recorded. */
export const SURVEI_KEGIATAN_MESSAGES = {
  tercatat: 'Terima kasih, jawaban Anda telah tercatat',
  sudahTercatat: 'Jawaban Anda untuk survei ini sudah tercatat',
} as const;

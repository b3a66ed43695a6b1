import { z } from 'zod';
import { STATUS_RENCANA_KERJA } from '../ppg/profil-klop';
import { RISK_BANDS } from '../ppg/risiko';
import { STATUS_VERIFIKASI } from '../ppg/verifikasi';

/**
 * The PPG dashboards (issue 25 §4): `GET dashboard/ppg` (the KPK's figures of a year over every institution) and
 * `GET user/ppg` (a UPG's own institution). Both come from one set of grouped queries; each figure of the screens
 * links to the list behind it.
 */
export const dasborPpgQuerySchema = z.strictObject({
  tahun: z.coerce
    .number()
    .int('Tahun tidak valid')
    .min(2010, 'Minimal 2010')
    .max(2100, 'Maksimal 2100')
    .optional(),
});

const int = z.number().int();
const bandSchema = z.enum(RISK_BANDS as unknown as [string, ...string[]]);

/** One quarter: the approved plans' target, what the realisations sent or accepted achieved, how many were sent. */
export const realisasiTriwulanSchema = z.object({
  triwulan: int,
  target: int,
  capaian: int,
  persen: z.number().nullable(),
  /** Realisations sent (waiting for review or accepted). */
  diajukan: int,
  disetujui: int,
  terlambat: int,
});
export type RealisasiTriwulan = z.infer<typeof realisasiTriwulanSchema>;

export const risikoBandSchema = z.object({ band: bandSchema, jumlah: int, instansi: int });
export type RisikoBand = z.infer<typeof risikoBandSchema>;

export const intervensiUsulanSchema = z.object({
  instansi: z.object({ id: int, nama: z.string() }),
  total: z.number().nullable(),
  risiko_very_high: int,
  alasan: z.string(),
});
export type IntervensiUsulan = z.infer<typeof intervensiUsulanSchema>;

export const dasborPpgSchema = z.object({
  tahun: int,
  peserta: int,
  profil: int,
  rencana: z.object({
    total: int,
    per_status: z.array(z.object({ status: z.enum(STATUS_RENCANA_KERJA), label: z.string(), jumlah: int })),
  }),
  realisasi: z.array(realisasiTriwulanSchema),
  verifikasi: z.object({
    total: int,
    per_status: z.array(z.object({ status: z.enum(STATUS_VERIFIKASI), label: z.string(), jumlah: int })),
  }),
  skor: z.object({
    jumlah: int,
    rata_rata: z.number().nullable(),
    pita: z.array(
      z.object({
        kode: z.string(),
        label: z.string(),
        min: z.number(),
        max: z.number().nullable(),
        jumlah: int,
      }),
    ),
  }),
  risiko: z.array(risikoBandSchema),
  intervensi: z.object({ jumlah: int, items: z.array(intervensiUsulanSchema) }),
});
export type DasborPpg = z.infer<typeof dasborPpgSchema>;

/** The UPG's own year: its plan, realisation per quarter, risks by band, latest score and where its verification is. */
export const dasborPpgUpgSchema = z.object({
  tahun: int,
  instansi: z.object({ id: int, nama: z.string() }),
  peserta: z.boolean(),
  profil: z.boolean(),
  rencana: z
    .object({
      status: z.enum(STATUS_RENCANA_KERJA),
      status_label: z.string(),
      jumlah_kegiatan: int,
      terlambat: z.boolean(),
    })
    .nullable(),
  realisasi: z.array(realisasiTriwulanSchema.extend({ status: z.enum(STATUS_RENCANA_KERJA).nullable() })),
  risiko: z.array(risikoBandSchema),
  skor: z
    .object({
      tahun: int,
      total: z.number(),
      tahap: z.array(z.number()),
      pita: z.string(),
      disetujui_at: z.string(),
    })
    .nullable(),
  verifikasi: z.object({ status: z.enum(STATUS_VERIFIKASI), label: z.string() }).nullable(),
  intervensi: z.string().nullable(),
});
export type DasborPpgUpg = z.infer<typeof dasborPpgUpgSchema>;

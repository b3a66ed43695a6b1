import { z } from 'zod';
import { FILTER_PESERTA, STATUS_VERIFIKASI } from '../ppg/verifikasi';
import { pageNumberSchema, requiredIdSchema } from '../validation/input';
import { permintaanAksiSchema, permintaanJejakSchema } from './permintaan';
import { indikatorSchema, tahunSchema } from './ppgKonfigurasi';

/**
 * The verification of an institution's year (issue 25 §3, `approval-verifikasi`): the queues, the detail the member
 * scores on and the reviewers decide on, the scores saved and the year's list built. Shared by routes and screens.
 */

const perPage = z.coerce.number().int().min(1).max(100).default(20);
const revisi = z.coerce.number({ message: 'Revisi wajib diisi' }).int().min(0);

export const verifikasiListQuerySchema = z.object({
  tahun: tahunSchema.optional(),
  status: z.enum(STATUS_VERIFIKASI).optional(),
  peserta: z.enum(FILTER_PESERTA).default('MONEV'),
  q: z.string().trim().max(100).optional(),
  /** Only what waits on the caller's own step (the approval queues). */
  menunggu: z.enum(['ya', 'tidak']).optional(),
  page: pageNumberSchema,
  per_page: perPage,
});
export type VerifikasiListQuery = z.input<typeof verifikasiListQuerySchema>;

export const verifikasiItemSchema = z.object({
  id: z.number(),
  tahun: z.number(),
  instansi: z.object({ id: z.number(), nama: z.string() }),
  anggota: z.object({ id: z.number(), nama: z.string() }),
  status: z.enum(STATUS_VERIFIKASI),
  status_label: z.string(),
  indikator_versi: z.number(),
  skor_versi: z.number(),
  peserta_monev: z.boolean(),
  jumlah_dinilai: z.number(),
  jumlah_indikator: z.number(),
  total: z.number().nullable(),
  step: z.string(),
  updated_at: z.string(),
});
export type VerifikasiItem = z.infer<typeof verifikasiItemSchema>;
export const verifikasiPageSchema = z.object({
  items: z.array(verifikasiItemSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});

export const levelSkorSchema = z.object({
  indikator_id: z.number(),
  kriteria: z.string(),
  skor: z.number(),
  deskripsi: z.string(),
});
export type LevelSkor = z.infer<typeof levelSkorSchema>;

/** The institution's PPG evidence that exists today, beside each indicator. */
export const buktiVerifikasiSchema = z.object({
  diseminasi: z.array(
    z.object({
      id: z.number(),
      nama: z.string(),
      tanggal: z.string(),
      berkas: z.array(z.object({ id: z.number(), nama: z.string() })),
    }),
  ),
  inovasi: z.array(
    z.object({
      id: z.number(),
      nama: z.string(),
      triwulan: z.number(),
      berkas: z.array(z.object({ id: z.number(), nama: z.string() })),
    }),
  ),
  /**
   * The plan realisation's evidence (`realisasi-rencana-kerja`, built by another work item): empty until that
   * module exists; the screen shows the slot so the reviewer knows it is read there.
   */
  realisasi: z.array(z.object({ id: z.number(), nama: z.string(), triwulan: z.number() })),
});
export type BuktiVerifikasi = z.infer<typeof buktiVerifikasiSchema>;

export const verifikasiDetailSchema = z.object({
  ...verifikasiItemSchema.shape,
  revisi: z.number(),
  version: z.number(),
  indikators: z.array(indikatorSchema),
  levels: z.array(levelSkorSchema),
  nilai: z.array(z.object({ indikator_id: z.number(), skor: z.number(), catatan: z.string().nullable() })),
  perTahap: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number() }),
  lengkap: z.boolean(),
  /** The caller is the assigned member and it is at their step: the scores may be written. */
  dapat_dinilai: z.boolean(),
  bukti: buktiVerifikasiSchema,
  aksi: permintaanAksiSchema,
  jejak: permintaanJejakSchema,
});
export type VerifikasiDetail = z.infer<typeof verifikasiDetailSchema>;

const catatanNilai = z.string().trim().max(2000, 'Catatan maksimal 2000 karakter').nullish();

/** `PUT approval-verifikasi/{id}`: the member's scores (all or some indicators) at the revision they saw. */
export const verifikasiNilaiSchema = z.object({
  revisi,
  nilai: z
    .array(
      z.object({
        indikator_id: requiredIdSchema('Indikator wajib dipilih'),
        skor: z.coerce.number({ message: 'Skor wajib dipilih' }),
        catatan: catatanNilai,
      }),
    )
    .max(200),
});
export type VerifikasiNilai = z.infer<typeof verifikasiNilaiSchema>;

/** `POST approval-verifikasi/buat`: the year's list built for its participants, new ones assigned to a member. */
export const verifikasiBuatSchema = z.object({
  tahun: tahunSchema,
  anggota_user_id: requiredIdSchema('Anggota tim wajib dipilih'),
});
export type VerifikasiBuat = z.infer<typeof verifikasiBuatSchema>;

export const verifikasiBuatResultSchema = z.object({
  dibuat: z.number(),
  sudah_ada: z.number(),
  indikator_versi: z.number(),
  skor_versi: z.number(),
});

export const verifikasiMovedSchema = z.object({
  id: z.number(),
  status: z.enum(STATUS_VERIFIKASI),
  version: z.number(),
  revisi: z.number(),
});
export type VerifikasiMoved = z.infer<typeof verifikasiMovedSchema>;

export const anggotaVerifikasiSchema = z.array(z.object({ id: z.number(), nama: z.string() }));

/** The kept score of an institution's year (the director's approval writes it). */
export const skorInstansiSchema = z.object({
  instansi_id: z.number(),
  tahun: z.number(),
  indikator_versi: z.number(),
  skor_versi: z.number(),
  total: z.number(),
  perTahap: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number() }),
});
export type SkorInstansi = z.infer<typeof skorInstansiSchema>;

/** `GET approval-verifikasi/instansi/{upg_id}?tahun=`: the institution's verifications of a year and its scores. */
export const riwayatVerifikasiQuerySchema = z.object({ tahun: tahunSchema });

/** How a kept score came to be: the director's approval, or the recompute after a later criteria version. */
export const SUMBER_SKOR = ['persetujuan', 'hitung_ulang'] as const;

/**
 * One kept score in an institution's history, with the change from the year before (null without one). Every
 * criteria version's score stays; `berlaku` marks the one in force (the one reports and dashboards read).
 */
export const riwayatSkorSchema = skorInstansiSchema.extend({
  disetujui_at: z.string(),
  perubahan: z.number().nullable(),
  berlaku: z.boolean(),
  sumber: z.enum(SUMBER_SKOR),
});
export type RiwayatSkor = z.infer<typeof riwayatSkorSchema>;

export const riwayatVerifikasiSchema = z.object({
  instansi: z.object({ id: z.number(), nama: z.string() }),
  /**
   * The year's verifications with where they stand and how they moved. A UPG reads the steps and dates only (the
   * reviewers' notes and names stay inside the KPK); a member of the team only the ones assigned to them.
   */
  verifikasi: z.array(
    verifikasiItemSchema.omit({ anggota: true }).extend({
      anggota: z.object({ id: z.number(), nama: z.string() }).nullable(),
      jejak: permintaanJejakSchema,
    }),
  ),
  /** Every year's kept score (the director's approval), newest first. */
  skor: z.array(riwayatSkorSchema),
});
export type RiwayatVerifikasi = z.infer<typeof riwayatVerifikasiSchema>;

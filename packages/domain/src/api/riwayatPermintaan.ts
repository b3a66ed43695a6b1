import { z } from 'zod';
import { apiDateSchema, pageNumberSchema } from '../validation/input';
import { nikError } from '../validation/nik';
import { isValidPersonName, PERSON_NAME_MESSAGE } from '../validation/text';

/** Persons in one record-trace request (one at a time on the form, or many from an Excel sheet). */
export const RIWAYAT_PERMINTAAN_MAX_ORANG = 500;

/** One person asked about: by NIK, by name, or both (then the NIK decides and the name is shown). */
export const orangDicariSchema = z
  .object({
    nik: z.string().trim().max(16, 'NIK harus terdiri dari 16 digit angka').nullish(),
    nama: z.string().trim().max(150, 'Nama maksimal 150 karakter').nullish(),
  })
  .superRefine((o, ctx) => {
    const nik = o.nik || null;
    const nama = o.nama || null;
    if (!nik && !nama) ctx.addIssue({ code: 'custom', path: ['nik'], message: 'Isi NIK atau nama' });
    const bad = nikError(nik);
    if (bad) ctx.addIssue({ code: 'custom', path: ['nik'], message: bad });
    if (nama && nama.length < 3)
      ctx.addIssue({ code: 'custom', path: ['nama'], message: 'Nama minimal 3 huruf' });
    if (nama && !isValidPersonName(nama))
      ctx.addIssue({ code: 'custom', path: ['nama'], message: PERSON_NAME_MESSAGE });
  })
  .transform((o) => ({ nik: o.nik || null, nama: o.nama || null }));
export type OrangDicari = z.infer<typeof orangDicariSchema>;

const teks = (label: string, max: number) =>
  z
    .string({ message: `${label} wajib diisi` })
    .trim()
    .min(1, `${label} wajib diisi`)
    .max(max, `${label} maksimal ${max} karakter`);

/** `POST riwayat-permintaan` and `PUT riwayat-permintaan/{id}`: the requesting letter and the persons to trace. */
export const riwayatPermintaanBodySchema = z.object({
  instansi_peminta: teks('Instansi peminta', 255),
  nomor_surat: teks('Nomor surat', 100),
  tanggal_surat: apiDateSchema,
  perihal: teks('Perihal', 500),
  keterangan: z.string().trim().max(2000, 'Keterangan maksimal 2000 karakter').nullish(),
  sumber: z.enum(['FORM', 'EXCEL']).default('FORM'),
  orang: z
    .array(orangDicariSchema)
    .min(1, 'Isi paling sedikit satu orang yang dicari')
    .max(
      RIWAYAT_PERMINTAAN_MAX_ORANG,
      `Maksimal ${RIWAYAT_PERMINTAAN_MAX_ORANG} orang dalam satu permintaan`,
    ),
});
export type RiwayatPermintaanBody = z.infer<typeof riwayatPermintaanBodySchema>;

export const riwayatPermintaanQuerySchema = z.object({
  q: z.string().trim().max(100, 'Maksimal 100 karakter').optional(),
  page: pageNumberSchema.optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
});

/** `POST req-rekam-jejak`: one person's reporting record, searched now (audited, not kept). */
export const reqRekamJejakSchema = orangDicariSchema;

/** A report found for a person: what the answer letter lists. */
export const rekamJejakLaporanSchema = z.object({
  laporan_id: z.number(),
  nomor: z.string().nullable(),
  tanggal_lapor: z.string().nullable(),
  status: z.string(),
  status_nama: z.string(),
  total_nilai: z.string(),
  instansi: z.string().nullable(),
});

/** One person's trace: the reporters matched (NIK exact, or name contains) and their filed reports. */
export const rekamJejakHasilSchema = z.object({
  pelapor: z.array(
    z.object({
      id: z.number(),
      nama: z.string(),
      nik: z.string().nullable(),
      instansi: z.string().nullable(),
    }),
  ),
  laporan: z.array(rekamJejakLaporanSchema),
});
export type RekamJejakHasil = z.infer<typeof rekamJejakHasilSchema>;

/** The Excel sheet's columns: a header row, then one person a row. */
export const REKAM_JEJAK_EXCEL_HEADERS = ['NIK', 'Nama'] as const;

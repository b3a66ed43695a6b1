import { z } from 'zod';
import { idSchema } from '../validation/input';
import { mediaInfoSchema } from './laporan';

/** What a public link asks of the reporter: to complete the report, or to respond to the KPK's questions. */
export const PUBLIC_LINK_TYPES = ['KELENGKAPAN', 'TANGGAPAN'] as const;
export type PublicLinkType = (typeof PUBLIC_LINK_TYPES)[number];

/** Spec §8: what every unknown, expired or already answered link answers (422 LINK_EXPIRED). */
export const LINK_EXPIRED_MESSAGE =
  'Tautan sudah kedaluwarsa, silakan tekan tombol refresh dan tekan kembali tautan terkait.';

/** The request stored with the link: a message and the items asked for (`kode` identifies each answer). */
export const permintaanSchema = z.object({
  pesan: z.string().trim().max(5000).nullable().default(null),
  items: z
    .array(
      z.object({
        kode: z.string().trim().min(1).max(50),
        pertanyaan: z.string().trim().min(1).max(2000),
      }),
    )
    .max(50)
    .default([]),
});
export type Permintaan = z.infer<typeof permintaanSchema>;

/** `GET public-link/{token}/validate`: the link's kind, deadline, the report it is about and what is asked. */
export const publicLinkValidateSchema = z.object({
  type: z.enum(PUBLIC_LINK_TYPES),
  expires_at: z.string(),
  laporan: z.object({
    nosig: z.string().nullable(),
    tanggal_lapor: z.string().nullable(),
    pelapor_nama: z.string(),
  }),
  permintaan: permintaanSchema,
  /** Upload limits of the link (app configs upload_max_mb, upload_max_files). */
  upload: z.object({ max_mb: z.number().int(), max_files: z.number().int(), used: z.number().int() }),
});
export type PublicLinkValidation = z.infer<typeof publicLinkValidateSchema>;

/** One item of the report as the reporter sees it through a link. */
export const publicLinkRincianSchema = z.object({
  status_penerimaan: z.enum(['DITERIMA', 'DITOLAK']),
  jenis_penerimaan_nama: z.string().nullable(),
  jenis_objek_nama: z.string().nullable(),
  uraian: z.string(),
  jumlah: z.number().int(),
  satuan: z.string().nullable(),
  nilai_taksiran: z.string(),
  mata_uang_kode: z.string(),
  kurs: z.string(),
  nilai_rupiah: z.string(),
});

/** `GET public-link/{token}/laporan`: a read-only summary of that one report (no internal ids). */
export const publicLinkLaporanSchema = z.object({
  nosig: z.string().nullable(),
  pelapor_nama: z.string(),
  tanggal_penerimaan: z.string().nullable(),
  tanggal_lapor: z.string().nullable(),
  jenis_peristiwa_nama: z.string().nullable(),
  tempat_penerimaan: z.string().nullable(),
  nama_pemberi: z.string().nullable(),
  instansi_pemberi: z.string().nullable(),
  kronologi: z.string().nullable(),
  total_nilai: z.string(),
  rincian: z.array(publicLinkRincianSchema),
});
export type PublicLinkLaporan = z.infer<typeof publicLinkLaporanSchema>;

const mediaIds = z.array(idSchema).max(50, 'Maksimal 50 berkas').default([]);

/** Body of `POST public-link/{token}/submit-kelengkapan`: one answer per asked item. */
export const submitKelengkapanSchema = z.object({
  jawaban: z
    .array(
      z.object({
        kode: z.string().trim().min(1).max(50),
        jawaban: z.string().trim().min(1, 'Jawaban wajib diisi').max(5000, 'Maksimal 5000 karakter'),
      }),
    )
    .max(50),
  catatan: z.string().trim().max(5000, 'Maksimal 5000 karakter').nullable().optional(),
  media_ids: mediaIds,
});
export type SubmitKelengkapanPayload = z.input<typeof submitKelengkapanSchema>;

/** Body of `POST public-link/{token}/submit-tanggapan`. */
export const submitTanggapanSchema = z.object({
  tanggapan: z
    .string({ message: 'Tanggapan wajib diisi' })
    .trim()
    .min(1, 'Tanggapan wajib diisi')
    .max(10000, 'Maksimal 10000 karakter'),
  media_ids: mediaIds,
});
export type SubmitTanggapanPayload = z.input<typeof submitTanggapanSchema>;

/** Answer of both submit calls. */
export const publicLinkSubmitResultSchema = z.object({ submitted_at: z.string() });

/** Where a request to the reporter stands: waiting, answered, closed (the report moved on) or expired unanswered. */
export const STATUS_JAWABAN_PELAPOR = ['menunggu', 'dijawab', 'ditutup', 'kedaluwarsa'] as const;
export type StatusJawabanPelapor = (typeof STATUS_JAWABAN_PELAPOR)[number];
export const STATUS_JAWABAN_PELAPOR_LABELS: Record<StatusJawabanPelapor, string> = {
  menunggu: 'Menunggu jawaban',
  dijawab: 'Dijawab',
  ditutup: 'Ditutup (laporan berpindah langkah)',
  kedaluwarsa: 'Kedaluwarsa tanpa jawaban',
};

/**
 * `GET laporan/{id}/jawaban-pelapor`: each request sent to the reporter through a link, newest first, with what was
 * asked and — once answered — the answers, the note or response and the files sent (downloaded as the report's
 * attachments: `GET laporan/{id}/attachment/{media_id}`).
 */
export const jawabanPelaporSchema = z.object({
  id: z.number().int(),
  type: z.enum(PUBLIC_LINK_TYPES),
  status: z.enum(STATUS_JAWABAN_PELAPOR),
  dikirim_at: z.string(),
  expires_at: z.string(),
  submitted_at: z.string().nullable(),
  permintaan: permintaanSchema,
  jawaban: z
    .object({
      items: z.array(z.object({ kode: z.string(), pertanyaan: z.string(), jawaban: z.string() })),
      catatan: z.string().nullable(),
      tanggapan: z.string().nullable(),
    })
    .nullable(),
  berkas: z.array(mediaInfoSchema),
});
export type JawabanPelapor = z.infer<typeof jawabanPelaporSchema>;

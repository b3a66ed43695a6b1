import { z } from 'zod';
import { idParamSchema, pageNumberSchema } from '../validation/input';

/** The tabs of every KPK inbox (issue 10 §3), in the order shown. */
export const INBOX_TABS = [
  { key: 'menunggu', label: 'Menunggu Saya' },
  { key: 'proses', label: 'Dalam Proses' },
  { key: 'dikembalikan', label: 'Dikembalikan' },
  { key: 'terlambat', label: 'Lewat Tenggat' },
  { key: 'selesai', label: 'Sudah Saya Proses' },
] as const;
export type InboxTab = (typeof INBOX_TABS)[number]['key'];
const TAB_KEYS = INBOX_TABS.map((t) => t.key) as [InboxTab, ...InboxTab[]];

/** `GET laporan/kotak-masuk`: the active role's inbox, one tab, optionally some steps only (a step screen's list). */
export const inboxQuerySchema = z.object({
  tab: z.enum(TAB_KEYS).default('menunggu'),
  /** Step codes, comma-separated (e.g. `f31,f35,f39` for the negative-list approvals). */
  langkah: z
    .string()
    .trim()
    .max(200)
    .regex(/^[\w-]+(,[\w-]+)*$/, 'Kode langkah tidak valid')
    .optional(),
  q: z.string().trim().max(100).optional(),
  grup_id: idParamSchema.optional(),
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type InboxQuery = z.input<typeof inboxQuerySchema>;

export const inboxItemSchema = z.object({
  id: z.number(),
  nosig: z.string().nullable(),
  pelapor_nama: z.string().nullable(),
  tanggal_lapor: z.string().nullable(),
  total_nilai: z.string(),
  status: z.string(),
  step: z.string(),
  step_nama: z.string(),
  version: z.number(),
  pemegang: z.string().nullable(),
  grup: z.string().nullable(),
  anggota: z.string().nullable(),
  batas: z.string().nullable(),
  hari_tersisa: z.number().nullable(),
  urgensi: z.enum(['aman', 'mendekati', 'hari_ini', 'terlambat']).nullable(),
  dikembalikan: z.boolean(),
  menunggu_pelapor: z.boolean(),
});
export type InboxItem = z.infer<typeof inboxItemSchema>;

export const inboxPageSchema = z.object({
  items: z.array(inboxItemSchema),
  total: z.number(),
  page: z.number(),
  per_page: z.number(),
});

export const inboxCountsSchema = z.object({
  tabs: z.array(z.object({ key: z.enum(TAB_KEYS), label: z.string(), count: z.number() })),
  /** Open reports in the caller's reach per step (the dashboard's figures). */
  per_langkah: z.array(z.object({ step: z.string(), nama: z.string(), count: z.number() })),
});
export type InboxCounts = z.infer<typeof inboxCountsSchema>;

/** One choice at a step, as `GET laporan/{id}/aksi` offers it. */
export interface AksiKeputusan {
  keputusan: string;
  label: string;
  ke: string;
  ke_nama: string;
  /** The form the decision carries (a key of STEP_FORMS), or null for a note only. */
  formulir: string | null;
  /** The call to make, e.g. `laporan/12/f30-verifikasi-informasi`. */
  path: string;
}

export interface Tenggat {
  batas: string | null;
  hari_tersisa?: number;
  urgensi?: 'aman' | 'mendekati' | 'hari_ini' | 'terlambat';
}

/** `GET laporan/{id}/aksi`. */
export interface LaporanAksi {
  laporan_id: number;
  dalam_proses: boolean;
  proses?: { kode: string; versi: number; nama: string };
  status: string;
  status_penomoran?: string | null;
  step: string | null;
  step_nama?: string;
  version?: number;
  selesai?: boolean;
  /** Who holds it: the first acting role, every acting role (a step may name several), and the holder's name. */
  pemegang?: { peran: string | null; perans?: string[]; nama: string | null; lingkup: string };
  distribusi?: { grup: string | null; tim: string | null; anggota: string | null };
  tenggat?: Tenggat | null;
  jam_keputusan?:
    | (Tenggat & { mulai: string; selesai: string | null; dijeda_sejak: string | null; hari_dijeda: number })
    | null;
  dapat_bertindak: boolean;
  alasan: string | null;
  keputusan: AksiKeputusan[];
  konten?: Record<string, Record<string, unknown> | undefined>;
}

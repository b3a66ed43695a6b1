import {
  ELEARNING_AMBANG_BAWAAN,
  elearningAmbangSchema,
  NL_BATAS_BAWAAN,
  NL_BATAS_BERLAKU_MULAI,
  NL_BATAS_SEBELUM_2026,
} from '@gratifikasi/domain';
import { z } from 'zod';
import { NUMBERING_PLACEHOLDERS } from './numbering';

/** A period in working days (hari kerja): whole days, at least one, at most a year's worth. */
const hariKerja = z
  .number({ message: 'Harus berupa angka' })
  .int('Harus bilangan bulat')
  .min(1, 'Minimal 1 hari kerja')
  .max(260, 'Maksimal 260 hari kerja');

/** A rupiah threshold: whole rupiah, not negative. */
const rupiah = z
  .number({ message: 'Harus berupa angka' })
  .int('Harus bilangan bulat (rupiah)')
  .min(0, 'Tidak boleh negatif')
  .max(1_000_000_000_000, 'Nilai terlalu besar');

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** A numbering format: must carry {seq}, and only the placeholders the numbering code understands. */
const nomorFormat = z
  .string()
  .trim()
  .min(1, 'Wajib diisi')
  .max(100, 'Maksimal 100 karakter')
  .refine((value) => value.includes('{seq}'), 'Format wajib memuat {seq}')
  .refine(
    (value) => [...value.matchAll(PLACEHOLDER)].every((m) => NUMBERING_PLACEHOLDERS.includes(m[1] ?? '')),
    `Placeholder yang dikenal: ${NUMBERING_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}`,
  );

/**
 * The business rules of DOMAIN.md that change with the law (periods and negative-list amounts), the numbering
 * formats and the upload limits: kept as app configs so an administrator changes them without a release.
 */
export const RULE_CONFIG_SCHEMAS = {
  batas_lapor_kpk_hk: hariKerja,
  batas_lapor_upg_hk: hariKerja,
  batas_teruskan_upg_hk: hariKerja,
  batas_sk_hk: hariKerja,
  batas_penyampaian_sk_hk: hariKerja,
  batas_penyerahan_og_hk: hariKerja,
  penyampaian_sk_sumber: z.enum(['unduh', 'eoffice'], { message: 'Pilih unduh atau eoffice' }),
  batas_kelengkapan_hk: hariKerja,
  maks_perpanjangan_tautan_hk: hariKerja,
  nl_batas_acara_per_pemberi: rupiah,
  nl_batas_rekan_per_pemberi: rupiah,
  nl_batas_rekan_per_tahun: rupiah,
  nl_batas_berlaku_mulai: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Format tanggal YYYY-MM-DD')
    .refine((v) => !Number.isNaN(Date.parse(v)), 'Tanggal tidak valid'),
  nl_batas_sebelumnya: z.object({
    acara_per_pemberi: rupiah,
    rekan_per_pemberi: rupiah,
    rekan_per_tahun: rupiah,
  }),
  format_nomor_laporan: nomorFormat,
  format_nomor_sk: nomorFormat,
  format_nomor_spsk: nomorFormat,
  format_nomor_sp3: nomorFormat,
  format_nomor_tagihan: nomorFormat,
  pengingat_tenggat_hk: z
    .number({ message: 'Harus berupa angka' })
    .int('Harus bilangan bulat')
    .min(0, 'Minimal 0 (tanpa pengingat)')
    .max(30, 'Maksimal 30 hari kerja'),
  eskalasi_tenggat: z.boolean({ message: 'Harus ya atau tidak' }),
  retensi_dokumen_tahun: z
    .number({ message: 'Harus berupa angka' })
    .int('Harus bilangan bulat')
    .min(1, 'Minimal 1 tahun')
    .max(100, 'Maksimal 100 tahun'),
  upload_max_mb: z
    .number({ message: 'Harus berupa angka' })
    .int('Harus bilangan bulat')
    .min(1, 'Minimal 1 MB')
    .max(50, 'Maksimal 50 MB'),
  upload_max_files: z
    .number({ message: 'Harus berupa angka' })
    .int('Harus bilangan bulat')
    .min(1, 'Minimal 1 berkas')
    .max(50, 'Maksimal 50 berkas'),
  // Red flags for the KPK's analysts (issue 14 §5): the rule of each, in modules/report/definitions/red-flags.ts.
  red_flag_pemberi_min_penerima: z.number().int('Harus bilangan bulat').min(2, 'Minimal 2').max(1000),
  red_flag_pecah_hari: z.number().int('Harus bilangan bulat').min(1, 'Minimal 1 hari').max(366),
  red_flag_lonjakan_hari: z.number().int('Harus bilangan bulat').min(1, 'Minimal 1 hari').max(30),
  red_flag_lonjakan_rasio: z.number().min(1, 'Minimal 1').max(100),
  red_flag_terlambat_min: z.number().int('Harus bilangan bulat').min(2, 'Minimal 2').max(1000),
  // E-learning maturity (issue 27 §4): the least share of employees who completed for levels 2–5.
  elearning_ambang: elearningAmbangSchema,
} as const;

type RuleKey = keyof typeof RULE_CONFIG_SCHEMAS;

export const RULE_CONFIG_DEFAULTS: {
  [K in RuleKey]: { value: z.infer<(typeof RULE_CONFIG_SCHEMAS)[K]>; description: string };
} = {
  batas_lapor_kpk_hk: {
    value: 30,
    description: 'Batas hari kerja penerima melapor ke KPK sejak penerimaan (UU 20/2001 Pasal 12C)',
  },
  batas_lapor_upg_hk: {
    value: 10,
    description: 'Batas hari kerja penerima melapor ke UPG sejak penerimaan (Perkom 2/2019)',
  },
  batas_teruskan_upg_hk: {
    value: 10,
    description: 'Batas hari kerja UPG meneruskan laporan ke KPK sejak laporan diterima (Perkom 2/2019)',
  },
  batas_sk_hk: {
    value: 30,
    description: 'Batas hari kerja KPK menetapkan SK sejak laporan lengkap (UU 30/2002 Pasal 17)',
  },
  batas_penyampaian_sk_hk: {
    value: 7,
    description: 'Batas hari kerja penyampaian SK kepada pelapor (UU 30/2002 Pasal 17)',
  },
  penyampaian_sk_sumber: {
    value: 'unduh',
    description:
      'Kapan SK dianggap sampai kepada pelapor untuk jam 7 hari kerja: unduh (unduhan pertama oleh pelapor) atau eoffice (SPSK bernomor dikirim e-office)',
  },
  batas_penyerahan_og_hk: {
    value: 7,
    description:
      'Batas hari kerja penyerahan objek milik negara sejak SK (UU 30/2002 Pasal 17; PMK 145/2021)',
  },
  batas_kelengkapan_hk: {
    value: 20,
    description: 'Batas hari kerja pelapor melengkapi laporan yang dikembalikan (Perkom 1/2026)',
  },
  maks_perpanjangan_tautan_hk: {
    value: 40,
    description:
      'Perpanjangan tautan kelengkapan/tanggapan pelapor paling lambat sekian hari kerja dari hari perpanjangan',
  },
  nl_batas_acara_per_pemberi: {
    value: NL_BATAS_BAWAAN.nl_batas_acara_per_pemberi,
    description: 'Negative list: batas rupiah per pemberi pada pernikahan, kelahiran, upacara adat/agama',
  },
  nl_batas_rekan_per_pemberi: {
    value: NL_BATAS_BAWAAN.nl_batas_rekan_per_pemberi,
    description: 'Negative list: batas rupiah pemberian non-uang antar rekan kerja per pemberi',
  },
  nl_batas_rekan_per_tahun: {
    value: NL_BATAS_BAWAAN.nl_batas_rekan_per_tahun,
    description: 'Negative list: batas rupiah pemberian antar rekan kerja dari pemberi yang sama per tahun',
  },
  nl_batas_berlaku_mulai: {
    value: NL_BATAS_BERLAKU_MULAI,
    description:
      'Negative list: tanggal mulai berlaku batas-batas di atas; pemberian yang diterima sebelumnya dinilai dengan batas periode sebelumnya',
  },
  nl_batas_sebelumnya: {
    value: NL_BATAS_SEBELUM_2026,
    description:
      'Negative list: batas yang berlaku sebelum tanggal mulai berlaku (Perkom 2/2019 sebelum perubahan 2026)',
  },
  format_nomor_laporan: {
    value: '{seq}/LAP-GRAT/{MM}/{YYYY}',
    description:
      'Format nomor laporan; placeholder {seq}, {seq4} (4 digit), {DD}, {MM}, {MMR} (romawi), {YYYY}, {YY}',
  },
  format_nomor_sk: {
    value: '{seq}/SK-GRAT/{MMR}/{YYYY}',
    description:
      'Format nomor SK penetapan status kepemilikan gratifikasi (placeholder seperti nomor laporan)',
  },
  format_nomor_spsk: {
    value: '{seq}/SPSK-GRAT/{MMR}/{YYYY}',
    description: 'Format nomor surat pengantar SK (SPSK)',
  },
  format_nomor_sp3: {
    value: '{seq}/SP3-GRAT/{MMR}/{YYYY}',
    description: 'Format nomor surat pemberitahuan tidak ditindaklanjuti (SP3)',
  },
  retensi_dokumen_tahun: {
    value: 10,
    description:
      'Masa retensi dokumen di Pusat Dokumen (tahun sejak tanggal dokumen); setelahnya dokumen pindah ke Arsip Dokumen',
  },
  format_nomor_tagihan: {
    value: '{seq}/TAGIHAN-GRAT/{MMR}/{YYYY}',
    description: 'Format nomor surat tagihan atas objek milik negara yang dikuasai penerima',
  },
  pengingat_tenggat_hk: {
    value: 2,
    description:
      'Pengingat kepada pemegang tugas sekian hari kerja sebelum tenggat langkah (0 = tanpa pengingat)',
  },
  eskalasi_tenggat: {
    value: true,
    description: 'Eskalasi kepada atasan ketika tenggat langkah terlewati',
  },
  upload_max_mb: { value: 10, description: 'Ukuran maksimal satu berkas unggahan (MB)' },
  upload_max_files: { value: 10, description: 'Jumlah maksimal berkas dalam satu unggahan' },
  red_flag_pemberi_min_penerima: {
    value: 3,
    description: 'Tanda bahaya: satu pemberi kepada sekian pejabat atau instansi berbeda dalam setahun',
  },
  red_flag_pecah_hari: {
    value: 30,
    description:
      'Tanda bahaya: rentang hari pemberian dari pemberi yang sama kepada pejabat yang sama yang masing-masing di ' +
      'bawah batas negative list tetapi bersama melampauinya',
  },
  red_flag_lonjakan_hari: {
    value: 7,
    description:
      'Tanda bahaya: hari sebelum dan sesudah hari raya keagamaan/akhir tahun yang dihitung sebagai jendela',
  },
  red_flag_lonjakan_rasio: {
    value: 2,
    description:
      'Tanda bahaya: lonjakan bila laporan per hari dalam jendela ≥ rasio ini × rata-rata harian tahunnya',
  },
  red_flag_terlambat_min: {
    value: 2,
    description: 'Tanda bahaya: pejabat yang melapor terlambat (lewat 30 HK) sekian kali atau lebih',
  },
  elearning_ambang: {
    value: ELEARNING_AMBANG_BAWAAN,
    description:
      'Maturitas e-learning: persentase minimal pegawai instansi yang menyelesaikan e-learning untuk level 2 sampai 5 (di bawah ambang level 2: level 1)',
  },
};

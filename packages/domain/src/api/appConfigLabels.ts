import { z } from 'zod';
import { formatNumber } from '../format/number';

/**
 * The shape of one app config's value as `GET app-configs` gives it (the JSON Schema the server derives from the
 * key's own zod schema, reduced to what a form needs): the administrator's form is built from it, so its inputs,
 * bounds and required fields are the server's.
 */
export interface AppConfigJenis {
  type: 'integer' | 'number' | 'boolean' | 'string' | 'object';
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  /** The values a choice takes (a select in the form). */
  enum?: string[];
  properties?: Record<string, AppConfigJenis>;
  required?: string[];
}
export const appConfigJenisSchema: z.ZodType<AppConfigJenis> = z.lazy(() =>
  z.object({
    type: z.enum(['integer', 'number', 'boolean', 'string', 'object']),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    enum: z.array(z.string()).optional(),
    properties: z.record(z.string(), appConfigJenisSchema).optional(),
    required: z.array(z.string()).optional(),
  }),
);

/** The words of a setting (or of one field of a setting made of several): its label and the unit of its number. */
export interface AppConfigWords {
  label: string;
  /** 'hari kerja', 'menit'…; 'rupiah' shows the value as Rp. */
  unit?: string;
  fields?: Record<string, AppConfigWords>;
}

const hk = (label: string): AppConfigWords => ({ label, unit: 'hari kerja' });

/** Every app config key in the administrator's words (codes only beside them, in the admin screens). */
export const APP_CONFIG_WORDS: Readonly<Record<string, AppConfigWords>> = {
  maintenance: {
    label: 'Mode pemeliharaan',
    fields: { enabled: { label: 'Aktif' }, message: { label: 'Pesan kepada pengguna' } },
  },
  max_idle: { label: 'Batas waktu tanpa aktivitas', unit: 'menit' },
  session_alert_threshold: { label: 'Peringatan sebelum sesi berakhir', unit: 'menit' },
  single_session: { label: 'Satu sesi per pengguna' },
  password_max_age_days: { label: 'Umur maksimal kata sandi', unit: 'hari' },
  login_throttle: {
    label: 'Pembatasan login gagal',
    fields: {
      max: { label: 'Gagal per nama pengguna dari satu IP', unit: 'kali' },
      window_minutes: { label: 'Jendela waktu', unit: 'menit' },
      user_max: { label: 'Gagal per nama pengguna dari semua IP', unit: 'kali' },
      ip_max: { label: 'Gagal per IP untuk semua nama pengguna', unit: 'kali' },
    },
  },
  batas_lapor_kpk_hk: hk('Batas melapor ke KPK'),
  batas_lapor_upg_hk: hk('Batas melapor ke UPG'),
  batas_teruskan_upg_hk: hk('Batas UPG meneruskan laporan ke KPK'),
  batas_sk_hk: hk('Batas penetapan SK'),
  batas_penyampaian_sk_hk: hk('Batas penyampaian SK kepada pelapor'),
  batas_penyerahan_og_hk: hk('Batas penyerahan objek milik negara'),
  penyampaian_sk_sumber: { label: 'SK sampai kepada pelapor saat (unduh / eoffice)' },
  batas_kelengkapan_hk: hk('Batas pelapor melengkapi laporan'),
  maks_perpanjangan_tautan_hk: hk('Perpanjangan tautan pelapor paling lama'),
  nl_batas_acara_per_pemberi: { label: 'Negative list: batas per pemberi pada acara', unit: 'rupiah' },
  nl_batas_rekan_per_pemberi: { label: 'Negative list: batas per pemberi antar rekan kerja', unit: 'rupiah' },
  nl_batas_rekan_per_tahun: { label: 'Negative list: batas antar rekan kerja per tahun', unit: 'rupiah' },
  nl_batas_berlaku_mulai: { label: 'Negative list: batas di atas berlaku mulai tanggal' },
  nl_batas_sebelumnya: {
    label: 'Negative list: batas sebelum tanggal berlaku',
    fields: {
      acara_per_pemberi: { label: 'Per pemberi pada acara', unit: 'rupiah' },
      rekan_per_pemberi: { label: 'Per pemberi antar rekan kerja', unit: 'rupiah' },
      rekan_per_tahun: { label: 'Antar rekan kerja per tahun', unit: 'rupiah' },
    },
  },
  format_nomor_laporan: { label: 'Format nomor laporan' },
  format_nomor_sk: { label: 'Format nomor SK' },
  format_nomor_spsk: { label: 'Format nomor SPSK' },
  format_nomor_sp3: { label: 'Format nomor SP3' },
  format_nomor_tagihan: { label: 'Format nomor surat tagihan' },
  pengingat_tenggat_hk: hk('Pengingat sebelum tenggat langkah'),
  eskalasi_tenggat: { label: 'Eskalasi tenggat yang terlewati' },
  retensi_dokumen_tahun: { label: 'Masa retensi dokumen', unit: 'tahun' },
  upload_max_mb: { label: 'Ukuran maksimal berkas unggahan', unit: 'MB' },
  upload_max_files: { label: 'Jumlah maksimal berkas per unggahan', unit: 'berkas' },
  red_flag_pemberi_min_penerima: { label: 'Tanda bahaya: pemberi kepada banyak penerima', unit: 'penerima' },
  red_flag_pecah_hari: { label: 'Tanda bahaya: rentang pemberian terpecah', unit: 'hari' },
  red_flag_lonjakan_hari: { label: 'Tanda bahaya: jendela lonjakan hari raya', unit: 'hari' },
  red_flag_lonjakan_rasio: { label: 'Tanda bahaya: rasio lonjakan', unit: '× rata-rata harian' },
  red_flag_terlambat_min: { label: 'Tanda bahaya: pelaporan terlambat berulang', unit: 'kali' },
  elearning_ambang: {
    label: 'Ambang maturitas e-learning',
    fields: {
      level_2: { label: 'Level 2 mulai', unit: '%' },
      level_3: { label: 'Level 3 mulai', unit: '%' },
      level_4: { label: 'Level 4 mulai', unit: '%' },
      level_5: { label: 'Level 5 mulai', unit: '%' },
    },
  },
};

/** The words of a key; an unknown key is shown as itself. */
export const appConfigWords = (key: string): AppConfigWords => APP_CONFIG_WORDS[key] ?? { label: key };

/** One value in words: "30 hari kerja", "Rp1.000.000", "Ya", a text as it is; a setting of several, field by field. */
export function formatAppConfigValue(value: unknown, words: AppConfigWords): string {
  if (typeof value === 'boolean') return value ? 'Ya' : 'Tidak';
  if (typeof value === 'number') {
    const decimals = Number.isInteger(value) ? 0 : 2;
    if (words.unit === 'rupiah') return `Rp${formatNumber(value, 0)}`;
    const text = formatNumber(value, decimals);
    return words.unit ? `${text} ${words.unit}` : text;
  }
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([field, v]) => {
        const inner = words.fields?.[field] ?? { label: field };
        return `${inner.label}: ${formatAppConfigValue(v, inner)}`;
      })
      .join(' · ');
  return '-';
}

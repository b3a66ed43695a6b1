/**
 * The negative list's amounts (DOMAIN.md "Negative list", Perkom 2/2019 as amended by Perkom 1/2026): defined once
 * here as the configuration's defaults (app-configs `nl_batas_*`), which is where the running system reads them — the
 * filing hints, the KPK's proposal and the seeded texts alike. An element (unsur-nl) names which limits apply.
 */
export const NL_BATAS_BAWAAN = {
  nl_batas_acara_per_pemberi: 1_500_000,
  nl_batas_rekan_per_pemberi: 500_000,
  nl_batas_rekan_per_tahun: 1_500_000,
} as const;

export type NlBatasSetting = keyof typeof NL_BATAS_BAWAAN;
export type NlBatasSettings = Readonly<Record<NlBatasSetting, number>>;

/** Which configured limits an element applies (unsur-nl `batas`): ceremonies per giver, or colleagues per giver and year. */
export const NL_BATAS_JENIS = ['acara', 'rekan'] as const;
export type NlBatasJenis = (typeof NL_BATAS_JENIS)[number];

export const NL_BATAS_JENIS_LABEL: Record<NlBatasJenis, string> = {
  acara: 'Batas acara (pernikahan, kelahiran, upacara) per pemberi',
  rekan: 'Batas rekan kerja per pemberi dan per tahun',
};

/** An element's limits in rupiah (null: none), from the configuration. */
export function batasUnsur(
  jenis: string | null | undefined,
  settings: NlBatasSettings,
): { batasPerPemberi: number | null; batasPerTahun: number | null } {
  if (jenis === 'acara') return { batasPerPemberi: settings.nl_batas_acara_per_pemberi, batasPerTahun: null };
  if (jenis === 'rekan') {
    return {
      batasPerPemberi: settings.nl_batas_rekan_per_pemberi,
      batasPerTahun: settings.nl_batas_rekan_per_tahun,
    };
  }
  return { batasPerPemberi: null, batasPerTahun: null };
}

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

/** The day the amounts of Perkom 1/2026 (the `nl_batas_*` settings above) came into force. */
export const NL_BATAS_BERLAKU_MULAI = '2026-01-01';

/** The amounts of one earlier period (app-config `nl_batas_sebelumnya`). */
export interface NlBatasPeriode {
  acara_per_pemberi: number;
  rekan_per_pemberi: number;
  rekan_per_tahun: number;
}

/**
 * The amounts in force before 2026 (DOMAIN.md: Perkom 2/2019 — Rp1.000.000 per giver at ceremonies; non-cash gifts
 * between colleagues Rp200.000 per gift and Rp1.000.000 a year from the same giver; sources also cite Rp300.000 per
 * gift for farewells and promotions, which is the configuration's to change).
 */
export const NL_BATAS_SEBELUM_2026: NlBatasPeriode = {
  acara_per_pemberi: 1_000_000,
  rekan_per_pemberi: 200_000,
  rekan_per_tahun: 1_000_000,
};

/** The dated configuration: the current amounts, the day they came into force, and the amounts before that day. */
export interface NlBatasBertanggal extends NlBatasSettings {
  nl_batas_berlaku_mulai: string;
  nl_batas_sebelumnya: NlBatasPeriode;
}

/**
 * The amounts a gift is judged by: those in force on the day it was received (DOMAIN.md "Negative list"). A gift
 * received before `nl_batas_berlaku_mulai` takes the earlier period's amounts; an unknown date, the current ones.
 */
export function nlBatasPada(
  tanggalPenerimaan: string | null | undefined,
  s: NlBatasBertanggal,
): NlBatasSettings {
  if (!tanggalPenerimaan || tanggalPenerimaan >= s.nl_batas_berlaku_mulai) {
    return {
      nl_batas_acara_per_pemberi: s.nl_batas_acara_per_pemberi,
      nl_batas_rekan_per_pemberi: s.nl_batas_rekan_per_pemberi,
      nl_batas_rekan_per_tahun: s.nl_batas_rekan_per_tahun,
    };
  }
  return {
    nl_batas_acara_per_pemberi: s.nl_batas_sebelumnya.acara_per_pemberi,
    nl_batas_rekan_per_pemberi: s.nl_batas_sebelumnya.rekan_per_pemberi,
    nl_batas_rekan_per_tahun: s.nl_batas_sebelumnya.rekan_per_tahun,
  };
}

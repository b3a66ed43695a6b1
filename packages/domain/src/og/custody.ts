import type { RoleName } from '../access/roles';

/**
 * The custody of a gratified object (issue 12 §1): its state changes only through these actions, each recorded
 * as one movement (who, when, from where to where, the document that proves it).
 */
export const OG_STATES = [
  'DIHARAPKAN',
  'DITERIMA',
  'DIVERIFIKASI',
  'DISIMPAN',
  'DIKEMAS',
  'DIKEMBALIKAN',
  'DISERAHKAN_DJKN',
  'DISERAHKAN_LANGSUNG',
  'DIBAYAR',
] as const;
export type OgState = (typeof OG_STATES)[number];

export const OG_STATE_LABELS: Readonly<Record<OgState, string>> = {
  DIHARAPKAN: 'Belum diterima',
  DITERIMA: 'Diterima',
  DIVERIFIKASI: 'Diverifikasi',
  DISIMPAN: 'Disimpan',
  DIKEMAS: 'Dikemas dalam boks',
  DIKEMBALIKAN: 'Dikembalikan',
  DISERAHKAN_DJKN: 'Diserahkan ke DJKN/KPKNL',
  DISERAHKAN_LANGSUNG: 'Diserahkan langsung',
  DIBAYAR: 'Dibayar senilai objek',
};

export const OG_AKSI = [
  'terima',
  'verifikasi',
  'simpan',
  'pindah',
  'kemas',
  'keluarkan',
  'kembalikan',
  'serah_djkn',
  'serah_langsung',
  'lunas',
] as const;
export type OgAksi = (typeof OG_AKSI)[number];

export const OG_AKSI_LABELS: Readonly<Record<OgAksi, string>> = {
  terima: 'Terima',
  verifikasi: 'Verifikasi',
  simpan: 'Simpan',
  pindah: 'Pindahkan lokasi',
  kemas: 'Kemas ke boks',
  keluarkan: 'Keluarkan dari boks',
  kembalikan: 'Kembalikan ke penerima',
  serah_djkn: 'Serahkan ke DJKN/KPKNL',
  serah_langsung: 'Serahkan langsung',
  lunas: 'Lunas dibayar',
};

/** Who the SK says the object belongs to: the state (wholly or partly) or the recipient. */
export type OgKepemilikan = 'MILIK_NEGARA' | 'SEBAGIAN_MILIK_NEGARA' | 'MILIK_PENERIMA';

/** States in which the object is in the KPK's hands (the vault can be audited against these). */
export const OG_IN_CUSTODY: readonly OgState[] = ['DITERIMA', 'DIVERIFIKASI', 'DISIMPAN', 'DIKEMAS'];
/** States after which nothing more happens to the object. */
export const OG_FINAL: readonly OgState[] = [
  'DIKEMBALIKAN',
  'DISERAHKAN_DJKN',
  'DISERAHKAN_LANGSUNG',
  'DIBAYAR',
];

const PENGELOLA: readonly RoleName[] = ['admin_pengelola_OG'];
const PEMERIKSA: readonly RoleName[] = ['admin_pengelola_OG', 'anggota_tim'];

interface Rule {
  from: readonly OgState[];
  to: OgState | null;
  roles: readonly RoleName[];
  /** The SK rulings the action applies to; absent: any. */
  kepemilikan?: readonly OgKepemilikan[];
}

const NEGARA: readonly OgKepemilikan[] = ['MILIK_NEGARA', 'SEBAGIAN_MILIK_NEGARA'];

/** Each action: the states it starts from, where it leads (null: the state stays, only the place changes), who acts. */
export const OG_RULES: Readonly<Record<OgAksi, Rule>> = {
  terima: { from: ['DIHARAPKAN'], to: 'DITERIMA', roles: PENGELOLA },
  verifikasi: { from: ['DITERIMA'], to: 'DIVERIFIKASI', roles: PEMERIKSA },
  simpan: { from: ['DIVERIFIKASI'], to: 'DISIMPAN', roles: PENGELOLA },
  pindah: { from: ['DITERIMA', 'DIVERIFIKASI', 'DISIMPAN'], to: null, roles: PENGELOLA },
  kemas: { from: ['DIVERIFIKASI', 'DISIMPAN'], to: 'DIKEMAS', roles: PENGELOLA, kepemilikan: NEGARA },
  keluarkan: { from: ['DIKEMAS'], to: 'DISIMPAN', roles: PENGELOLA },
  kembalikan: {
    from: ['DIVERIFIKASI', 'DISIMPAN'],
    to: 'DIKEMBALIKAN',
    roles: PENGELOLA,
    kepemilikan: ['MILIK_PENERIMA'],
  },
  serah_djkn: { from: ['DIKEMAS'], to: 'DISERAHKAN_DJKN', roles: PENGELOLA, kepemilikan: NEGARA },
  serah_langsung: {
    from: ['DIVERIFIKASI', 'DISIMPAN'],
    to: 'DISERAHKAN_LANGSUNG',
    roles: PENGELOLA,
    kepemilikan: NEGARA,
  },
  // The reporter pays the object's value instead of handing it over (issue 12 §4–5 records the payment).
  lunas: { from: ['DIHARAPKAN'], to: 'DIBAYAR', roles: PENGELOLA, kepemilikan: NEGARA },
};

export type OgRefusal = 'STATE' | 'ROLE' | 'KEPEMILIKAN';

/** Whether `role` may take `aksi` on an object in `state` ruled `kepemilikan`; the reason when not. */
export function checkOgAksi(
  aksi: OgAksi,
  state: OgState,
  kepemilikan: OgKepemilikan,
  role: RoleName | null | undefined,
): { ok: true; to: OgState } | { ok: false; reason: OgRefusal } {
  const rule = OG_RULES[aksi];
  if (rule.kepemilikan && !rule.kepemilikan.includes(kepemilikan))
    return { ok: false, reason: 'KEPEMILIKAN' };
  if (!rule.from.includes(state)) return { ok: false, reason: 'STATE' };
  if (!role || !rule.roles.includes(role)) return { ok: false, reason: 'ROLE' };
  return { ok: true, to: rule.to ?? state };
}

/** The actions `role` may take now on an object (what a screen offers). */
export function ogAksiTersedia(
  state: OgState,
  kepemilikan: OgKepemilikan,
  role: RoleName | null | undefined,
): OgAksi[] {
  return OG_AKSI.filter((a) => checkOgAksi(a, state, kepemilikan, role).ok);
}

/** The Indonesian message of a refusal. */
export function ogRefusalMessage(aksi: OgAksi, reason: OgRefusal): string {
  const label = OG_AKSI_LABELS[aksi];
  if (reason === 'ROLE') return `Peran Anda tidak dapat melakukan aksi "${label}"`;
  if (reason === 'KEPEMILIKAN') return `Aksi "${label}" tidak sesuai dengan status kepemilikan pada SK`;
  return `Aksi "${label}" tidak dapat dilakukan pada status objek saat ini`;
}

/** The label code printed on an object: OG, the year of the SK and the object's id. */
export function ogKode(id: number, tahun: number): string {
  return `OG-${tahun}-${String(id).padStart(6, '0')}`;
}

/** The object's id read back from a scanned label code; null when the text is not one of ours. */
export function parseOgKode(text: string): number | null {
  const m = /^OG-(\d{4})-(\d{6,})$/.exec(text.trim().toUpperCase());
  return m ? Number(m[2]) : null;
}

/**
 * Personal data in a letter about to be published (issue 11 §5, SK redaction batches): what a reviewer is shown and
 * what is removed from the published PDF. Two sources: the report's own data (the reporter's and the giver's names,
 * NIK, addresses, phones, e-mail) and patterns that catch what the report does not name (another NIK, a phone
 * number, an account number written in the chronology). Pure: the server reads the letter's text and the report.
 */

export const JENIS_DATA_PRIBADI = [
  'nama',
  'nik',
  'nip',
  'alamat',
  'telepon',
  'email',
  'rekening',
  'npwp',
] as const;
export type JenisDataPribadi = (typeof JENIS_DATA_PRIBADI)[number];
export const JENIS_DATA_PRIBADI_LABELS: Record<JenisDataPribadi, string> = {
  nama: 'Nama',
  nik: 'NIK',
  nip: 'NIP',
  alamat: 'Alamat',
  telepon: 'Nomor telepon',
  email: 'E-mail',
  rekening: 'Nomor rekening',
  npwp: 'NPWP',
};

/** Where a finding comes from: the report's data, a pattern in the text, or the reviewer's own mark. */
export type SumberTemuan = 'laporan' | 'pola' | 'peninjau';

export interface Temuan {
  teks: string;
  jenis: JenisDataPribadi;
  sumber: SumberTemuan;
}

/** The personal data the report itself holds, by kind (empty values are skipped). */
export interface DataPribadiLaporan {
  nama?: readonly (string | null | undefined)[];
  nik?: readonly (string | null | undefined)[];
  nip?: readonly (string | null | undefined)[];
  alamat?: readonly (string | null | undefined)[];
  telepon?: readonly (string | null | undefined)[];
  email?: readonly (string | null | undefined)[];
  rekening?: readonly (string | null | undefined)[];
}

/** Patterns of personal data written in free text, most specific first (a NIK is not also an account number). */
const POLA: readonly [JenisDataPribadi, RegExp][] = [
  ['email', /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g],
  ['npwp', /\b\d{2}\.\d{3}\.\d{3}\.\d-\d{3}\.\d{3}\b/g],
  ['nip', /\b(?:19|20)\d{6}\s?(?:19|20)\d{4}\s?[12]\s?\d{3}\b/g],
  ['nik', /\b\d{16}\b/g],
  ['telepon', /(?:\+62|\b62|\b0)8\d{1,3}[-\s]?\d{3,4}[-\s]?\d{3,5}\b/g],
  ['rekening', /\b\d{3,4}[-\s]?\d{3,4}[-\s]?\d{3,8}\b/g],
];

/** A digit run long enough to be an account number (shorter ones are dates, amounts, letter numbers). */
const isAccountLike = (s: string) => s.replace(/\D/g, '').length >= 10;

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();

/**
 * Every piece of personal data found in `text`: the report's own values that occur in it (case-insensitive, any
 * spacing), then what the patterns catch that is not already covered. Each text once, longest first, so a name
 * inside a longer address is removed with the address.
 */
export function findPersonalData(text: string, known: DataPribadiLaporan): Temuan[] {
  const flat = norm(text);
  const lower = flat.toLowerCase();
  const out = new Map<string, Temuan>();
  /** Where found text stands: a pattern match inside it (a NIK inside an address) is not listed again. */
  const spans: [number, number][] = [];
  const add = (at: number, length: number, jenis: JenisDataPribadi, sumber: SumberTemuan) => {
    const t = flat.slice(at, at + length);
    if (t.length < 3) return;
    for (let i = lower.indexOf(t.toLowerCase()); i >= 0; i = lower.indexOf(t.toLowerCase(), i + 1)) {
      spans.push([i, i + t.length]);
    }
    if (!out.has(t.toLowerCase())) out.set(t.toLowerCase(), { teks: t, jenis, sumber });
  };
  for (const jenis of Object.keys(known) as (keyof DataPribadiLaporan)[]) {
    for (const value of known[jenis] ?? []) {
      if (!value) continue;
      const v = norm(value).toLowerCase();
      // The text as the letter writes it (its own case): the PDF's search is case-blind, the reviewer sees the letter.
      const at = lower.indexOf(v);
      if (at >= 0) add(at, v.length, jenis, 'laporan');
      // A name is also removed where the letter writes only part of it (the first two words).
      const short = v.split(' ').slice(0, 2).join(' ');
      const s = jenis === 'nama' && short !== v && short.length >= 4 ? lower.indexOf(short) : -1;
      if (s >= 0) add(s, short.length, jenis, 'laporan');
    }
  }
  const inside = (from: number, to: number) => spans.some(([a, b]) => from < b && to > a);
  for (const [jenis, re] of POLA) {
    for (const m of flat.matchAll(re)) {
      const at = m.index ?? 0;
      if (jenis === 'rekening' && !isAccountLike(m[0])) continue;
      if (inside(at, at + m[0].length)) continue;
      add(at, m[0].length, jenis, 'pola');
    }
  }
  return [...out.values()].sort((a, b) => b.teks.length - a.teks.length);
}

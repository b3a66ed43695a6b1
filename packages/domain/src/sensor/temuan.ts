/**
 * Personal data in a letter about to be published (issue 11 §5, SK redaction batches): what a reviewer is shown and
 * what is removed from the published PDF. Two sources: the report's own data (the reporter's and the giver's names,
 * NIK, addresses, phones, e-mail, and the quasi-identifiers: position, institution, work unit, the report's number
 * and dates) and patterns that catch what the report does not name (another NIK, a phone number, an account number
 * written in the chronology). Pure: the server reads the letter's text and the report.
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
  'jabatan',
  'instansi',
  'unit_kerja',
  'nomor_laporan',
  'tanggal_laporan',
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
  jabatan: 'Jabatan',
  instansi: 'Instansi',
  unit_kerja: 'Unit kerja',
  nomor_laporan: 'Nomor laporan',
  tanggal_laporan: 'Tanggal laporan',
};

/**
 * Quasi-identifiers: none names a person alone, but a position at an institution, or a report's number and date,
 * points to the one holder of a unique post. Proposed for removal like the rest, and marked as such for the reviewer.
 */
export const JENIS_KUASI_IDENTIFIER: readonly JenisDataPribadi[] = [
  'jabatan',
  'instansi',
  'unit_kerja',
  'nomor_laporan',
  'tanggal_laporan',
];

/** Whether a kind of finding is a quasi-identifier (not a name or number of the person, but pointing to them). */
export const isKuasiIdentifier = (jenis: JenisDataPribadi) => JENIS_KUASI_IDENTIFIER.includes(jenis);

/** Where a finding comes from: the report's data, a pattern in the text, or the reviewer's own mark. */
export type SumberTemuan = 'laporan' | 'pola' | 'peninjau';

export interface Temuan {
  teks: string;
  jenis: JenisDataPribadi;
  sumber: SumberTemuan;
}

/** The personal data the report itself holds, by kind (empty values are skipped). */
export type DataPribadiLaporan = Partial<Record<JenisDataPribadi, readonly (string | null | undefined)[]>>;

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

const WORD = /[\p{L}\p{N}]/u;

/**
 * Where `v` first stands in `text` as a whole (no letter or digit glued before or after it), or -1: a quasi-identifier
 * is matched whole, so "2 Agustus 2026" is not found inside "12 Agustus 2026", nor a short position inside a word.
 */
function indexOfWhole(text: string, v: string): number {
  for (let i = text.indexOf(v); i >= 0; i = text.indexOf(v, i + 1)) {
    if (!WORD.test(text.charAt(i - 1)) && !WORD.test(text.charAt(i + v.length))) return i;
  }
  return -1;
}

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
  for (const jenis of Object.keys(known) as JenisDataPribadi[]) {
    for (const value of known[jenis] ?? []) {
      if (!value) continue;
      const v = norm(value).toLowerCase();
      // The text as the letter writes it (its own case): the PDF's search is case-blind, the reviewer sees the letter.
      const at = isKuasiIdentifier(jenis) ? indexOfWhole(lower, v) : lower.indexOf(v);
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

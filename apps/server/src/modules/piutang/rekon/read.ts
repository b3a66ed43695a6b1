import type { BarisRekeningMentah } from '@gratifikasi/domain';
import { fieldError } from '../../../platform/errors';
import { readWorkbook } from '../../../platform/excel';

const COLUMNS = ['tanggal', 'va', 'jumlah', 'referensi'] as const;
const ALIASES: Record<string, (typeof COLUMNS)[number]> = {
  tanggal: 'tanggal',
  'tanggal transaksi': 'tanggal',
  va: 'va',
  'nomor va': 'va',
  'virtual account': 'va',
  jumlah: 'jumlah',
  nominal: 'jumlah',
  referensi: 'referensi',
  'no referensi': 'referensi',
  'nomor referensi': 'referensi',
};

/** One CSV line split on the file's separator, honouring double quotes ("a, b" and "" inside quotes). */
function splitCsv(line: string, sep: string): string[] {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === sep) {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out;
}

function mapHeaders(headers: string[]): Map<(typeof COLUMNS)[number], number> {
  const at = new Map<(typeof COLUMNS)[number], number>();
  headers.forEach((h, i) => {
    const key = ALIASES[h.trim().toLowerCase()];
    if (key && !at.has(key)) at.set(key, i);
  });
  const missing = COLUMNS.filter((c) => !at.has(c));
  if (missing.length) throw fieldError('file', `Kolom wajib tidak ada: ${missing.join(', ')}`);
  return at;
}

const cellText = (v: unknown): string =>
  v instanceof Date ? v.toISOString().slice(0, 10) : v === null || v === undefined ? '' : String(v);

/**
 * A treasury or bank statement (CSV with comma or semicolon, or .xlsx) as raw rows: columns tanggal, va, jumlah,
 * referensi (a few usual aliases), each row with its line number in the file. Values stay text for the checks.
 */
export async function readStatement(bytes: Buffer, xlsx: boolean): Promise<BarisRekeningMentah[]> {
  if (xlsx) {
    const { headers, rows } = await readWorkbook(bytes);
    const at = mapHeaders(headers);
    return rows.map((r) => ({
      baris: r.rowNumber,
      tanggal: cellText(r.cells[at.get('tanggal') ?? -1]),
      va: cellText(r.cells[at.get('va') ?? -1]),
      jumlah: cellText(r.cells[at.get('jumlah') ?? -1]),
      referensi: cellText(r.cells[at.get('referensi') ?? -1]),
    }));
  }
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\u0000')) throw fieldError('file', 'Berkas bukan CSV teks');
  const lines = text.split(/\r?\n/);
  const head = lines[0] ?? '';
  const sep = (head.match(/;/g)?.length ?? 0) > (head.match(/,/g)?.length ?? 0) ? ';' : ',';
  const at = mapHeaders(splitCsv(head, sep));
  const out: BarisRekeningMentah[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (!line.trim()) continue;
    const cells = splitCsv(line, sep);
    const get = (c: (typeof COLUMNS)[number]) => (cells[at.get(c) ?? -1] ?? '').slice(0, 100);
    out.push({
      baris: i + 1,
      tanggal: get('tanggal'),
      va: get('va'),
      jumlah: get('jumlah'),
      referensi: get('referensi'),
    });
  }
  return out;
}

import { canonicalNotification, nomorVa } from '@gratifikasi/domain';
import { pick } from './fuzz';

/**
 * Inputs for the fuzzer's deep cases (platform/fuzz.test.ts): payment notifications signed as the bank signs them, so
 * they pass the signature and reach the booking, and letter templates, which the server evaluates.
 */

const GARBAGE: unknown[] = [
  '',
  ' ',
  'x'.repeat(300),
  'ä€😀',
  'a\u0000b',
  0,
  -1,
  1e21,
  true,
  null,
  {},
  [],
  ['1'],
];

/** Odd values of each field: some sound, most not (each sound notification gets one to three of them). */
const ODD: Record<string, unknown[]> = {
  notification_id: ['BANK.x:y-z', 'a'.repeat(64), 'a'.repeat(65), 'dua kata', "o'neil"],
  va: [nomorVa(999_999), '12345678', '9'.repeat(20), '9'.repeat(21), '１２３４５６７８'],
  jumlah: ['0.01', '0', '-5', '1e3', '1.234', '99999999999999999999.99', '1'.repeat(40), ' 5 ', '5,00'],
  mata_uang: ['USD', 'idr', 'XXXX', 'EUR'],
  dibayar_at: [
    '2026-11-27T03:15:00.123456789Z',
    '2026-13-45T99:99:99Z',
    '2026-02-30T10:00:00Z',
    '2026-01-01T24:00:00Z',
    '2026-01-01T10:00:00+25:00',
    '2024-02-29T23:59:59-23:59',
    '2999-12-31T23:59:59-23:59',
    '9999-12-31T23:59:59Z',
    '0000-01-01T00:00:00Z',
    '1899-12-31T23:59:59Z',
    '2026-11-27',
    'kemarin',
  ],
};

let serial = 0;

/**
 * A notification sound but for up to three fields (odd, garbage or absent), so most get past validation to the
 * booking and the rest probe each field's check.
 */
export function randomNotification(rand: () => number): Record<string, unknown> {
  serial += 1;
  const n: Record<string, unknown> = {
    notification_id: `FZ-${serial}`,
    va: pick(rand, [nomorVa(1), nomorVa(2), nomorVa(3)]),
    jumlah: pick(rand, ['10.00', '2500000', '8094295.12']),
    mata_uang: 'IDR',
    dibayar_at: pick(rand, ['2026-11-27T10:15:00+07:00', '2026-11-27T03:15:00Z', '2024-02-29T23:59:59.5Z']),
  };
  const changes = Math.floor(rand() * 4);
  for (let i = 0; i < changes; i++) {
    const field = pick(rand, Object.keys(ODD));
    const roll = rand();
    if (roll < 0.1) delete n[field];
    else n[field] = roll < 0.75 ? pick(rand, ODD[field] ?? []) : pick(rand, GARBAGE);
  }
  return n;
}

/** The bank's signature of whatever the fields are (as text), so that validation and booking, not the HMAC, answer. */
export function signatureOf(n: Record<string, unknown>, sign: (text: string) => string): string {
  const text = (field: string) => String(n[field] ?? '');
  return sign(
    canonicalNotification({
      notification_id: text('notification_id'),
      va: text('va'),
      jumlah: text('jumlah'),
      mata_uang: text('mata_uang'),
      dibayar_at: text('dibayar_at'),
    }),
  );
}

const TEMPLATE_PARTS = [
  '<p>',
  '</p>',
  '<table><tbody><tr><td><p>',
  '</p></td></tr></tbody></table>',
  '\n',
  'ä€😀 ',
  '<script>alert(1)</script>',
  '{{ pelapor.nama }}',
  '{{ laporan.total_nilai | rupiah }}',
  '{{ laporan.total_nilai | terbilang_rupiah }}',
  '{{ laporan.total_nilai | angka: 99 }}',
  '{{ laporan.total_nilai | angka: -1 }}',
  '{{ surat.tanggal | tanggal }}',
  '{{ "bukan tanggal" | tanggal }}',
  '{{ 5 | terbilang }}',
  '{{ -5 | terbilang }}',
  '{{ 1e300 | terbilang_rupiah }}',
  '{{ "x" | rupiah }}',
  '{{ x }}',
  '{{ a.b.c.d }}',
  '{{ rincian[99].uraian }}',
  '{{ laporan["constructor"] }}',
  '{{ pelapor.__proto__ }}',
  '{{ pelapor | json }}',
  '{{ pelapor.nama | tidak_ada }}',
  '{{ 1 | divided_by: 0 }}',
  '{{ "now" | date: "%Y" }}',
  '{{',
  '}}',
  '{%',
  '%}',
  '{{ | }}',
  '{% for %}',
  '{% if a == %}',
  '{% for r in rincian %}',
  '{% endfor %}',
  '{% if pelapor.nama %}',
  '{% else %}',
  '{% endif %}',
  '{% for i in (1..50) %}',
  '{% for i in (1..100000000) %}',
  '{% tablerow r in rincian %}',
  '{% endtablerow %}',
  '{% raw %}',
  '{% endraw %}',
  '{% comment %}',
  '{% endcomment %}',
  '{% capture c %}',
  '{% endcapture %}',
  '{% assign a = "xy" | append: "z" %}',
  '{{ a | append: a | append: a }}',
  '{% cycle "a", "b" %}',
  '{% decrement d %}',
  '{% break %}',
  '{% echo pelapor.nama %}',
  '{% liquid\necho pelapor.nama %}',
  '{% include "package.json" %}',
  "{% include '../../../../etc/passwd' %}",
  "{% render 'src/config.ts' %}",
  '{% layout "tidak-ada.html" %}',
  '{% include r %}',
  '{% block b %}',
  '{% endblock %}',
];

/** A template of 1–8 pieces: sound, broken, hostile (files, huge ranges), and everything in between. */
export function randomTemplate(rand: () => number): string {
  const parts = 1 + Math.floor(rand() * 8);
  return Array.from({ length: parts }, () => pick(rand, TEMPLATE_PARTS)).join('');
}

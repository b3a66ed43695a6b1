import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { LETTER_KINDS, type LetterData, SAMPLE_LETTER_DATA } from '@gratifikasi/domain';

// Benchmark of issue 11 §1: one letter rendered from its template in Node (Liquid → blocks → pdfkit, with the QR of
// a final letter): p99 ≤ 200 ms; and 1,000 letters in one batch with constant memory (heap sampled every 100
// letters after a GC — run with NODE_OPTIONS=--expose-gc — should not grow with the count). No database: the
// templates are the seeded ones and the data the sample letter with 20 items.
const SAMPLES = Number(process.env.BENCH_LETTERS ?? 270);
const BATCH = Number(process.env.BENCH_BATCH ?? 1000);
const TARGET_P99_MS = 200;

type Render = (
  body: string,
  data: LetterData,
  opts: { title: string; footer: string; qr?: { png: Buffer; url: string } },
) => Promise<{ bytes: Buffer; sha256: string }>;

// The server's own modules, loaded at run time (the bench project does not compile the server).
const server = '../apps/server/src/modules/dokumen/template';
const { renderLetterPdf } = (await import(`${server}/render.ts`)) as { renderLetterPdf: Render };
const { SEED_TEMPLATES } = (await import(`${server}/seed-templates.ts`)) as {
  SEED_TEMPLATES: Record<string, string>;
};
const QRCode = (await import('qrcode')).default;

const data: LetterData = {
  ...SAMPLE_LETTER_DATA,
  rincian: Array.from({ length: 20 }, (_, i) => ({
    ...(SAMPLE_LETTER_DATA.rincian[i % 2] ?? SAMPLE_LETTER_DATA.rincian[0]),
    no: i + 1,
    uraian: `Objek gratifikasi nomor ${i + 1}`,
  })) as LetterData['rincian'],
};
const url = 'https://gratifikasi.kpk.go.id/verifikasi-dokumen/0123456789ABCDEFGHJKMNPQRS';

async function one(i: number): Promise<number> {
  const kind = LETTER_KINDS[i % LETTER_KINDS.length]?.kode ?? 'draft-sk';
  const started = performance.now();
  const png = await QRCode.toBuffer(url, { margin: 1, width: 240 });
  await renderLetterPdf(SEED_TEMPLATES[kind] ?? '', data, { title: kind, footer: kind, qr: { png, url } });
  return performance.now() - started;
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const gc = (globalThis as { gc?: () => void }).gc;
const heapMb = () => {
  gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

console.log(
  `[bench] load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (the machine may be shared)`,
);
for (let i = 0; i < 18; i++) await one(i); // warm-up: fonts, Liquid's parse cache
const times: number[] = [];
for (let i = 0; i < SAMPLES; i++) times.push(await one(i));
times.sort((a, b) => a - b);
const p99 = pct(times, 99);
console.log(
  `[bench] ${SAMPLES} letters (9 kinds, 20 items, QR): p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms — target p99 ≤ ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'ok' : 'MISSED'}`,
);

const heap: number[] = [heapMb()];
const started = performance.now();
for (let i = 0; i < BATCH; i++) {
  await one(i);
  if ((i + 1) % 100 === 0) heap.push(heapMb());
}
const seconds = (performance.now() - started) / 1000;
const growth = (heap.at(-1) ?? 0) - (heap[1] ?? 0);
console.log(
  `[bench] batch of ${BATCH}: ${seconds.toFixed(1)} s (${(BATCH / seconds).toFixed(1)} letters/s); heap MB every 100: ${heap.map((h) => h.toFixed(1)).join(' → ')}${gc ? '' : ' (no --expose-gc: figures include garbage)'}; growth after the first 100: ${growth.toFixed(1)} MB — ${Math.abs(growth) < 10 ? 'constant' : 'GROWING'}`,
);
if (p99 > TARGET_P99_MS || Math.abs(growth) >= 10) process.exitCode = 1;

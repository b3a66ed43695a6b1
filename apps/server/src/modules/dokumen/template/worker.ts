import { createHash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { LiquidError } from 'liquidjs';
import { htmlToBlocks } from './blocks';
import { blocksToDocx } from './docx';
import { checkHere, fillHere, issueOfFill } from './liquid';
import { blocksToPdf } from './pdf';
import type { JobAnswer, TemplateJob } from './pool';

/**
 * The template thread (pool.ts): everything a template's author decides the cost of — Liquid, the layout of what it
 * wrote, the PDF or DOCX — runs here, so the API's event loop never waits on a template.
 */
async function run(job: TemplateJob): Promise<unknown> {
  if (job.op === 'check') return checkHere(job.body);
  const html = await fillHere(job.body, job.data);
  if (job.op === 'fill') return html;
  if (job.op === 'docx') return blocksToDocx(htmlToBlocks(html), job.title);
  const qr = job.opts.qr ? { ...job.opts.qr, png: Buffer.from(job.opts.qr.png) } : null;
  const bytes = await blocksToPdf(htmlToBlocks(html), job.data, { ...job.opts, qr });
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

const port = parentPort;
if (!port) throw new Error('template worker started outside a worker thread');
port.on('message', async (message: { id: number } & TemplateJob) => {
  let answer: JobAnswer;
  try {
    answer = { id: message.id, ok: true, value: await run(message) };
  } catch (error) {
    // The template's own failure (Liquid, a limit) is the author's to fix; anything else is the server's (a 500).
    answer =
      LiquidError.is(error) || (error as { issue?: unknown }).issue
        ? { id: message.id, ok: false, issue: issueOfFill(error) }
        : { id: message.id, ok: false, failure: String((error as Error)?.stack ?? error) };
  }
  port.postMessage(answer);
});
port.postMessage('ready');

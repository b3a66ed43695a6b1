import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { LetterData } from '@gratifikasi/domain';
import { type TemplateIssue, tooHeavy } from './liquid';
import type { LetterPdfOptions } from './pdf';

/** One piece of template work: check a body on the sample letter, or fill it (HTML, PDF, DOCX). */
export type TemplateJob =
  | { op: 'check'; body: string }
  | { op: 'fill'; body: string; data: LetterData }
  | { op: 'pdf'; body: string; data: LetterData; opts: LetterPdfOptions }
  | { op: 'docx'; body: string; data: LetterData; title: string };

interface Results {
  check: TemplateIssue[];
  fill: string;
  pdf: { bytes: Uint8Array; sha256: string };
  docx: Uint8Array;
}

/** What the worker answers: the value, the template's own problem, or a failure of the server's code. */
export type JobAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; issue: TemplateIssue }
  | { id: number; ok: false; failure: string };

/** A template refused for what it is (Liquid error, a limit, out of time or memory): the author's to fix. */
export class TemplateRefused extends Error {
  constructor(readonly issue: TemplateIssue) {
    super(issue.message);
    this.name = 'TemplateRefused';
  }
}

/**
 * Wall-clock budget of one job in its thread (parse, render, layout, PDF): past it the thread is ended. Liquid's own
 * `renderLimit` stops a heavy render well before; this catches whatever it does not count.
 */
export const JOB_BUDGET_MS = 10_000;
/** Heap of one template thread: a template that fills it is refused, the API's heap is not touched. */
const HEAP_MB = 256;
const SIZE = Math.min(2, availableParallelism());

interface Pending {
  id: number;
  job: TemplateJob;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  job: Pending | null;
  timer: NodeJS.Timeout | null;
  timedOut: boolean;
}

const slots: Slot[] = [];
const queue: Pending[] = [];
let nextId = 1;

function finish(slot: Slot): Pending | null {
  const pending = slot.job;
  if (slot.timer) clearTimeout(slot.timer);
  slot.timer = null;
  slot.job = null;
  slot.worker.unref();
  return pending;
}

/** A thread ended (out of time, out of heap, crashed): its job is refused, a new thread takes the queue. */
function lost(slot: Slot, error: Error | null): void {
  const at = slots.indexOf(slot);
  if (at < 0) return;
  slots.splice(at, 1);
  const pending = finish(slot);
  const heap = (error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
  if (pending) {
    if (slot.timedOut)
      pending.reject(new TemplateRefused(tooHeavy(`melebihi ${JOB_BUDGET_MS / 1000} detik`)));
    else if (heap) pending.reject(new TemplateRefused(tooHeavy('pemakaian memori melebihi batas')));
    else pending.reject(error ?? new Error('template worker exited'));
  } else if (!slot.ready) {
    // It never started (a broken install): what waits would wait forever, so it fails now.
    for (const p of queue.splice(0)) p.reject(error ?? new Error('template worker did not start'));
  }
  dispatch();
}

function spawn(): void {
  const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
  });
  // Held open while it starts (the job that asked for it waits); an idle thread does not keep the process alive.
  const slot: Slot = { worker, ready: false, job: null, timer: null, timedOut: false };
  worker.on('message', (answer: JobAnswer | 'ready') => {
    if (answer === 'ready') {
      slot.ready = true;
      dispatch();
      if (!slot.job) worker.unref();
      return;
    }
    if (slot.job?.id !== answer.id) return;
    const pending = finish(slot);
    if (answer.ok) pending?.resolve(answer.value);
    else if ('issue' in answer) pending?.reject(new TemplateRefused(answer.issue));
    else pending?.reject(new Error(`template worker: ${answer.failure}`));
    dispatch();
  });
  worker.on('error', (error) => lost(slot, error));
  worker.on('exit', () => lost(slot, null));
  slots.push(slot);
}

function dispatch(): void {
  while (queue.length > 0) {
    const slot = slots.find((s) => s.ready && !s.job);
    if (!slot) {
      if (slots.length < SIZE && slots.every((s) => s.ready)) spawn();
      return;
    }
    const pending = queue.shift() as Pending;
    slot.job = pending;
    slot.worker.ref();
    slot.timer = setTimeout(() => {
      slot.timedOut = true;
      void slot.worker.terminate();
    }, JOB_BUDGET_MS);
    slot.worker.postMessage({ id: pending.id, ...pending.job });
  }
}

/**
 * Runs template work in the pool's threads (at most two, started on first use, kept while the process lives), so a
 * heavy template costs its thread and never the API's event loop. Rejects with `TemplateRefused` for the template's
 * own problems and limits.
 */
export function runTemplateJob<J extends TemplateJob>(job: J): Promise<Results[J['op']]> {
  return new Promise((resolve, reject) => {
    queue.push({ id: nextId++, job, resolve: resolve as (v: unknown) => void, reject });
    dispatch();
  });
}

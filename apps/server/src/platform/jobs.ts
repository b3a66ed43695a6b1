import type { FastifyBaseLogger } from 'fastify';

export type JobHandler = (payload: unknown) => Promise<void>;

/**
 * Background work goes through this interface: an in-process runner here; pg-boss can implement the
 * same three calls on PostgreSQL when work must survive a restart or be shared between processes.
 */
export interface Jobs {
  register: (name: string, handler: JobHandler) => void;
  enqueue: (name: string, payload: unknown) => void;
  /** Resolves once every queued job has run (tests, shutdown). */
  drain: () => Promise<void>;
}

/** Runs jobs one at a time, in order, after the current request has answered. A failing job is logged. */
export function createInProcessJobs(log: FastifyBaseLogger): Jobs {
  const handlers = new Map<string, JobHandler>();
  const queue: { name: string; payload: unknown }[] = [];
  let running: Promise<void> | null = null;

  const run = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const handler = handlers.get(job.name);
      if (!handler) {
        log.error({ job: job.name }, 'no handler for job');
        continue;
      }
      try {
        await handler(job.payload);
      } catch (err) {
        log.error({ err, job: job.name }, 'job failed');
      }
    }
    running = null;
  };

  return {
    register: (name, handler) => {
      handlers.set(name, handler);
    },
    enqueue: (name, payload) => {
      queue.push({ name, payload });
      running ??= new Promise<void>((resolve) => setImmediate(resolve)).then(run);
    },
    drain: async () => {
      while (running) await running;
    },
  };
}

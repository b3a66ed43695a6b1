import type { FastifyInstance } from 'fastify';

/**
 * How long a listening server leaves to the requests that were waiting for it before its own background work starts
 * (the job queue's first claim, the open-data figures, the red flags' whole-set results). On PGlite every query runs
 * on the one thread the requests need, and even on PostgreSQL the warmers compete with them for the two cores: a
 * restarted server answers its health check and its first users first (issue 29 "Start").
 */
export const START_GRACE_MS = 1_000;

/** Runs `work` once, START_GRACE_MS after the app listens; never if it closes first (tests never listen). */
export function afterListening(app: FastifyInstance, work: () => void): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onListen', async () => {
    timer = setTimeout(work, START_GRACE_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
  });
}

import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { NotifyChannel } from '../db/client';
import type { Cache, InvalidationBus } from './cache';

const CHANNEL = 'cache_invalidation';
/** How long invalidations gather before they are published: how much later another process may see a change. */
const BATCH_MS = 20;
const message = z.object({ o: z.string(), n: z.string(), k: z.string().nullable() });

/**
 * Carries cache invalidations between the processes of one PostgreSQL database (issue 9 §4). Each process tags its
 * messages with its own id and ignores its own. Invalidations of a short window (`BATCH_MS`) go out in one round
 * trip, after the current request's work — under load one NOTIFY serves many writes, not one each; a notification lost with a dropped connection is covered by emptying the whole cache
 * when the listener reconnects.
 */
export async function attachInvalidationBus(
  cache: Cache,
  channel: NotifyChannel,
  log: FastifyBaseLogger,
): Promise<InvalidationBus> {
  const origin = randomUUID();
  const pending = new Set<string>();
  let scheduled = false;
  let last: Promise<void> = Promise.resolve();

  const stop = await channel.listen(
    CHANNEL,
    (payload) => {
      let parsed: z.infer<typeof message>;
      try {
        parsed = message.parse(JSON.parse(payload));
      } catch {
        return;
      }
      if (parsed.o !== origin) cache.forget(parsed.n, parsed.k);
    },
    () => {
      log.warn('cache invalidation listener reconnected: emptying the cache');
      for (const namespace of Object.keys(cache.sizes())) cache.forget(namespace, null);
    },
  );

  const flush = async () => {
    const payloads = [...pending];
    pending.clear();
    try {
      await channel.notify(CHANNEL, payloads);
    } catch (err) {
      log.error({ err }, 'cache invalidation could not be published');
    }
  };

  return {
    publish: (namespace, key) => {
      pending.add(JSON.stringify({ o: origin, n: namespace, k: key }));
      if (scheduled) return;
      scheduled = true;
      setTimeout(() => {
        scheduled = false;
        last = flush();
      }, BATCH_MS).unref();
    },
    close: async () => {
      await new Promise<void>((resolve) => setTimeout(resolve, BATCH_MS + 1));
      await last;
      await stop();
    },
  };
}

import type { Redis } from 'ioredis';
import type { AppConfig } from '../config';

/**
 * The shared store of rate limits and the login throttle when REDIS_URL is set (several processes or hosts);
 * null otherwise. Connected before the app serves; while Redis is unreachable commands fail at once (no offline
 * queue) so callers fall back instead of holding requests, and the client keeps reconnecting in the background.
 */
export async function openRedis(config: AppConfig, onError: (err: unknown) => void): Promise<Redis | null> {
  if (!config.redisUrl) return null;
  // The client loads only when a URL is set: a single process without Redis does not evaluate it at start.
  // Its CommonJS export is the client class: `default` under Node's ESM and in the bundle's chunk alike.
  const { default: RedisClient } = await import('ioredis');
  const redis = new RedisClient(config.redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
  });
  redis.on('error', onError);
  await redis.connect().catch(onError);
  return redis;
}

export async function closeRedis(redis: Redis | null): Promise<void> {
  if (!redis) return;
  await redis.quit().catch(() => redis.disconnect());
}

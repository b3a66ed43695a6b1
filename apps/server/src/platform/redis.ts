import { Redis } from 'ioredis';
import type { AppConfig } from '../config';

/**
 * The shared store of rate limits and the login throttle when REDIS_URL is set (several processes or hosts);
 * null otherwise. Commands wait for the connection instead of failing while it (re)connects.
 */
export function openRedis(config: AppConfig): Redis | null {
  if (!config.redisUrl) return null;
  return new Redis(config.redisUrl, {
    // Fail a command after a few seconds of outage rather than hold the request forever.
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
    lazyConnect: false,
  });
}

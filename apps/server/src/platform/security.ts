import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { bearerToken } from './auth-context';
import { AppError } from './errors';
import type { TokenUsers } from './token-users';
import { sha256 } from './tokens';

export interface SecurityOptions {
  /** Calls per minute per signed-in user. */
  userMax: number;
  /** Calls per minute per IP of requests without a known token. */
  anonMax: number;
  /** Shared counters (several processes or hosts); null → each process's memory. */
  redis: Redis | null;
  redisKeyPrefix: string;
  tokenUsers: TokenUsers;
}

/** Routes never limited: the load balancer's health probe. */
const UNLIMITED = new Set(['/api/health']);

/**
 * The rate-limit bucket of a request, found before any database lookup: `u:<id>` for a bearer token this process
 * has issued or authenticated, `ip:<address>` for everything else (no token, an unknown or forged one), so random
 * tokens cannot open fresh buckets and one busy user does not use up the budget of an office behind one address.
 */
export function rateLimitKey(request: FastifyRequest, tokenUsers: TokenUsers): string {
  const token = bearerToken(request);
  const userId = token ? tokenUsers.get(sha256(token)) : undefined;
  return userId === undefined ? `ip:${request.ip}` : `u:${userId}`;
}

/** Security headers and rate limits on /api: per user when signed in, per IP otherwise. */
export async function registerSecurity(app: FastifyInstance, opts: SecurityOptions): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'"],
        // antd (CSS-in-JS) writes inline styles; captcha SVGs and Swagger UI icons are data: images.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
      },
    },
    // The app may be served over plain http on an intranet; HSTS belongs to the TLS terminator.
    hsts: false,
  });

  await app.register(rateLimit, {
    max: (_request, key) => (key.startsWith('u:') ? opts.userMax : opts.anonMax),
    timeWindow: '1 minute',
    keyGenerator: (request) => rateLimitKey(request, opts.tokenUsers),
    // Static files are cheap and a page load fetches many; the limit protects the API.
    allowList: (request) => !request.url.startsWith('/api') || UNLIMITED.has(request.routeOptions.url ?? ''),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
    ...(opts.redis ? { redis: opts.redis, nameSpace: `${opts.redisKeyPrefix}rate:`, skipOnError: true } : {}),
  });
}

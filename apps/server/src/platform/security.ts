import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** Security headers and per-IP rate limits on /api. */
export async function registerSecurity(app: FastifyInstance, opts: { rateLimitMax: number }): Promise<void> {
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
    max: opts.rateLimitMax,
    timeWindow: '1 minute',
    // Static files are cheap and a page load fetches many; the limit protects the API.
    allowList: (request) => !request.url.startsWith('/api'),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failure } from './envelope';

const LONG_CACHE = 'public, max-age=31536000, immutable';

function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .status(404)
    .send(failure(`Alamat ${request.method} ${request.url.split('?')[0]} tidak ditemukan`));
}

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') && /text\/html/.test(request.headers.accept ?? '')
  );
}

/**
 * Serves the built SPA: hashed /assets/* cached for a year, everything else revalidated, and index.html for
 * any non-/api page a browser asks for (client-side routes). Unknown /api paths get the 404 envelope.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const hasIndex = existsSync(join(webDist, 'index.html'));
  if (!hasIndex) {
    app.log.warn({ webDist }, 'WEB_DIST has no index.html: serving the API only (run `npm run build`)');
    app.setNotFoundHandler(sendApiNotFound);
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    index: ['index.html'],
    cacheControl: false,
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes(`${join(webDist, 'assets')}`) ? LONG_CACHE : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || !wantsHtml(request)) return sendApiNotFound(request, reply);
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { kegiatanCard } from '../ppg/kegiatan/publik';
import { dokumenCard, newsCard, withShareCard } from './share';
import { robotsTxt, sitemapStream } from './sitemap';

const ID = /^[1-9]\d{0,8}$/;

/**
 * Found by people and machines (issue 13 §4): robots.txt, sitemap.xml, and an article's page served with its
 * Open Graph tags in index.html, so a link shared in a chat shows its title and image without running the SPA. An
 * unknown or unpublished article gets the plain index.html (the SPA shows its not-found screen): nothing leaks.
 * These pages sit outside /api, so they are public; the article pages read the database, so they are rate
 * limited like public API calls.
 */
export function seoRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { appUrl, webDist } = ctx.config;
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(appUrl)),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapStream(ctx.db, appUrl)),
  );

  const indexPath = join(webDist, 'index.html');
  if (!existsSync(indexPath)) return;
  const indexHtml = readFileSync(indexPath, 'utf8');
  app.get<{ Params: { id: string; slug: string } }>(
    '/news/:id/:slug',
    { config: { rateLimit: { allowList: () => false, groupId: 'share-pages' } } },
    async (request, reply) => {
      const { id } = request.params;
      const card = ID.test(id) ? await newsCard(ctx.db, Number(id), appUrl) : null;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(card ? withShareCard(indexHtml, card) : indexHtml);
    },
  );
  app.get<{ Params: { id: string } }>(
    '/dokumen/:id',
    { config: { rateLimit: { allowList: () => false, groupId: 'share-pages' } } },
    async (request, reply) => {
      const { id } = request.params;
      const card = ID.test(id) ? await dokumenCard(ctx.db, Number(id), appUrl) : null;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(card ? withShareCard(indexHtml, card) : indexHtml);
    },
  );
  app.get<{ Params: { id: string } }>(
    '/kegiatan/:id',
    { config: { rateLimit: { allowList: () => false, groupId: 'share-pages' } } },
    async (request, reply) => {
      const { id } = request.params;
      const card = ID.test(id) ? await kegiatanCard(ctx.db, Number(id), appUrl) : null;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(card ? withShareCard(indexHtml, card) : indexHtml);
    },
  );
}

import {
  envelope,
  idParamSchema,
  knowledgeBaseDetailSchema,
  knowledgeBasePageSchema,
  knowledgeBaseQuerySchema,
  masterByKey,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { getKnowledgeBase, listKnowledgeBase } from './service';

const tags = ['konten'];

/** Who reads the knowledge base: the readers its master names (the KPK's staff, the PPG team, the admins). */
function readers() {
  const read = masterByKey('knowledge-base')?.read;
  if (!read || typeof read === 'string' || !read.roles) {
    throw new Error('knowledge-base: the master must name the roles that read it');
  }
  return { roles: read.roles };
}

/**
 * The staff's knowledge base (spec §2 /kpk knowledge-base, knowledge-base/:id): full-text search in the `indonesian`
 * configuration over title, category and text, and one article with its attachments. Articles are written through
 * the master's editor (admin masters knowledge-base), which sanitises their HTML on save.
 */
export function knowledgeBaseRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: readers() };

  r.get(
    '/kpk/knowledge-base',
    {
      config,
      schema: {
        tags,
        summary:
          'Active articles: q (full-text, best match first), kategori, paged; with the categories in use',
        querystring: knowledgeBaseQuerySchema,
        response: { 200: envelope(knowledgeBasePageSchema) },
      },
    },
    async (request) => ({ data: await listKnowledgeBase(ctx.db, request.query) }),
  );

  r.get(
    '/kpk/knowledge-base/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One active article, its HTML and its attachments (content files signed for the reader)',
        params: z.object({ id: idParamSchema }),
        response: { 200: envelope(knowledgeBaseDetailSchema) },
      },
    },
    async (request) => ({ data: await getKnowledgeBase(ctx.db, request.params.id) }),
  );
}

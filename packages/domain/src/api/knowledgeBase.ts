import { z } from 'zod';
import { hasNul, NUL_MESSAGE, pageNumberSchema } from '../validation/input';

/** Query of `GET kpk/knowledge-base`: a full-text phrase, a category, a page. */
export const knowledgeBaseQuerySchema = z.object({
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1, 'Minimal 1').max(50, 'Maksimal 50').default(10),
  q: z
    .string()
    .max(100, 'Maksimal 100 karakter')
    .refine((s) => !hasNul(s), NUL_MESSAGE)
    .transform((s) => s.trim())
    .default(''),
  kategori: z
    .string()
    .max(100, 'Maksimal 100 karakter')
    .refine((s) => !hasNul(s), NUL_MESSAGE)
    .transform((s) => s.trim())
    .default(''),
});
export type KnowledgeBaseQuery = z.input<typeof knowledgeBaseQuerySchema>;

/** An attachment or link of an article: a file of the content store (signed for the reader) or an outside address. */
export const knowledgeBaseLampiranSchema = z.object({
  jenis: z.enum(['berkas', 'tautan']),
  nama: z.string(),
  url: z.string(),
});
export type KnowledgeBaseLampiran = z.infer<typeof knowledgeBaseLampiranSchema>;

/** One article of the staff's knowledge base as the search lists it. */
export const knowledgeBaseRingkasSchema = z.object({
  id: z.number().int(),
  judul: z.string(),
  kategori: z.string().nullable(),
  /** Plain text: the words around the match when searching, else the article's opening. */
  cuplikan: z.string(),
  ada_lampiran: z.boolean(),
  updated_at: z.string(),
});
export type KnowledgeBaseRingkas = z.infer<typeof knowledgeBaseRingkasSchema>;

export const knowledgeBasePageSchema = z.object({
  items: z.array(knowledgeBaseRingkasSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  /** Every category in use, for the filter. */
  kategori: z.array(z.string()),
});
export type KnowledgeBasePage = z.infer<typeof knowledgeBasePageSchema>;

/** One article: its sanitised HTML and its attachments. */
export const knowledgeBaseDetailSchema = knowledgeBaseRingkasSchema.omit({ cuplikan: true }).extend({
  isi: z.string(),
  lampiran: z.array(knowledgeBaseLampiranSchema),
});
export type KnowledgeBaseDetail = z.infer<typeof knowledgeBaseDetailSchema>;

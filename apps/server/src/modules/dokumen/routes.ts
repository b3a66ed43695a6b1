import {
  idParamSchema,
  LETTER_KINDS,
  SAMPLE_LETTER_DATA,
  templateCheckSchema,
  templatePreviewSchema,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { requireAuth } from '../../platform/access';
import { letterDataOf, letterFilename } from './letter-data';
import { checkTemplate } from './template/engine';
import { TOO_HEAVY } from './template/liquid';
import { renderLetterDocx, renderLetterPdf } from './template/render';
import { assertTemplate, registerTemplateHooks, templateError, versionsOf } from './template/store';

const tags = ['dokumen'];
/** Who edits letter templates: the masters' editors (the template master comes with issue 11 §1's screens). */
const EDITORS = { permission: ['frapp-master-manage'] } as const;
const issue = z.object({ line: z.number().nullable(), col: z.number().nullable(), message: z.string() });

/** Checking and previewing letter templates (issue 11 §1): the editor's save check and its live preview. */
export function dokumenRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerTemplateHooks();

  r.get(
    '/dokumen/template/:id/versi',
    {
      config: { access: EDITORS },
      schema: {
        tags,
        summary: 'The versions of a letter template, newest first (each change of its body is one)',
        params: z.object({ id: idParamSchema }),
        response: {
          200: z.object({
            data: z.array(
              z.object({ id: z.number(), versi: z.number(), konten: z.string(), created_at: z.string() }),
            ),
          }),
        },
      },
    },
    async (request) => ({
      data: (await versionsOf(ctx.db, request.params.id)).map((v) => ({
        id: v.id,
        versi: v.versi,
        konten: v.konten,
        created_at: v.created_at.toISOString(),
      })),
    }),
  );

  r.post(
    '/dokumen/template/periksa',
    {
      config: { access: EDITORS },
      schema: {
        tags,
        summary:
          'Check a letter template: Liquid syntax, and every placeholder and filter known (line and column)',
        description:
          'A template over the render limits (time, memory, length, output) answers 422 ' +
          '"Templat terlalu berat untuk dirender: …"; `include`, `render` and `layout` are refused (no file system).',
        body: templateCheckSchema,
        response: { 200: z.object({ data: z.object({ masalah: z.array(issue) }) }) },
      },
    },
    async (request) => {
      const masalah = await checkTemplate(request.body.isi);
      // Too heavy is no slip of syntax to point at: the check refuses it as saving would (422).
      const heavy = masalah.find((m) => m.message.startsWith(TOO_HEAVY));
      if (heavy) throw templateError(heavy, 'isi');
      return { data: { masalah } };
    },
  );

  r.post(
    '/dokumen/template/pratinjau',
    {
      config: { access: EDITORS },
      schema: {
        tags,
        summary: 'Preview a letter template as PDF or DOCX, filled with the sample letter or a chosen report',
        description:
          'A template with a problem answers 422 naming its line and column. `laporan_id`: a report the caller may ' +
          'read (another’s answers 404); without it, the sample letter.',
        body: templatePreviewSchema,
      },
    },
    async (request, reply) => {
      const { isi, jenis, laporan_id, format } = request.body;
      await assertTemplate(isi);
      const data = laporan_id
        ? await letterDataOf(ctx.db, requireAuth(request), laporan_id, jenis)
        : SAMPLE_LETTER_DATA;
      const title = LETTER_KINDS.find((k) => k.kode === jenis)?.nama ?? jenis;
      const bytes =
        format === 'docx'
          ? await renderLetterDocx(isi, data, title)
          : (
              await renderLetterPdf(isi, data, {
                title,
                footer: `${title}${data.surat.nomor ? ` ${data.surat.nomor}` : ''}`,
                watermark: 'PRATINJAU',
              })
            ).bytes;
      return reply
        .header(
          'content-type',
          format === 'docx'
            ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
            : 'application/pdf',
        )
        .header('content-disposition', `inline; filename="${letterFilename(jenis, data, format)}"`)
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );
}

import { PassThrough } from 'node:stream';
import {
  dokumenZipSchema,
  envelope,
  formatNumber,
  idParamSchema,
  LAPORAN_LIST_ROLES,
  MAKS_DOKUMEN_ZIP,
  MAKS_UKURAN_ZIP_BYTES,
  pusatDokumenPageSchema,
  pusatDokumenQuerySchema,
  SUMBER_DOKUMEN,
} from '@gratifikasi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import yazl from 'yazl';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { audit } from '../../../platform/audit';
import { AppError, fieldError } from '../../../platform/errors';
import { batasArsip, filesOf, pageDokumen } from './query';

const tags = ['dokumen'];
/** The KPK's staff who read every report (spec §6 "Laporan list"): the centre holds every report's papers. */
const access = { roles: LAPORAN_LIST_ROLES } as const;

/** A file name safe in a zip and a header. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is replaced.
const safe = (name: string) => name.replace(/[\\/\u0000-\u001f"]+/g, '_').slice(0, 150) || 'berkas';

/** Megabytes as the interface writes numbers (1.234,56), rounded up: a total just past a bound never reads as equal. */
const mb = (bytes: number, decimals = 2) =>
  formatNumber(Math.ceil((bytes / 1024 ** 2) * 10 ** decimals) / 10 ** decimals, decimals);

/** The document centre and the archive (issue 11 §4): lists, one download, a selection as one streamed zip. */
export function pusatDokumenRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [path, di, summary] of [
    [
      '/dokumen/pusat',
      false,
      'The document centre: every letter and report file within the retention period',
    ],
    ['/dokumen/arsip', true, 'The archive: documents past the retention period (read-only)'],
  ] as const) {
    r.get(
      path,
      {
        config: { access },
        schema: {
          tags,
          summary,
          querystring: pusatDokumenQuerySchema,
          response: { 200: envelope(pusatDokumenPageSchema) },
        },
      },
      async (request) => {
        const arsip = await batasArsip(ctx);
        const page = await pageDokumen(ctx.db, request.query, { batas: arsip.batas, di });
        return { data: { ...page, batas_arsip: arsip.batas, retensi_tahun: arsip.tahun } };
      },
    );
  }

  r.get(
    '/dokumen/pusat/:sumber/:id/unduh',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One document of the centre or the archive',
        params: z.object({ sumber: z.enum(SUMBER_DOKUMEN), id: idParamSchema }),
      },
    },
    async (request, reply) => {
      const [file] = await filesOf(ctx.db, [request.params]);
      if (!file) throw new AppError('NOT_FOUND', 'Dokumen tidak ditemukan');
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${safe(file.original_name)}"`)
        .header('cache-control', 'no-store')
        .send(await ctx.files.open(file.storage_key));
    },
  );

  r.post(
    '/dokumen/pusat/zip',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'A selection of documents as one zip, streamed file by file (bounded memory; Content-Length known)',
        description:
          `At most ${MAKS_DOKUMEN_ZIP} documents, each zipped once however often it is named, at most ` +
          `${MAKS_UKURAN_ZIP_BYTES / 1024 ** 2} MB together (422 beyond); unknown ones are left out (none known → 404). Audited.`,
        body: dokumenZipSchema,
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const files = await filesOf(ctx.db, request.body.dokumen);
      if (files.length === 0) throw new AppError('NOT_FOUND', 'Dokumen tidak ditemukan');
      const bytes = files.reduce((sum, f) => sum + Number(f.size), 0);
      if (bytes > MAKS_UKURAN_ZIP_BYTES) {
        throw fieldError(
          'dokumen',
          `Ukuran dokumen terpilih ${mb(bytes)} MB melebihi batas ${mb(MAKS_UKURAN_ZIP_BYTES, 0)} MB sekali unduh; pilih lebih sedikit dokumen`,
        );
      }
      await ctx.db.transaction((tx) =>
        audit(
          tx,
          { ...request, auth },
          {
            action: 'dokumen.zip',
            entity: 'dokumen',
            entity_id: null,
            after: { dokumen: files.map((f) => `${f.sumber}:${f.id}`) },
          },
        ),
      );
      // Stored, not deflated: every size is known, so the zip's length is too (the browser shows progress), and
      // each file is opened only when its turn comes — memory and open files stay flat however many there are.
      const zip = new yazl.ZipFile();
      const used = new Set<string>();
      for (const f of files) {
        const folder = (f.nosig ?? `laporan-${f.laporan_id}`).replace(/[^\w-]+/g, '-');
        let name = `${folder}/${f.sumber === 'surat' ? `${f.jenis}-` : ''}${safe(f.original_name)}`;
        for (let i = 2; used.has(name); i++) name = name.replace(/(-\d+)?(\.[^./]*)?$/, `-${i}$2`);
        used.add(name);
        zip.addReadStreamLazy(name, { size: Number(f.size), compress: false }, (cb) => {
          ctx.files.open(f.storage_key).then(
            (stream) => cb(null, stream),
            (err: Error) => cb(err, null as never),
          );
        });
      }
      const length = await new Promise<number>((resolve) =>
        // The zip64 end record always: yazl's size estimate counts it once the directory passes 64 KB, its writer
        // only past 65,535 entries — forcing it keeps the announced length exact.
        zip.end({ forceZip64Format: true, comment: '' }, ((total: number) => resolve(total)) as () => void),
      );
      if (length >= 0) reply.header('content-length', length);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="Dokumen-${files.length}.zip"`)
        .header('cache-control', 'no-store')
        .send(zip.outputStream.pipe(new PassThrough()));
    },
  );
}

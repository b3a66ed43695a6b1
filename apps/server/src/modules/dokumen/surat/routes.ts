import { PassThrough } from 'node:stream';
import {
  dokumenLaporanSchema,
  dokumenSuratSchema,
  envelope,
  idParamSchema,
  issuedLetterName,
  LAPORAN_LETTER_KINDS,
  laporanLetterKindSchema,
  REPORTER_ONCE_NUMBERED,
  STATUS_SURAT,
  unduhDokumenQuerySchema,
} from '@gratifikasi/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import yazl from 'yazl';
import { z } from 'zod';
import type { ServerContext } from '../../../context';
import { requireAuth } from '../../../platform/access';
import { audit } from '../../../platform/audit';
import { AppError, fieldError } from '../../../platform/errors';
import { mediaOf } from '../../../platform/files';
import { registerUploads } from '../../../platform/upload';
import { LAPORAN_ROLES, laporanForActor } from '../../laporan/access';
import { LAMPIRAN_COLLECTION, LAPORAN_MEDIA_TYPE } from '../../laporan/files/lampiran';
import { loadFormulir } from '../../laporan/formulir/data';
import { formulirFilename, renderFormulir } from '../../laporan/formulir/formulir';
import { catatSkSampai } from '../../laporan/putusan/penyampaian';
import { jawabanText, jawabanWithFiles } from '../../public-link/jawaban';
import {
  assertMaySee,
  fileOf,
  finalIn,
  finalOf,
  issues,
  kindOf,
  type LetterFile,
  letterFile,
  letterFilesOf,
  lettersOf,
  seesInternal,
  storeScan,
} from './service';

const tags = ['dokumen'];
const access = { roles: LAPORAN_ROLES };
const params = z.object({ id: idParamSchema });
const kindParams = params.extend({ jenis: laporanLetterKindSchema });

function send(reply: FastifyReply, file: LetterFile, disposition: 'attachment' | 'inline' = 'attachment') {
  reply
    .header('content-type', file.type)
    .header('content-disposition', `${disposition}; filename="${file.filename}"`)
    .header('cache-control', 'no-store');
  return reply.send(file.kind === 'bytes' ? file.bytes : file.stream);
}

/** A report's letters (issue 11 §2): the list, each kind's download, the final document, the signed scan, the zip. */
export async function suratRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerUploads(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/laporan/:id/dokumen',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The letters made for a report, the kinds the caller may download, and its final document',
        description: 'Read access as `GET laporan/{id}` (another’s report answers 404).',
        params,
        response: { 200: envelope(dokumenLaporanSchema) },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      // The read check and the letters at once: one report row, one list (the final document is among them).
      const [, surat] = await Promise.all([
        laporanForActor(ctx.db, auth, request.params.id, 'read'),
        lettersOf(ctx.db, auth, request.params.id),
      ]);
      const numbered = (kode: string) =>
        surat.some((s) => s.jenis === kode && s.nomor !== null && s.status === STATUS_SURAT.BERLAKU);
      const unduhan = LAPORAN_LETTER_KINDS.filter(
        (k) =>
          seesInternal(auth) ||
          (k.pelapor && (k.kode === 'formulir' || surat.some((s) => s.jenis === k.kode))) ||
          (REPORTER_ONCE_NUMBERED.includes(k.kode) && numbered(k.kode)),
      ).map((k) => ({
        jenis: k.kode,
        nama: issuedLetterName(k.kode, numbered(k.kode)),
        docx: k.draft && seesInternal(auth),
      }));
      return { data: { surat, unduhan, final: finalIn(surat) } };
    },
  );

  r.get(
    '/laporan/:id/dokumen/:jenis',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Download one letter of the report (PDF; the drafts SK, nota dinas, usulan SP3 also as DOCX)',
        description:
          'The first PDF download by the KPK staff issues the letter (stored, with its QR code to the public ' +
          'verification page, its template version and SHA-256); later downloads give the same file. A kind not yet ' +
          'numbered is a DRAF for the staff. The reporter downloads only issued letters addressed to the reporter ' +
          '(the KPK’s internal papers answer 403).',
        params: kindParams,
        querystring: unduhDokumenQuerySchema,
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { id, jenis } = request.params;
      if (jenis === 'formulir') {
        const data = await loadFormulir(ctx.db, auth, id);
        const bytes = await renderFormulir(ctx.db, data);
        return send(reply, {
          kind: 'bytes',
          bytes,
          filename: formulirFilename(data.laporan),
          type: 'application/pdf',
        });
      }
      const file = await letterFile(ctx, auth, id, jenis, request.query.format);
      // The reporter's first download of the SK or its SPSK is when it reached them, where the configuration says so.
      if (auth.activeRole === 'individu' && (jenis === 'draft-sk' || jenis === 'pengantar-sk')) {
        const { penyampaian_sk_sumber } = await ctx.settings.get();
        if (penyampaian_sk_sumber === 'unduh' && (await catatSkSampai(ctx.db, id, 'UNDUH'))) {
          await audit(ctx.db, request, {
            action: 'sk.sampai',
            entity: 'laporan',
            entity_id: id,
            after: { via: 'UNDUH', jenis },
          });
        }
      }
      if (file.kind === 'bytes' && file.issued) {
        await audit(ctx.db, request, {
          action: 'dokumen.terbit',
          entity: 'laporan',
          entity_id: id,
          after: { jenis, sha256: file.issued.sha256 },
        });
      }
      return send(reply, file);
    },
  );

  r.get(
    '/laporan/:id/dokumen-final',
    {
      config: { access },
      schema: {
        tags,
        summary: 'The report’s final document: the newest signed scan still standing',
        params,
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      await laporanForActor(ctx.db, auth, request.params.id, 'read');
      const final = await finalOf(ctx.db, auth, request.params.id);
      if (!final) throw new AppError('NOT_FOUND', 'Dokumen final belum diunggah');
      const record = (await letterFilesOf(ctx.db, auth, request.params.id)).find(
        (r) => r.surat.id === final.id,
      );
      const { row, stream } = await fileOf(ctx, record?.surat.media_id ?? null);
      return send(reply, { kind: 'stream', stream, filename: row.original_name, type: row.mime_type });
    },
  );

  r.get(
    '/laporan/:id/dokumen/surat/:suratId',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Download one made letter of the report by its record (e.g. the surat tagihan of one bill)',
        description:
          'Read access as `GET laporan/{id}`; only the letters the caller may see (the reporter: those addressed ' +
          'to the reporter). Another report’s letter, or one the caller may not see, answers 404.',
        params: params.extend({ suratId: idParamSchema }),
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { id, suratId } = request.params;
      await laporanForActor(ctx.db, auth, id, 'read');
      const record = (await letterFilesOf(ctx.db, auth, id)).find((r) => r.surat.id === suratId);
      if (!record) throw new AppError('NOT_FOUND', 'Dokumen tidak ditemukan');
      const { row, stream } = await fileOf(ctx, record.surat.media_id);
      return send(reply, { kind: 'stream', stream, filename: row.original_name, type: row.mime_type });
    },
  );

  r.post(
    '/laporan/:id/dokumen/:jenis/pindaian',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Upload the signed scan of a final letter (multipart `file`: PDF or image, by its bytes)',
        description:
          'KPK staff only. The scan becomes the report’s final document and gets a verification code of its own. ' +
          'A file that is not a PDF or an image, or is too large, answers 422.',
        consumes: ['multipart/form-data'],
        params: kindParams,
        response: { 201: envelope(dokumenSuratSchema) },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { id, jenis } = request.params;
      if (!issues(auth)) throw new AppError('FORBIDDEN');
      assertMaySee(auth, jenis);
      await laporanForActor(ctx.db, auth, id, 'read');
      if (!request.isMultipart()) throw fieldError('file', 'Berkas wajib diunggah');
      const part = await request.file();
      if (part?.fieldname !== 'file') throw fieldError('file', 'Berkas wajib diunggah');
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE');
      const surat = await storeScan(ctx, auth, id, jenis, { bytes, filename: part.filename });
      await audit(ctx.db, request, {
        action: 'dokumen.pindaian.upload',
        entity: 'laporan',
        entity_id: id,
        after: { dokumen_surat_id: surat.id, jenis, sha256: surat.sha256 },
      });
      return reply.code(201).send({ data: surat, message: `Pindaian ${kindOf(jenis).nama} tersimpan` });
    },
  );

  r.get(
    '/laporan/:id/berkas',
    {
      config: { access },
      schema: {
        tags,
        summary:
          "All files of a report as one zip: the form, its attachments, the reporter's answers through links and the letters the caller may see",
        params,
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const id = request.params.id;
      const form = await loadFormulir(ctx.db, auth, id);
      const [formulir, lampiran, letters, answers] = [
        await renderFormulir(ctx.db, form),
        await mediaOf(ctx.db, LAPORAN_MEDIA_TYPE, id, LAMPIRAN_COLLECTION),
        await letterFilesOf(ctx.db, auth, id),
        await jawabanWithFiles(ctx.db, id),
      ];
      const zip = new yazl.ZipFile();
      zip.addBuffer(formulir, formulirFilename(form.laporan));
      const used = new Set<string>();
      const unique = (name: string) => {
        let n = name;
        for (let i = 2; used.has(n); i++) n = name.replace(/(\.[^.]*)?$/, `-${i}$1`);
        used.add(n);
        return n;
      };
      for (const m of lampiran) {
        zip.addReadStream(await ctx.files.open(m.storage_key), unique(`lampiran/${m.original_name}`));
      }
      // What the reporter sent through each answered link: its text, and its files.
      for (const { jawaban, files } of answers) {
        if (!jawaban.submitted_at) continue;
        const folder = `jawaban-pelapor/${jawaban.type === 'KELENGKAPAN' ? 'kelengkapan' : 'tanggapan'}-${jawaban.id}`;
        zip.addBuffer(Buffer.from(jawabanText(jawaban, files), 'utf8'), unique(`${folder}/jawaban.txt`));
        for (const m of files) {
          zip.addReadStream(await ctx.files.open(m.storage_key), unique(`${folder}/${m.original_name}`));
        }
      }
      for (const l of letters) {
        if (l.surat.media_id === null) continue;
        const { row, stream } = await fileOf(ctx, l.surat.media_id);
        const ext = row.original_name.split('.').pop() ?? 'pdf';
        const name = `${l.surat.jenis}${l.surat.sumber === 'pindaian' ? '-pindaian' : ''}-${l.surat.id}.${ext}`;
        zip.addReadStream(stream, unique(`dokumen/${name}`));
      }
      zip.end();
      const ref = (form.laporan.nosig ?? `DRAF-${id}`).replace(/[^\w-]+/g, '-');
      reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="Berkas-Laporan-${ref}.zip"`)
        .header('cache-control', 'no-store');
      return reply.send(zip.outputStream.pipe(new PassThrough()));
    },
  );
}

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { attachMedia, storeFile } from '../../platform/files';
import { caller, createTestApp, loginAs, type TestApp, TINY_PNG } from '../../test/app';

let t: TestApp;
let admin: ReturnType<typeof caller>;
let superuser: ReturnType<typeof caller>;
let individu: ReturnType<typeof caller>;
let upg: ReturnType<typeof caller>;
let anonymous: ReturnType<typeof caller>;
let pngId: number;
let pdfId: number;
let uploaderId: number;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createTestApp();
  admin = caller(t.app, await loginAs(t.app, 'sysadmin'));
  superuser = caller(t.app, await loginAs(t.app, 'superuser'));
  individu = caller(t.app, await loginAs(t.app, 'individu'));
  upg = caller(t.app, await loginAs(t.app, 'upg'));
  anonymous = caller(t.app);
  const [uploader] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'individu'));
  uploaderId = uploader?.id ?? 0;
  await t.database.db.transaction(async (tx) => {
    const png = await storeFile(
      tx,
      t.app.ctx.files,
      { bytes: TINY_PNG, filename: 'foto hadiah.png' },
      {
        accept: ['image'],
        maxBytes: 1024 * 1024,
        createdBy: uploaderId,
      },
    );
    const pdf = await storeFile(
      tx,
      t.app.ctx.files,
      { bytes: PDF, filename: 'surat-undangan.pdf' },
      {
        accept: ['pdf'],
        maxBytes: 1024 * 1024,
        createdBy: null,
      },
    );
    pngId = png.id;
    pdfId = pdf.id;
    await attachMedia(tx, [png.id], 'laporan', 7, 'lampiran');
    await attachMedia(tx, [pdf.id], 'pelapor', 3, 'dokumen');
  });
});
afterAll(() => t.close());

describe('GET /api/admin/media', () => {
  it('lists stored files with their uploader and attachments', async () => {
    const res = await admin('GET', '/api/admin/media?per_page=100');
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBeGreaterThanOrEqual(2);
    expect(items.find((m: { id: number }) => m.id === pngId)).toMatchObject({
      original_name: 'foto hadiah.png',
      mime_type: 'image/png',
      size: TINY_PNG.length,
      deleted_at: null,
      uploader: { id: uploaderId, username: 'individu' },
      attached_to: [{ type: 'laporan', id: 7, collection: 'lampiran' }],
    });
    expect(items.find((m: { id: number }) => m.id === pdfId)).toMatchObject({ uploader: null });
  });

  it('searches by name or MIME type and filters by MIME, uploader and attached type', async () => {
    const ids = async (query: string) =>
      (await admin('GET', `/api/admin/media?${query}`)).json().data.items.map((m: { id: number }) => m.id);
    expect(await ids('q=hadiah')).toEqual([pngId]);
    expect(await ids('q=application/pdf')).toEqual([pdfId]);
    expect(await ids('mime_type=image/png')).toEqual([pngId]);
    expect(await ids(`created_by=${uploaderId}`)).toEqual([pngId]);
    expect(await ids('mediable_type=pelapor')).toEqual([pdfId]);
    expect(await ids('q=tidak-ada')).toEqual([]);
    // The uploader's username or name.
    expect(await ids('q=individu')).toEqual([pngId]);
  });

  it('offers the MIME and attachment types as filter options', async () => {
    const res = await superuser('GET', '/api/admin/media/facets');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      mime_types: expect.arrayContaining(['image/png', 'application/pdf']),
      mediable_types: expect.arrayContaining(['laporan', 'pelapor']),
    });
  });

  it('is closed to other roles and to anonymous callers', async () => {
    expect((await individu('GET', '/api/admin/media')).statusCode).toBe(403);
    expect((await upg('GET', '/api/admin/media')).statusCode).toBe(403);
    expect((await anonymous('GET', '/api/admin/media')).statusCode).toBe(401);
    expect((await individu('GET', '/api/admin/media/facets')).statusCode).toBe(403);
  });
});

describe('GET /api/admin/media/:id/download', () => {
  it('sends the bytes with their type and name, and leaves a trace', async () => {
    const res = await admin('GET', `/api/admin/media/${pngId}/download`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toContain('filename="foto hadiah.png"');
    expect(res.rawPayload.equals(TINY_PNG)).toBe(true);
    const logs = await admin('GET', '/api/admin/log-activity?action=media_download');
    expect(logs.json().data.items.map((l: { entity_id: string }) => l.entity_id)).toContain(String(pngId));
  });

  it('answers 404 for a missing file and 403 for other roles', async () => {
    expect((await admin('GET', '/api/admin/media/999999/download')).statusCode).toBe(404);
    expect((await individu('GET', `/api/admin/media/${pngId}/download`)).statusCode).toBe(403);
    expect((await anonymous('GET', `/api/admin/media/${pngId}/download`)).statusCode).toBe(401);
  });
});

describe('GET /api/admin/mediables', () => {
  it('lists attachments with their file, filtered by type', async () => {
    const res = await admin('GET', '/api/admin/mediables?mediable_type=laporan');
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(items.length);
    expect(items).toContainEqual(
      expect.objectContaining({
        media_id: pngId,
        mediable_type: 'laporan',
        mediable_id: 7,
        collection: 'lampiran',
        original_name: 'foto hadiah.png',
        media_deleted: false,
      }),
    );
    expect(items.every((m: { mediable_type: string }) => m.mediable_type === 'laporan')).toBe(true);
    const byFile = (await admin('GET', `/api/admin/mediables?media_id=${pdfId}`)).json().data.items;
    expect(byFile.map((m: { mediable_type: string }) => m.mediable_type)).toEqual(['pelapor']);
  });

  it('is closed to other roles', async () => {
    expect((await individu('GET', '/api/admin/mediables')).statusCode).toBe(403);
    expect((await anonymous('GET', '/api/admin/mediables')).statusCode).toBe(401);
  });
});

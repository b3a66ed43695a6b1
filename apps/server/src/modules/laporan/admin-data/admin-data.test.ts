import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_logs, laporans, pelapors, rincian_laporans } from '../../../db/schema';
import { readWorkbook } from '../../../platform/excel';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { reportWalker } from '../proses/testing';
import { KOREKSI_ACTION } from './koreksi';

/** The administrators' report data screens (issue 28 §1): lists, exports, detail and audited corrections. */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWalker>>;
let sysadmin: ReturnType<typeof caller>;
let superuser: ReturnType<typeof caller>;
const db = () => t.database.db;
const ALASAN = 'Salah ketik pada formulir kertas pelapor.';
const WRONG_ROLES = ['individu', 'direktur', 'anggota_tim', 'koordinator'];

let id: number;
let nosig: string;
let nik: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWalker(t);
  sysadmin = caller(t.app, await loginAs(t.app, 'sysadmin'));
  superuser = caller(t.app, await loginAs(t.app, 'superuser'));
  id = await w.fileReport();
  const [row] = await db().select().from(laporans).where(eq(laporans.id, id));
  nosig = row?.nosig ?? '';
  const [p] = await db()
    .select()
    .from(pelapors)
    .where(eq(pelapors.id, row?.pelapor_id ?? 0));
  nik = p?.nik ?? '';
}, 600_000);
afterAll(() => t.close());

async function laporan() {
  const [row] = await db().select().from(laporans).where(eq(laporans.id, id));
  if (!row) throw new Error('laporan gone');
  return row;
}

const koreksi = (c: ReturnType<typeof caller>, body: Record<string, unknown>, at = id) =>
  c('POST', `/api/admin/laporans/${at}/koreksi`, { alasan: ALASAN, ...body });

describe('GET admin/laporans and admin/rincian-laporans', () => {
  it('lists every report to both administrator roles, searched by number, NIK and reporter', async () => {
    for (const c of [sysadmin, superuser]) {
      const res = await c('GET', `/api/admin/laporans?q=${encodeURIComponent(nosig)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.items.map((r: { id: number }) => r.id)).toContain(id);
    }
    expect(nik).toMatch(/^\d{16}$/);
    const byNik = (await sysadmin('GET', `/api/admin/laporans?q=${nik.slice(0, 8)}`)).json().data;
    expect(byNik.items.map((r: { id: number }) => r.id)).toContain(id);
    const row = byNik.items.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ nosig, status: 'TERKIRIM', pelapor_nik: nik });
    expect(row.step).not.toBeNull();
  });

  it('filters by status and year and pages with a total', async () => {
    const none = (await sysadmin('GET', '/api/admin/laporans?status=SELESAI')).json().data;
    expect(none.items.map((r: { id: number }) => r.id)).not.toContain(id);
    const year = (await laporan()).tanggal_lapor?.slice(0, 4);
    const page = (
      await sysadmin('GET', `/api/admin/laporans?tahun=${year}&per_page=1&sort=nosig&order=asc`)
    ).json().data;
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
  });

  it('lists the items with their report number, searched by description', async () => {
    const res = await sysadmin('GET', '/api/admin/rincian-laporans?q=telepon%20genggam');
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data.items.find((r: { laporan_id: number }) => r.laporan_id === id);
    expect(row).toMatchObject({ nosig, uraian: 'Telepon genggam', nilai_rupiah: '2500000.00' });
  });

  it('exports both lists as a workbook of the filtered rows', async () => {
    const res = await sysadmin('GET', `/api/admin/laporans/export?q=${encodeURIComponent(nosig)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readWorkbook(res.rawPayload);
    expect(sheet.headers[0]).toBe('Nomor Laporan');
    expect(sheet.rows.map((r) => r.cells[0])).toEqual([nosig]);
    const items = await sysadmin('GET', `/api/admin/rincian-laporans/export?q=${encodeURIComponent(nosig)}`);
    const itemSheet = await readWorkbook(items.rawPayload);
    expect(itemSheet.rows[0]?.cells).toContain('Telepon genggam');
  });

  it('is refused to every other role', async () => {
    const kpkAdmin = caller(t.app, await loginAs(t.app, 'admin'));
    for (const path of ['laporans', 'rincian-laporans', 'laporans/export', `laporans/${id}`]) {
      expect((await kpkAdmin('GET', `/api/admin/${path}`)).statusCode, path).toBe(403);
      for (const role of WRONG_ROLES) {
        expect((await w.call(role)('GET', `/api/admin/${path}`)).statusCode, `${role} ${path}`).toBe(403);
      }
    }
  });
});

describe('GET admin/laporans/{id}', () => {
  it('shows the report, its reporter, items and the fields correctable now', async () => {
    const res = await sysadmin('GET', `/api/admin/laporans/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.laporan).toMatchObject({ id, nosig, version: (await laporan()).version });
    expect(data.rincian).toHaveLength(1);
    expect(data.putusan_ditetapkan).toBe(false);
    expect(data.field_dapat_dikoreksi).toContain('rincian_nilai_taksiran');
  });

  it('answers 404 for an unknown id', async () => {
    expect((await sysadmin('GET', '/api/admin/laporans/99999999')).statusCode).toBe(404);
  });
});

describe('POST admin/laporans/{id}/koreksi', () => {
  it('corrects an item value with a reason: total recomputed, version up, step untouched, audited', async () => {
    const before = await laporan();
    const [item] = await db().select().from(rincian_laporans).where(eq(rincian_laporans.laporan_id, id));
    const res = await koreksi(sysadmin, {
      field: 'rincian_nilai_taksiran',
      rincian_id: item?.id,
      nilai: '1750000',
      versi: before.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await laporan();
    expect(after).toMatchObject({
      version: before.version + 1,
      total_nilai: '1750000.00',
      step: before.step,
      status: before.status,
    });
    const [auditRow] = await db()
      .select()
      .from(audit_logs)
      .where(and(eq(audit_logs.action, KOREKSI_ACTION), eq(audit_logs.entity_id, String(id))));
    expect(auditRow).toMatchObject({
      entity: 'laporan',
      role_name: 'sysadmin',
      before: { field: 'rincian_nilai_taksiran', nilai: '2500000.00' },
      after: { field: 'rincian_nilai_taksiran', nilai: '1750000', alasan: ALASAN },
    });
    const history = res.json().data.koreksi;
    expect(history[0]).toMatchObject({
      label: 'Nilai taksiran objek',
      alasan: ALASAN,
      nilai_baru: '1750000',
    });
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const before = await laporan();
    const res = await koreksi(superuser, {
      field: 'tempat_penerimaan',
      nilai: 'Ruang rapat lantai 3',
      versi: before.version - 1,
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(await laporan()).toEqual(before);
  });

  it('refuses legal outcomes, fields outside the whitelist, invalid values and short reasons with 422', async () => {
    const { version } = await laporan();
    const cases: [Record<string, unknown>, string][] = [
      [{ field: 'step', nilai: 'f60' }, 'field'],
      [{ field: 'nosig', nilai: 'X' }, 'field'],
      [{ field: 'kronologi', nilai: 'Kronologi yang lain sama sekali.' }, 'field'],
      [{ field: 'pelapor_email', nilai: 'bukan-email' }, 'nilai'],
      [{ field: 'tempat_penerimaan', nilai: 'Kantor', alasan: 'pendek' }, 'alasan'],
    ];
    for (const [body, errorField] of cases) {
      const res = await koreksi(sysadmin, { versi: version, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors ?? {})).toContain(errorField);
    }
    expect((await laporan()).version).toBe(version);
  });

  it('moves the deadline with a corrected date of receipt', async () => {
    const before = await laporan();
    const res = await koreksi(sysadmin, {
      field: 'tanggal_penerimaan',
      nilai: '2020-01-06',
      versi: before.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await laporan();
    expect(after.tanggal_penerimaan).toBe('2020-01-06');
    expect(after.batas_lapor).not.toBe(before.batas_lapor);
    expect(after.is_terlambat).toBe(true);
  });

  it('once the decision is taken: contact data still correctable, the decided values not', async () => {
    await db()
      .update(laporans)
      .set({ status: 'SELESAI', status_penomoran: 'SUDAH_SPSK' })
      .where(eq(laporans.id, id));
    const { version } = await laporan();
    const [item] = await db().select().from(rincian_laporans).where(eq(rincian_laporans.laporan_id, id));
    const value = await koreksi(sysadmin, {
      field: 'rincian_nilai_taksiran',
      rincian_id: item?.id,
      nilai: '1',
      versi: version,
    });
    expect(value.statusCode).toBe(422);
    expect(value.json().errors.field[0]).toMatch(/dasar penetapan/);
    const phone = await koreksi(sysadmin, {
      field: 'pelapor_telepon',
      nilai: '0812 3456 7890',
      versi: version,
    });
    expect(phone.statusCode, phone.body).toBe(200);
    const [p] = await db()
      .select()
      .from(pelapors)
      .where(eq(pelapors.id, (await laporan()).pelapor_id));
    expect(p?.telepon).toBe('0812 3456 7890');
    const detail = (await sysadmin('GET', `/api/admin/laporans/${id}`)).json().data;
    expect(detail.putusan_ditetapkan).toBe(true);
    expect(detail.field_dapat_dikoreksi).not.toContain('rincian_nilai_taksiran');
  });

  it('is refused to other roles (403) and answers 404 for an unknown report', async () => {
    const { version } = await laporan();
    for (const role of WRONG_ROLES) {
      const res = await koreksi(w.call(role), {
        field: 'alamat_pemberi',
        nilai: 'Jl. Baru 2',
        versi: version,
      });
      expect(res.statusCode, role).toBe(403);
    }
    const res = await koreksi(sysadmin, { field: 'alamat_pemberi', nilai: 'Jl. Baru 2', versi: 1 }, 99999999);
    expect(res.statusCode).toBe(404);
  });
});

describe('corrections of a second report', () => {
  let other: number;
  beforeAll(async () => {
    other = await w.fileReport();
  });
  const version = async (at: number) =>
    (await db().select({ v: laporans.version }).from(laporans).where(eq(laporans.id, at)))[0]?.v ?? 0;

  it('moves the report to another institution, found then under that institution’s filter', async () => {
    const [inst] = (await sysadmin('GET', '/api/instansi/list-all?per_page=5')).json().data.items as {
      id: number;
    }[];
    const res = await koreksi(
      superuser,
      { field: 'instansi_id', nilai: inst?.id, versi: await version(other) },
      other,
    );
    expect(res.statusCode, res.body).toBe(200);
    const listed = (await sysadmin('GET', `/api/admin/laporans?instansi_id=${inst?.id}`)).json().data;
    expect(listed.items.map((r: { id: number }) => r.id)).toContain(other);
    const unknown = await koreksi(
      sysadmin,
      { field: 'instansi_id', nilai: 99999999, versi: await version(other) },
      other,
    );
    expect(unknown.statusCode).toBe(422);
  });

  it('refuses an unchanged value (422) and an item of another report (404)', async () => {
    const same = await koreksi(
      sysadmin,
      { field: 'tempat_penerimaan', nilai: 'Kantor Pusat', versi: await version(other) },
      other,
    );
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.nilai[0]).toMatch(/sama/);
    const [foreign] = await db().select().from(rincian_laporans).where(eq(rincian_laporans.laporan_id, id));
    const res = await koreksi(
      sysadmin,
      { field: 'rincian_uraian', rincian_id: foreign?.id, nilai: 'Jam tangan', versi: await version(other) },
      other,
    );
    expect(res.statusCode).toBe(404);
  });
});

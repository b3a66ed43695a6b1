import { NL_BATAS_BAWAAN, nlAssessmentSchema, type RoleName, roleByName } from '@gratifikasi/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_logs, laporans, nl_penilaians, pelapors } from '../../../db/schema';
import type { AuthContext } from '../../../platform/auth-context';
import { AppError } from '../../../platform/errors';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { todayJakarta } from '../lookups';
import { loadRefs, makePelapor, masterId, type Refs, savePayload, userIdOf } from '../test-fixtures';
import { saveNlAssessment } from './assessment';

let t: TestApp;
let refs: Refs;
let budi: number;
let individu: ReturnType<typeof caller>;
let anggota: ReturnType<typeof caller>;
const id = {} as Record<
  'upacara' | 'rekanKerja' | 'keluarga' | 'masyarakat' | 'uangTunai' | 'elektronik' | 'pakaian',
  number
>;
const year = Number(todayJakarta().slice(0, 4));
const thisYear = `${year}-01-15`;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  refs = await loadRefs(db);
  const me = await userIdOf(db, 'individu');
  const [p] = await db.select({ id: pelapors.id }).from(pelapors).where(eq(pelapors.user_id, me));
  budi = p?.id ?? 0;
  individu = caller(t.app, await loginAs(t.app, 'individu'));
  anggota = caller(t.app, await loginAs(t.app, 'anggota_tim'));
  id.upacara = await masterId(db, 'unsur-nl', 'UPACARA');
  id.rekanKerja = await masterId(db, 'unsur-nl', 'REKAN_KERJA');
  id.keluarga = await masterId(db, 'unsur-nl', 'KELUARGA');
  id.masyarakat = await masterId(db, 'hubungan-pemberi-penerima', 'MASYARAKAT');
  id.uangTunai = await masterId(db, 'jenis-objek', 'UANG_TUNAI');
  id.elektronik = refs.elektronik;
  id.pakaian = await masterId(db, 'jenis-objek', 'PAKAIAN');
});
afterAll(() => t.close());

const item = (uraian: string, nilai: string, cash = false) => ({
  jenis_penerimaan_id: cash ? refs.uang : refs.barang,
  jenis_objek_id: cash ? id.uangTunai : id.pakaian,
  uraian,
  jumlah: 1,
  nilai_taksiran: nilai,
});

/** Files a report as the demo reporter and returns its id. */
async function file(overrides: Record<string, unknown>): Promise<number> {
  const res = await individu('POST', '/api/laporan/save', savePayload(refs, budi, overrides));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.laporan.id;
}

const colleague = (nama: string, tanggal: string, ...rincian: ReturnType<typeof item>[]) =>
  file({
    jenis_peristiwa_id: refs.peristiwa,
    hubungan_pemberi_penerima_id: refs.rekan,
    nama_pemberi: nama,
    tanggal_penerimaan: tanggal,
    rincian,
  });

describe('GET laporan/{id}/nl: the proposal per item', () => {
  it('proposes the ceremony element for a wedding gift within Rp1.500.000 and says why', async () => {
    const laporanId = await file({
      jenis_peristiwa_id: refs.pernikahan,
      hubungan_pemberi_penerima_id: id.masyarakat,
      nama_pemberi: 'Keluarga Besar Sutrisno',
      rincian: [item('Amplop', '1000000', true), item('Kain batik', '500000')],
    });
    const res = await anggota('GET', `/api/laporan/${laporanId}/nl`);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().data;
    expect(view).toMatchObject({ laporan_id: laporanId, semua_nl: true, nilai_pemberi: '1500000.00' });
    expect(view.items).toHaveLength(2);
    expect(view.items[0].rincian).toMatchObject({ uraian: 'Amplop', nilai_rupiah: '1000000.00' });
    expect(view.items[0].usulan).toMatchObject({
      unsur_nl_id: id.upacara,
      unsur_nl_nama: 'Pemberian terkait pernikahan, kelahiran, upacara adat atau keagamaan',
      kondisi: ['Tidak terdapat konflik kepentingan', 'Nilai paling banyak Rp1.500.000,00 setiap pemberi'],
    });
    expect(view.items[0].usulan.alasan).toBe(
      'Peristiwa "Pernikahan" sesuai unsur "Pemberian terkait pernikahan, kelahiran, upacara adat atau keagamaan". ' +
        'Nilai pemberian dari pemberi yang sama pada laporan ini Rp1.500.000,00 tidak melebihi batas Rp1.500.000,00 per pemberi.',
    );
    expect(view.items[0].penilaian).toEqual([]);
    expect(view.unsur.length).toBeGreaterThanOrEqual(16);
    expect(view.unsur.find((u: { kode: string }) => u.kode === 'REKAN_KERJA')).toMatchObject({
      batas_per_pemberi: '500000.00',
      batas_per_tahun: '1500000.00',
    });
  });

  it('reads the thresholds from the configuration, so an administrator’s change applies at once', async () => {
    const laporanId = await file({
      jenis_peristiwa_id: refs.pernikahan,
      hubungan_pemberi_penerima_id: id.masyarakat,
      rincian: [item('Jam dinding', '1200000')],
    });
    const admin = caller(t.app, await loginAs(t.app, 'sysadmin'));
    const setBatas = async (value: number) => {
      const res = await admin('PUT', '/api/app-configs/nl_batas_acara_per_pemberi', { value });
      expect(res.statusCode, res.body).toBe(200);
    };
    await setBatas(1_000_000);
    try {
      const view = (await anggota('GET', `/api/laporan/${laporanId}/nl`)).json().data;
      expect(view.items[0].usulan.unsur_nl_id).toBeNull();
      expect(view.items[0].usulan.alasan).toContain(
        'Nilai Rp1.200.000,00 melebihi batas Rp1.000.000,00 per pemberi',
      );
      expect(view.semua_nl).toBe(false);
      expect(view.unsur.find((u: { kode: string }) => u.kode === 'UPACARA').batas_per_pemberi).toBe(
        '1000000.00',
      );
    } finally {
      await setBatas(NL_BATAS_BAWAAN.nl_batas_acara_per_pemberi);
    }
  });

  it('proposes by the amounts in force on the day received: before 2026 the earlier ones (issue 28 §2)', async () => {
    const propose = async (tanggal: string) => {
      const laporanId = await file({
        tanggal_penerimaan: tanggal,
        jenis_peristiwa_id: refs.pernikahan,
        hubungan_pemberi_penerima_id: id.masyarakat,
        rincian: [item('Jam dinding', '1200000')],
      });
      return (await anggota('GET', `/api/laporan/${laporanId}/nl`)).json().data;
    };
    const before = await propose('2025-12-31');
    expect(before.items[0].usulan.unsur_nl_id).toBeNull();
    expect(before.items[0].usulan.alasan).toContain('melebihi batas Rp1.000.000,00 per pemberi');
    expect(before.unsur.find((u: { kode: string }) => u.kode === 'REKAN_KERJA')).toMatchObject({
      batas_per_pemberi: '200000.00',
      batas_per_tahun: '1000000.00',
    });
    const after = await propose('2026-01-01');
    expect(after.items[0].usulan.unsur_nl_id).toBe(id.upacara);
  });

  it('adds the giver’s gifts that year on the reporter’s other submitted reports, the name normalised', async () => {
    const db = t.database.db;
    await colleague('Andi Wijaya', thisYear, item('Kemeja', '300000'));
    await colleague('  andi   WIJAYA ', `${year}-02-01`, item('Sepatu', '400000'));
    // Not counted: another year, another giver, a draft, a deleted report, another reporter's report.
    await colleague('Andi Wijaya', `${year - 1}-12-31`, item('Tas', '450000'));
    await colleague('Andi Wijayakusuma', thisYear, item('Dompet', '450000'));
    const draft = await individu('POST', '/api/laporan/draft', {
      pelapor_id: budi,
      nama_pemberi: 'Andi Wijaya',
      tanggal_penerimaan: thisYear,
      rincian: [{ uraian: 'Parfum', nilai_taksiran: '450000' }],
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const gone = await colleague('Andi Wijaya', thisYear, item('Ikat pinggang', '450000'));
    await db.update(laporans).set({ deleted_at: new Date() }).where(eq(laporans.id, gone));
    const other = await makePelapor(db, { nama: 'Pelapor Lain' });
    await db.insert(laporans).values({
      pelapor_id: other,
      created_by_role: 'individu',
      kanal: 'INDIVIDU',
      status: 'TERKIRIM',
      nama_pemberi: 'Andi Wijaya',
      tanggal_penerimaan: thisYear,
      total_nilai: '450000',
    });

    const fits = await colleague('Andi Wijaya', `${year}-03-01`, item('Buku', '500000'));
    const view = (await anggota('GET', `/api/laporan/${fits}/nl`)).json().data;
    expect(view).toMatchObject({
      tahun: year,
      nilai_pemberi: '500000.00',
      total_tahunan_lain: '700000.00',
      total_tahunan: '1200000.00',
      semua_nl: true,
    });
    expect(view.items[0].usulan.unsur_nl_id).toBe(id.rekanKerja);

    const over = await colleague(
      'ANDI WIJAYA',
      `${year}-03-02`,
      item('Kain', '350000'),
      item('Uang saku', '100000', true),
    );
    const past = (await anggota('GET', `/api/laporan/${over}/nl`)).json().data;
    expect(past).toMatchObject({
      total_tahunan_lain: '1200000.00',
      total_tahunan: '1650000.00',
      semua_nl: false,
    });
    expect(past.items[0].usulan.unsur_nl_id).toBeNull();
    expect(past.items[0].usulan.alasan).toContain(
      `jumlah pemberian dari pemberi yang sama tahun ${year} Rp1.650.000,00 (laporan ini Rp450.000,00, laporan lain Rp1.200.000,00) melebihi batas Rp1.500.000,00 per tahun`,
    );
    expect(past.items[1].usulan.alasan).toContain('objek berupa uang atau setara uang (Uang tunai)');
  });

  it('answers only KPK staff, and 404 for a report they may not see or that does not exist', async () => {
    const laporanId = await file({});
    const as = async (username: string) => caller(t.app, await loginAs(t.app, username));
    expect((await individu('GET', `/api/laporan/${laporanId}/nl`)).statusCode).toBe(403);
    expect((await (await as('upg'))('GET', `/api/laporan/${laporanId}/nl`)).statusCode).toBe(403);
    expect((await caller(t.app)('GET', `/api/laporan/${laporanId}/nl`)).statusCode).toBe(401);
    expect((await (await as('observer'))('GET', `/api/laporan/${laporanId}/nl`)).statusCode).toBe(200);
    expect((await anggota('GET', '/api/laporan/99999999/nl')).statusCode).toBe(404);
    const draft = await individu('POST', '/api/laporan/draft', { pelapor_id: budi, nama_pemberi: 'Pak Anu' });
    const res = await anggota('GET', `/api/laporan/${draft.json().data.id}/nl`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Laporan tidak ditemukan');
  });
});

async function actorFor(role: RoleName) {
  const userId = await userIdOf(t.database.db, roleByName(role).demoUsername);
  const auth: AuthContext = {
    user: { id: userId, username: role, name: role, email: null, plh_gh_until: null },
    sessionId: 0,
    accesses: [],
    directPermissionIds: [],
    activeAccess: null,
    activeRole: role,
    permissions: new Set(),
  };
  return { id: 'test', ip: '127.0.0.1', headers: {}, auth };
}

async function save(
  role: RoleName,
  laporanId: number,
  tingkat: 'anggota' | 'ketua_tim' | 'ketua_group',
  items: unknown,
) {
  const actor = await actorFor(role);
  const input = nlAssessmentSchema.parse({ items });
  return t.database.db.transaction((tx) => saveNlAssessment(tx, actor, laporanId, tingkat, input));
}

async function fieldErrors(p: Promise<unknown>) {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe('VALIDATION_FAILED');
  return (err as AppError).errors;
}

describe('saveNlAssessment: member, team leader, group head', () => {
  it('checks every item once, known elements, and a reason for each override', async () => {
    const laporanId = await colleague('Rina', thisYear, item('Buku', '100000'), item('Uang', '50000', true));
    const view = (await anggota('GET', `/api/laporan/${laporanId}/nl`)).json().data;
    const [buku, uang] = view.items.map((i: { rincian: { id: number } }) => i.rincian.id);
    expect(view.items.map((i: { usulan: { unsur_nl_id: number | null } }) => i.usulan.unsur_nl_id)).toEqual([
      id.rekanKerja,
      null,
    ]);
    expect(
      await fieldErrors(save('anggota_tim', laporanId, 'anggota', [{ rincian_id: buku, unsur_nl_id: null }])),
    ).toEqual({
      'items.0.alasan': ['Alasan wajib diisi bila berbeda dari usulan'],
      items: ['Rincian "Uang" belum dinilai'],
    });
    expect(
      await fieldErrors(
        save('anggota_tim', laporanId, 'anggota', [
          { rincian_id: buku, unsur_nl_id: id.rekanKerja },
          { rincian_id: uang, unsur_nl_id: 999999, alasan: 'Coba' },
          { rincian_id: 2147483647, unsur_nl_id: null },
        ]),
      ),
    ).toEqual({
      'items.1.unsur_nl_id': ['Unsur negative list tidak ditemukan'],
      'items.2.rincian_id': ['Rincian tidak ditemukan pada laporan ini'],
    });
    expect(
      await t.database.db.select().from(nl_penilaians).where(eq(nl_penilaians.laporan_id, laporanId)),
    ).toEqual([]);
  });

  it('records each level, offers the next level the lower one’s choice, and tells whether all items are NL', async () => {
    const db = t.database.db;
    const laporanId = await colleague('Sari', thisYear, item('Buku', '100000'), item('Uang', '50000', true));
    const view = (await anggota('GET', `/api/laporan/${laporanId}/nl`)).json().data;
    const [buku, uang] = view.items.map((i: { rincian: { id: number } }) => i.rincian.id);

    // The member overrides the cash item as a family gift (with a reason): everything is NL.
    const member = await save('anggota_tim', laporanId, 'anggota', [
      { rincian_id: buku, unsur_nl_id: id.rekanKerja },
      { rincian_id: uang, unsur_nl_id: id.keluarga, alasan: 'Pemberi adalah sepupu pelapor' },
    ]);
    expect(member).toEqual({ semuaNl: true });
    // The team leader confirms the member's choice without a reason, but must give one to go back to the system's.
    expect(
      await fieldErrors(
        save('ketua_tim', laporanId, 'ketua_tim', [
          { rincian_id: buku, unsur_nl_id: id.rekanKerja },
          { rincian_id: uang, unsur_nl_id: null },
        ]),
      ),
    ).toEqual({ 'items.1.alasan': ['Alasan wajib diisi bila berbeda dari usulan'] });
    const leader = await save('ketua_tim', laporanId, 'ketua_tim', [
      { rincian_id: buku, unsur_nl_id: id.rekanKerja },
      { rincian_id: uang, unsur_nl_id: null, alasan: 'Hubungan keluarga tidak terbukti' },
    ]);
    expect(leader).toEqual({ semuaNl: false });
    // Saving again at a level replaces it.
    await save('ketua_tim', laporanId, 'ketua_tim', [
      { rincian_id: buku, unsur_nl_id: id.rekanKerja },
      { rincian_id: uang, unsur_nl_id: null, alasan: 'Tidak ada bukti hubungan keluarga' },
    ]);

    const after = (await anggota('GET', `/api/laporan/${laporanId}/nl`)).json().data;
    expect(after.items[1].penilaian).toEqual([
      expect.objectContaining({
        tingkat: 'anggota',
        unsur_nl_id: id.keluarga,
        usulan_unsur_nl_id: null,
        alasan: 'Pemberi adalah sepupu pelapor',
        user_nama: 'Demo Anggota Tim',
      }),
      expect.objectContaining({
        tingkat: 'ketua_tim',
        unsur_nl_id: null,
        unsur_nl_nama: null,
        usulan_unsur_nl_id: id.keluarga,
        alasan: 'Tidak ada bukti hubungan keluarga',
        user_nama: 'Demo Ketua Tim',
      }),
    ]);
    expect(after.items[0].penilaian.map((p: { tingkat: string }) => p.tingkat)).toEqual([
      'anggota',
      'ketua_tim',
    ]);

    const audits = await db
      .select()
      .from(audit_logs)
      .where(and(eq(audit_logs.action, 'laporan.nl.penilaian'), eq(audit_logs.entity_id, String(laporanId))));
    expect(audits).toHaveLength(3);
    expect(audits[0]).toMatchObject({ entity: 'laporan', role_name: 'anggota_tim' });
    expect(audits[0]?.after).toMatchObject({ tingkat: 'anggota', semua_nl: true });
  });

  it('refuses an observer (read-only) and a report the actor cannot see', async () => {
    const laporanId = await colleague('Tono', thisYear, item('Buku', '100000'));
    const observer = await actorFor('observer');
    const input = nlAssessmentSchema.parse({ items: [{ rincian_id: 1, unsur_nl_id: null }] });
    const err = await t.database.db
      .transaction((tx) => saveNlAssessment(tx, observer, laporanId, 'anggota', input))
      .catch((e: unknown) => e);
    expect((err as AppError).code).toBe('FORBIDDEN');
    const missing = await save('anggota_tim', 99999999, 'anggota', [
      { rincian_id: 1, unsur_nl_id: null },
    ]).catch((e: unknown) => e);
    expect((missing as AppError).code).toBe('NOT_FOUND');
  });
});

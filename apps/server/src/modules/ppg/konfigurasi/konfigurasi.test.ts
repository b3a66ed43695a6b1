import { defaultJadwal, jadwalDatar } from '@gratifikasi/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_logs } from '../../../db/schema';
import { caller, createTestApp, loginAs, type TestApp } from '../../../test/app';
import { indikatorBody, levelBody } from './demo';

/** Issue 25 §1: the year's frame — participants and schedule, indicators and score criteria, approved and frozen. */
let t: TestApp;
const as: Record<string, ReturnType<typeof caller>> = {};
const ROLES = [
  'ketua_group_ppg',
  'direktur',
  'anggota_tim_ppg',
  'ketua_tim_ppg',
  'upg',
  'individu',
  'sysadmin',
];
const TAHUN = 2030;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) as[role] = caller(t.app, await loginAs(t.app, role));
}, 120_000);
afterAll(() => t.close());

const gh = (m: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
  as.ketua_group_ppg!(m, url, body);
const jadwal = (tahun: number, revisi = 0) => ({ ...jadwalDatar(defaultJadwal(tahun)), revisi });
const instansiIds = async (n: number) => {
  const res = await gh('GET', `/api/konfigurasi-klop/${TAHUN}/peserta?peserta=ALL&per_page=${n}&sort=kode`);
  return res.json().data.items.map((i: { instansi_id: number }) => i.instansi_id) as number[];
};

describe('participants and schedule (konfigurasi-klop)', () => {
  it('suggests a schedule for a year not yet configured, readable by the UPG, not by a reporter', async () => {
    const res = await as.upg!('GET', `/api/konfigurasi-klop/${TAHUN}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ tahun: TAHUN, ada: false, revisi: 0, jumlah_peserta: 0 });
    expect(res.json().data.jadwal.tw2_mulai).toBe(`${TAHUN}-04-01`);
    expect((await as.individu!('GET', `/api/konfigurasi-klop/${TAHUN}`)).statusCode).toBe(403);
    expect((await caller(t.app)('GET', `/api/konfigurasi-klop/${TAHUN}`)).statusCode).toBe(401);
    expect((await as.upg!('GET', '/api/konfigurasi-klop')).statusCode).toBe(403);
  });

  it('is saved by the group head only, checked window by window, and refuses a stale revision', async () => {
    for (const role of ['anggota_tim_ppg', 'ketua_tim_ppg', 'upg', 'direktur']) {
      expect((await as[role]!('PUT', `/api/konfigurasi-klop/${TAHUN}`, jadwal(TAHUN))).statusCode, role).toBe(
        403,
      );
    }
    const bad = await gh('PUT', `/api/konfigurasi-klop/${TAHUN}`, {
      ...jadwal(TAHUN),
      tw3_mulai: `${TAHUN}-06-01`,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.tw3_mulai[0]).toMatch(/Triwulan III tidak dapat dibuka sebelum 01-07-2030/);
    expect(
      (await gh('PUT', `/api/konfigurasi-klop/${TAHUN}`, { ...jadwal(TAHUN), rencana_mulai: '2030-02-30' }))
        .statusCode,
    ).toBe(422);
    const ok = await gh('PUT', `/api/konfigurasi-klop/${TAHUN}`, jadwal(TAHUN));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ ada: true, revisi: 1 });
    // A second creation and a stale edit both answer 409.
    expect((await gh('PUT', `/api/konfigurasi-klop/${TAHUN}`, jadwal(TAHUN, 0))).statusCode).toBe(409);
    const edited = await gh('PUT', `/api/konfigurasi-klop/${TAHUN}`, {
      ...jadwal(TAHUN, 1),
      rencana_selesai: `${TAHUN}-02-15`,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await gh('PUT', `/api/konfigurasi-klop/${TAHUN}`, jadwal(TAHUN, 1))).statusCode).toBe(409);
    const [log] = await t.database.db
      .select()
      .from(audit_logs)
      .where(
        and(eq(audit_logs.action, 'ppg.konfigurasi-klop.update'), eq(audit_logs.entity_id, String(TAHUN))),
      );
    expect(log?.role_name).toBe('ketua_group_ppg');
    const list = await as.anggota_tim_ppg!('GET', '/api/konfigurasi-klop');
    expect(list.json().data.items.map((i: { tahun: number }) => i.tahun)).toContain(TAHUN);
  });

  it('adds and removes participants, lists MONEV or ALL, exports them, and refuses other roles', async () => {
    const ids = await instansiIds(3);
    expect(
      (await as.anggota_tim_ppg!('POST', `/api/konfigurasi-klop/${TAHUN}/peserta`, { instansi_ids: ids }))
        .statusCode,
    ).toBe(403);
    expect(
      (await as.upg!('POST', `/api/konfigurasi-klop/${TAHUN}/peserta`, { instansi_ids: ids })).statusCode,
    ).toBe(403);
    expect(
      (await gh('POST', `/api/konfigurasi-klop/${TAHUN}/peserta`, { instansi_ids: [] })).statusCode,
    ).toBe(422);
    const unknown = await gh('POST', `/api/konfigurasi-klop/${TAHUN}/peserta`, { instansi_ids: [999999] });
    expect(unknown.statusCode).toBe(422);
    expect((await gh('POST', '/api/konfigurasi-klop/2040/peserta', { instansi_ids: ids })).statusCode).toBe(
      409,
    );
    const added = await gh('POST', `/api/konfigurasi-klop/${TAHUN}/peserta`, {
      instansi_ids: [...ids, ids[0]],
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ ditambahkan: 3, jumlah_peserta: 3 });
    const monev = await as.anggota_tim_ppg!('GET', `/api/konfigurasi-klop/${TAHUN}/peserta?peserta=MONEV`);
    expect(monev.json().data.total).toBe(3);
    expect(monev.json().data.items.every((i: { peserta: boolean }) => i.peserta)).toBe(true);
    const all = await gh('GET', `/api/konfigurasi-klop/${TAHUN}/peserta?peserta=ALL&per_page=100`);
    expect(all.json().data.total).toBeGreaterThan(3);
    const xlsx = await gh('GET', `/api/konfigurasi-klop/${TAHUN}/peserta/export`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(
      (await as.ketua_tim_ppg!('DELETE', `/api/konfigurasi-klop/${TAHUN}/peserta/${ids[2]}`)).statusCode,
    ).toBe(403);
    expect((await gh('DELETE', `/api/konfigurasi-klop/${TAHUN}/peserta/${ids[2]}`)).statusCode).toBe(200);
    expect((await gh('DELETE', `/api/konfigurasi-klop/${TAHUN}/peserta/${ids[2]}`)).statusCode).toBe(404);
  });

  it('copies last year: the schedule moved a year and the participants', async () => {
    expect((await gh('POST', '/api/konfigurasi-klop/2045/salin')).statusCode).toBe(409);
    expect((await as.anggota_tim_ppg!('POST', `/api/konfigurasi-klop/${TAHUN + 1}/salin`)).statusCode).toBe(
      403,
    );
    const res = await gh('POST', `/api/konfigurasi-klop/${TAHUN + 1}/salin`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ dari: TAHUN, jadwal_disalin: true, peserta_ditambahkan: 2 });
    const next = await gh('GET', `/api/konfigurasi-klop/${TAHUN + 1}`);
    expect(next.json().data.jadwal.rencana_selesai).toBe(`${TAHUN + 1}-02-15`);
    // Again: nothing new.
    expect((await gh('POST', `/api/konfigurasi-klop/${TAHUN + 1}/salin`)).json().data).toMatchObject({
      jadwal_disalin: false,
      peserta_ditambahkan: 0,
    });
  });
});

describe('indicators (konfigurasi-indikator)', () => {
  let id = 0;
  const detail = async (role = 'ketua_group_ppg', of = id) => {
    const res = await as[role]!('GET', `/api/konfigurasi-indikator/${of}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const decide = async (role: string, keputusan: string, versi: number, catatan?: string) =>
    as[role]!('POST', `/api/konfigurasi-indikator/${id}/keputusan`, { keputusan, versi, catatan });

  it('is drafted by a group head only, one open version per year', async () => {
    for (const role of ['anggota_tim_ppg', 'ketua_tim_ppg', 'upg', 'direktur', 'individu']) {
      expect((await as[role]!('POST', '/api/konfigurasi-indikator', { tahun: TAHUN })).statusCode, role).toBe(
        403,
      );
    }
    expect((await gh('POST', '/api/konfigurasi-indikator', { tahun: 1999 })).statusCode).toBe(422);
    const res = await gh('POST', '/api/konfigurasi-indikator', { tahun: TAHUN });
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().data.id;
    expect(res.json().data).toMatchObject({ status: 'DRAFT', revisi: 1 });
    expect((await gh('POST', '/api/konfigurasi-indikator', { tahun: TAHUN })).statusCode).toBe(409);
    const d = await detail();
    expect(d).toMatchObject({
      versi: 1,
      status: 'DRAFT',
      dapat_diubah: true,
      berlaku: false,
      indikators: [],
    });
    expect((await detail('anggota_tim_ppg')).dapat_diubah).toBe(false);
    expect((await as.upg!('GET', `/api/konfigurasi-indikator/${id}`)).statusCode).toBe(403);
    expect((await gh('GET', '/api/konfigurasi-indikator/999999')).statusCode).toBe(404);
  });

  it('refuses bad input (422), members’ edits (403) and a stale revision (409)', async () => {
    const body = await indikatorBody(t.database.db);
    const put = (role: string, payload: unknown) =>
      as[role]!('PUT', `/api/konfigurasi-indikator/${id}`, payload);
    const bad = await put('ketua_group_ppg', {
      revisi: 1,
      indikators: [{ ...body[0], bobot: 150, tahap: 5, bukti: [] }],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['indikators.0.bobot', 'indikators.0.tahap', 'indikators.0.bukti']),
    );
    const dup = await put('ketua_group_ppg', { revisi: 1, indikators: [body[0], body[0]] });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors['indikators.1.kode']).toBeDefined();
    expect((await put('anggota_tim_ppg', { revisi: 1, indikators: body })).statusCode).toBe(403);
    expect((await put('upg', { revisi: 1, indikators: body })).statusCode).toBe(403);
    // Half the set first: saved, but not sendable.
    const half = await put('ketua_group_ppg', { revisi: 1, indikators: body.slice(0, 4) });
    expect(half.statusCode, half.body).toBe(200);
    expect(half.json().data.revisi).toBe(2);
    expect((await put('ketua_group_ppg', { revisi: 1, indikators: body })).statusCode).toBe(409);
    const d = await detail();
    const send = await decide('ketua_group_ppg', 'kirim', d.version);
    expect(send.statusCode).toBe(422);
    expect(send.json().errors.bobot[0]).toMatch(/harus 100%/);
    expect(send.json().errors.tahap[0]).toMatch(/tahap 3, 4/);
    expect((await put('ketua_group_ppg', { revisi: 2, indikators: body })).statusCode).toBe(200);
  });

  it('is sent by the group head, approved only by the director, and then frozen', async () => {
    let d = await detail();
    expect(d.total_bobot).toBe(100);
    expect((await decide('anggota_tim_ppg', 'kirim', d.version)).statusCode).toBe(403);
    const sent = await decide('ketua_group_ppg', 'kirim', d.version);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.status).toBe('IN PROGRESS');
    // While it waits it is not edited, and a stale decision is refused.
    expect(
      (await gh('PUT', `/api/konfigurasi-indikator/${id}`, { revisi: 3, indikators: [] })).statusCode,
    ).toBe(409);
    expect((await decide('direktur', 'setuju', d.version)).statusCode).toBe(409);
    expect((await decide('ketua_group_ppg', 'setuju', sent.json().data.version)).statusCode).toBe(403);
    const returned = await decide('direktur', 'kembalikan', sent.json().data.version, 'Perjelas bukti K2.2');
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json().data.status).toBe('DRAFT');
    d = await detail();
    const again = await decide('ketua_group_ppg', 'kirim', d.version);
    const waiting = await as.direktur!('GET', '/api/konfigurasi-indikator?status=IN%20PROGRESS');
    expect(waiting.json().data.items.map((i: { id: number }) => i.id)).toContain(id);
    const approved = await decide('direktur', 'setuju', again.json().data.version);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('APPROVED');
    d = await detail();
    expect(d).toMatchObject({
      status: 'APPROVED',
      berlaku: true,
      dapat_diubah: false,
      dapat_versi_baru: true,
    });
    expect(d.disetujui_oleh).toBeTruthy();
    expect(d.jejak.map((e: { decision: string | null }) => e.decision)).toEqual([
      null,
      'kirim',
      'kembalikan',
      'kirim',
      'setuju',
    ]);
    const frozen = await gh('PUT', `/api/konfigurasi-indikator/${id}`, { revisi: d.revisi, indikators: [] });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().message).toMatch(/dibekukan/);
    expect((await decide('direktur', 'tolak', d.version, 'Terlambat')).statusCode).toBe(409);
    const berlaku = await as.anggota_tim_ppg!('GET', `/api/konfigurasi-indikator/berlaku?tahun=${TAHUN}`);
    expect(berlaku.json().data.id).toBe(id);
    expect((await gh('GET', '/api/konfigurasi-indikator/berlaku?tahun=2044')).statusCode).toBe(404);
  });

  it('changes after approval as a new version copied from the one in force', async () => {
    const res = await gh('POST', '/api/konfigurasi-indikator', { tahun: TAHUN });
    expect(res.statusCode, res.body).toBe(201);
    const v2 = await detail('ketua_group_ppg', res.json().data.id);
    expect(v2).toMatchObject({ versi: 2, status: 'DRAFT', berlaku: false });
    expect(v2.indikators).toHaveLength(8);
    expect((await detail()).dapat_versi_baru).toBe(false);
  });
});

describe('score criteria (kriteria-verif-skor)', () => {
  it('waits for an approved indicator set, scores within the criteria, and is approved by the director', async () => {
    expect((await gh('POST', '/api/kriteria-verif-skor', { tahun: TAHUN + 1 })).statusCode).toBe(409);
    expect((await as.anggota_tim_ppg!('POST', '/api/kriteria-verif-skor', { tahun: TAHUN })).statusCode).toBe(
      403,
    );
    const res = await gh('POST', '/api/kriteria-verif-skor', { tahun: TAHUN });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id;
    let d = (await gh('GET', `/api/kriteria-verif-skor/${id}`)).json().data;
    expect(d).toMatchObject({ versi: 1, indikator_versi: 1, indikator_usang: false });
    expect(d.indikators).toHaveLength(8);
    const levels = await levelBody(t.database.db, d.indikators);
    const out = await gh('PUT', `/api/kriteria-verif-skor/${id}`, {
      revisi: d.revisi,
      levels: [{ ...levels[1], skor: 99 }, ...levels.slice(2)],
    });
    expect(out.statusCode).toBe(422);
    expect(out.json().errors['levels.0.skor'][0]).toMatch(/Skor Baik harus antara 70 dan 84.99/);
    expect(
      (await as.anggota_tim_ppg!('PUT', `/api/kriteria-verif-skor/${id}`, { revisi: d.revisi, levels }))
        .statusCode,
    ).toBe(403);
    // One indicator with a single level: saved, not sendable.
    const partial = levels.filter((l, i) => l.indikator_id !== d.indikators[0].id || i === 0);
    expect(
      (await gh('PUT', `/api/kriteria-verif-skor/${id}`, { revisi: d.revisi, levels: partial })).statusCode,
    ).toBe(200);
    d = (await gh('GET', `/api/kriteria-verif-skor/${id}`)).json().data;
    const short = await gh('POST', `/api/kriteria-verif-skor/${id}/keputusan`, {
      keputusan: 'kirim',
      versi: d.version,
    });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors)).toContain(`indikator.${d.indikators[0].kode}`);
    expect((await gh('PUT', `/api/kriteria-verif-skor/${id}`, { revisi: d.revisi, levels })).statusCode).toBe(
      200,
    );
    const sent = await gh('POST', `/api/kriteria-verif-skor/${id}/keputusan`, {
      keputusan: 'kirim',
      versi: d.version,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const ok = await as.direktur!('POST', `/api/kriteria-verif-skor/${id}/keputusan`, {
      keputusan: 'setuju',
      versi: sent.json().data.version,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    d = (await as.anggota_tim_ppg!('GET', `/api/kriteria-verif-skor/berlaku?tahun=${TAHUN}`)).json().data;
    expect(d).toMatchObject({ id, status: 'APPROVED', berlaku: true });
    expect(d.indikators[0].levels.map((l: { skor: number }) => l.skor)).toEqual([100, 75, 50, 0]);
    const frozen = await gh('PUT', `/api/kriteria-verif-skor/${id}`, { revisi: d.revisi, levels });
    expect(frozen.statusCode).toBe(409);
    const list = await as.sysadmin!('GET', `/api/kriteria-verif-skor?tahun=${TAHUN}`);
    expect(list.json().data.items[0]).toMatchObject({ id, indikator_versi: 1, jumlah: 32, berlaku: true });
  });

  it('offers the monev parameters and criteria to the forms', async () => {
    const res = await as.anggota_tim_ppg!('GET', '/api/konfigurasi-indikator/opsi');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.parameter_monev.map((p: { kode: string }) => p.kode)).toEqual([
      'KOMITMEN',
      'ATURAN',
      'UPG',
      'MONEV',
    ]);
    expect(res.json().data.kriteria_skor).toHaveLength(5);
    expect((await as.upg!('GET', '/api/konfigurasi-indikator/opsi')).statusCode).toBe(403);
  });
});

describe('who may call what', () => {
  const ROUTES: ['GET' | 'POST' | 'PUT' | 'DELETE', string, 'read' | 'write' | 'decide'][] = [
    ['GET', '/api/konfigurasi-klop', 'read'],
    ['PUT', `/api/konfigurasi-klop/${TAHUN}`, 'write'],
    ['POST', `/api/konfigurasi-klop/${TAHUN}/salin`, 'write'],
    ['GET', `/api/konfigurasi-klop/${TAHUN}/peserta`, 'read'],
    ['GET', `/api/konfigurasi-klop/${TAHUN}/peserta/export`, 'read'],
    ['POST', `/api/konfigurasi-klop/${TAHUN}/peserta`, 'write'],
    ['DELETE', `/api/konfigurasi-klop/${TAHUN}/peserta/1`, 'write'],
    ['GET', '/api/konfigurasi-indikator/opsi', 'read'],
    ...(['konfigurasi-indikator', 'kriteria-verif-skor'] as const).flatMap(
      (base) =>
        [
          ['GET', `/api/${base}`, 'read'],
          ['GET', `/api/${base}/berlaku?tahun=${TAHUN}`, 'read'],
          ['GET', `/api/${base}/1`, 'read'],
          ['POST', `/api/${base}`, 'write'],
          ['PUT', `/api/${base}/1`, 'write'],
          ['POST', `/api/${base}/1/keputusan`, 'decide'],
        ] as ['GET' | 'POST' | 'PUT' | 'DELETE', string, 'read' | 'write' | 'decide'][],
    ),
  ];

  it('lets the UPG and the reporter read nothing but the schedule, and the PPG team read without writing', async () => {
    for (const [method, url, kind] of ROUTES) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      for (const role of ['upg', 'individu']) {
        expect((await as[role]!(method, url, body)).statusCode, `${role} ${method} ${url}`).toBe(403);
      }
      for (const role of ['anggota_tim_ppg', 'ketua_tim_ppg']) {
        const status = (await as[role]!(method, url, body)).statusCode;
        if (kind === 'read') expect(status, `${role} ${method} ${url}`).not.toBe(403);
        else expect(status, `${role} ${method} ${url}`).toBe(403);
      }
      if (kind === 'write') {
        expect((await as.direktur!(method, url, body)).statusCode, `direktur ${method} ${url}`).toBe(403);
        expect((await as.sysadmin!(method, url, body)).statusCode, `sysadmin ${method} ${url}`).not.toBe(403);
      }
    }
  });
});

import { type HasilTahap, workflowStepPath } from '@gratifikasi/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pelapors } from '../../../../db/schema';
import { masterTableOf } from '../../../../db/schema/masters';
import { caller, loginAs } from '../../../../test/app';
import { loadRefs, masterId, savePayload, userIdOf } from '../../test-fixtures';
import { PATH_TO_SK, scenarioFields } from '../scenario';
import { useProsesHarness } from '../testing';

/** Issue 24 §1: a reviewer sees what the levels below recorded, what changed marked. */
const h = useProsesHarness();

/** One decision as `role`, with these fields (or the ordinary path's), as the panel posts it. */
async function decide(role: string, id: number, decision: string, fields?: Record<string, unknown>) {
  const now = await h.aksi(role, id);
  const body = fields ?? scenarioFields(now.step, decision, await h.scenario(id));
  const res = await h.call(role)('POST', `/api/${workflowStepPath(id, now.step)}`, {
    keputusan: decision,
    versi: now.version,
    ...body,
  });
  expect(res.statusCode, `${now.step} ${decision}: ${res.body}`).toBe(200);
}

/** The demo reporter's own pelapor profile. */
async function pelaporId(): Promise<number> {
  const db = h.db();
  const [p] = await db
    .select({ id: pelapors.id })
    .from(pelapors)
    .where(eq(pelapors.user_id, await userIdOf(db, 'individu')));
  return p?.id ?? 0;
}

async function fileTwoItems(): Promise<{ id: number; kamera: number; tas: number }> {
  const refs = await loadRefs(h.db());
  const item = (uraian: string) => ({
    jenis_penerimaan_id: refs.barang,
    jenis_objek_id: refs.elektronik,
    uraian,
    jumlah: 1,
    nilai_taksiran: '900000',
  });
  const res = await h.call('individu')(
    'POST',
    '/api/laporan/save',
    savePayload(refs, await pelaporId(), { rincian: [item('Kamera saku'), item('Tas kulit')] }),
  );
  expect(res.statusCode, res.body).toBe(200);
  const laporan = res.json().data.laporan;
  const [kamera, tas] = laporan.rincian.map((r: { id: number }) => r.id);
  return { id: laporan.id, kamera, tas };
}

async function unsurNama(kode: string): Promise<{ id: number; nama: string }> {
  const t = masterTableOf('unsur-nl');
  const id = await masterId(h.db(), 'unsur-nl', kode);
  const [row] = await h.db().select().from(t).where(eq(t.id, id));
  return { id, nama: String((row as Record<string, unknown>).nama) };
}

describe('GET laporan/{id}/hasil-tingkat', () => {
  it('gives the group head each lower level’s fields, items, notes, who and when, with the changes marked', async () => {
    const { id, kamera, tas } = await fileTwoItems();
    const rekan = await unsurNama('REKAN_KERJA');
    for (const [step, decision, role] of PATH_TO_SK.slice(0, 2)) {
      expect((await h.aksi(role, id)).step).toBe(step);
      await decide(role, id, decision);
    }
    await decide('anggota_tim', id, 'setuju', {
      informasi_sesuai: true,
      hasil_verifikasi: 'Pemberi adalah rekanan pengadaan; identitas sesuai KTP.',
    });
    await decide('ketua_tim', id, 'kembalikan', { catatan: 'Lengkapi hubungan pemberi dengan jabatan.' });
    await decide('anggota_tim', id, 'setuju', {
      informasi_sesuai: false,
      hasil_verifikasi: 'Pemberi rekanan pengadaan yang sedang berkontrak dengan unit pelapor.',
    });
    // Before the team leader decides again, their return is a result of an earlier round.
    const mid = await h.call('ketua_tim')('GET', `/api/laporan/${id}/hasil-tingkat`);
    expect(mid.statusCode, mid.body).toBe(200);
    expect(mid.json().data.tahap[0].tingkat).toMatchObject([
      { step: 'f30', lama: false },
      { step: 'f34', dikembalikan: true, keputusan: 'Kembalikan', lama: true },
    ]);
    await decide('ketua_tim', id, 'setuju', { catatan: 'Sesuai.' });
    await decide('ketua_group', id, 'setuju');
    const none = { rincian_id: kamera, unsur_nl_id: null };
    await decide('anggota_tim', id, 'setuju', { items: [none, { rincian_id: tas, unsur_nl_id: null }] });
    await decide('ketua_tim', id, 'setuju', {
      items: [none, { rincian_id: tas, unsur_nl_id: rekan.id, alasan: 'Cendera mata rapat kerja' }],
    });
    await decide('ketua_group', id, 'setuju', {
      items: [none, { rincian_id: tas, unsur_nl_id: null, alasan: 'Pemberi rekanan, bukan rekan kerja' }],
    });
    for (const [role, decision] of [
      ['anggota_tim', 'setuju'],
      ['ketua_tim', 'setuju'],
      ['ketua_group', 'lengkap'],
    ] as const)
      await decide(role, id, decision);
    const s = await h.scenario(id);
    const lha = (ringkasan: string, tasStatus: string) => ({
      level_id: s.levelId,
      ringkasan,
      items: [
        { rincian_id: kamera, status: 'MILIK_NEGARA' },
        {
          rincian_id: tas,
          status: tasStatus,
          ...(tasStatus === 'SEBAGIAN_MILIK_NEGARA' ? { nilai_negara: '400000' } : {}),
        },
      ],
      aturan_internal_ids: [],
    });
    await decide(
      'anggota_tim',
      id,
      'setuju',
      lha('Pemberian dari rekanan berhubungan dengan jabatan pelapor.', 'MILIK_NEGARA'),
    );
    await decide(
      'ketua_tim',
      id,
      'setuju',
      lha(
        'Pemberian dari rekanan berhubungan dengan jabatan; tas sebagian milik negara.',
        'SEBAGIAN_MILIK_NEGARA',
      ),
    );

    const res = await h.call('ketua_group')('GET', `/api/laporan/${id}/hasil-tingkat`);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().data as { laporan_id: number; tahap: HasilTahap[] };
    expect(view.laporan_id).toBe(id);
    expect(view.tahap.map((t) => t.kode)).toEqual(['verifikasi', 'negative-list', 'kelengkapan', 'lha']);
    const [verifikasi, nl, , analisis] = view.tahap;

    expect(verifikasi?.tingkat).toHaveLength(3);
    expect(verifikasi?.tingkat[0]).toMatchObject({
      step: 'f30',
      step_nama: 'Verifikasi informasi',
      peran: 'Anggota Tim',
      oleh: 'Demo Anggota Tim',
      keputusan: 'Setujui',
      dikembalikan: false,
      lama: false,
      isian: [
        { kunci: 'informasi_sesuai', label: 'Informasi laporan sesuai', nilai: 'Tidak', berubah: false },
        {
          kunci: 'hasil_verifikasi',
          nilai: 'Pemberi rekanan pengadaan yang sedang berkontrak dengan unit pelapor.',
          panjang: true,
        },
      ],
    });
    expect(verifikasi?.tingkat[1]).toMatchObject({
      step: 'f34',
      peran: 'Ketua Tim',
      oleh: 'Demo Ketua Tim',
      catatan: 'Sesuai.',
      lama: false,
      isian: [],
    });
    expect(Date.parse(String(verifikasi?.tingkat[0]?.pada))).not.toBeNaN();

    expect(nl?.tingkat.map((t) => t.step)).toEqual(['f31', 'f35', 'f39']);
    expect(nl?.tingkat[0]?.rincian).toEqual([
      {
        rincian_id: kamera,
        uraian: 'Kamera saku',
        nilai: 'Bukan negative list',
        catatan: null,
        berubah: false,
      },
      { rincian_id: tas, uraian: 'Tas kulit', nilai: 'Bukan negative list', catatan: null, berubah: false },
    ]);
    expect(nl?.tingkat[1]?.rincian).toEqual([
      expect.objectContaining({ rincian_id: kamera, berubah: false }),
      {
        rincian_id: tas,
        uraian: 'Tas kulit',
        nilai: rekan.nama,
        catatan: 'Cendera mata rapat kerja',
        berubah: true,
      },
    ]);
    expect(nl?.tingkat[2]?.rincian[1]).toMatchObject({
      nilai: 'Bukan negative list',
      catatan: 'Pemberi rekanan, bukan rekan kerja',
      berubah: true,
    });

    expect(analisis?.tingkat.map((t) => t.step)).toEqual(['f60', 'f61']);
    expect(analisis?.tingkat[0]).toMatchObject({
      isian: [
        { kunci: 'level_id', label: 'Level jabatan pelapor', berubah: false },
        { kunci: 'ringkasan', nilai: 'Pemberian dari rekanan berhubungan dengan jabatan pelapor.' },
        { kunci: 'aturan_internal_ids', nilai: '-' },
      ],
      rincian: [
        { uraian: 'Kamera saku', nilai: 'Milik Negara' },
        { uraian: 'Tas kulit', nilai: 'Milik Negara' },
      ],
    });
    expect(analisis?.tingkat[0]?.isian[0]).toMatchObject({
      nilai: 'Pejabat eselon II / pimpinan tinggi pratama',
    });
    expect(analisis?.tingkat[1]).toMatchObject({
      peran: 'Ketua Tim',
      isian: [{ berubah: false }, { kunci: 'ringkasan', berubah: true }, { berubah: false }],
      rincian: [
        { nilai: 'Milik Negara', berubah: false },
        { nilai: 'Sebagian Milik Negara (bagian negara Rp400.000,00)', berubah: true },
      ],
    });
    // No code in what a reviewer reads.
    expect(res.body).not.toMatch(/MILIK_NEGARA|anggota_tim|ketua_tim|"setuju"/);
  });

  it('is empty before any level has recorded a result', async () => {
    const id = await h.fileReport();
    const res = await h.call('koordinator')('GET', `/api/laporan/${id}/hasil-tingkat`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ laporan_id: id, tahap: [] });
  });

  it('answers only KPK staff who may read the report; 404 for a draft of someone else or no report', async () => {
    const id = await h.fileReport();
    const t = h.app();
    const as = async (username: string) => caller(t.app, await loginAs(t.app, username));
    const path = `/api/laporan/${id}/hasil-tingkat`;
    expect((await h.call('individu')('GET', path)).statusCode).toBe(403);
    expect((await (await as('upg'))('GET', path)).statusCode).toBe(403);
    expect((await caller(t.app)('GET', path)).statusCode).toBe(401);
    expect((await (await as('observer'))('GET', path)).statusCode).toBe(200);
    expect((await h.call('direktur')('GET', path)).statusCode).toBe(200);
    expect((await h.call('anggota_tim')('GET', '/api/laporan/99999999/hasil-tingkat')).statusCode).toBe(404);
    const draft = await h.call('individu')('POST', '/api/laporan/draft', {
      pelapor_id: await pelaporId(),
      nama_pemberi: 'Pak Anu',
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const other = await h.call('ketua_tim')('GET', `/api/laporan/${draft.json().data.id}/hasil-tingkat`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Laporan tidak ditemukan');
  });
});

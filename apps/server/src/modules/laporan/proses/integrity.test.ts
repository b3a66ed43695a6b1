import { formatRupiah, workflowStepPath } from '@gratifikasi/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dokumen_surats,
  laporan_nomor_surats,
  laporans,
  lha_status_kepemilikans,
  rincian_laporans,
  wf_events,
  wf_instances,
} from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { masterId, userIdOf } from '../test-fixtures';
import { PATH_TO_SK, scenarioFields } from './scenario';
import { reportWalker } from './testing';

/** Decisions that hold (architecture "Decisions are final"): once a number is issued, one decision per report. */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWalker>>;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWalker(t);
});
afterAll(() => t.close());

const upTo = (step: string) =>
  PATH_TO_SK.slice(
    0,
    PATH_TO_SK.findIndex(([s]) => s === step),
  );
const NUMBERED =
  /^SK laporan ini sudah bernomor \(.*SK.*\); laporan tidak dapat dipindahkan atau dialihkan\. Batalkan SK terlebih dahulu melalui menu Pembatalan SK\.$/;
const ALASAN = 'Laporan perlu ditangani ulang oleh grup lain.';

/** What a refused move must leave as it was: position, numbers, letters, the report's row, its trail. */
async function snapshot(id: number) {
  const [instance] = await db()
    .select()
    .from(wf_instances)
    .where(and(eq(wf_instances.subject_type, 'laporan'), eq(wf_instances.subject_id, id)));
  const [laporan] = await db()
    .select({ step: laporans.step, status: laporans.status, penomoran: laporans.status_penomoran })
    .from(laporans)
    .where(eq(laporans.id, id));
  const numbers = await db()
    .select({ nomor: laporan_nomor_surats.nomor, batal: laporan_nomor_surats.dibatalkan_at })
    .from(laporan_nomor_surats)
    .where(eq(laporan_nomor_surats.laporan_id, id));
  const [letters] = await db()
    .select({ n: count() })
    .from(dokumen_surats)
    .where(eq(dokumen_surats.laporan_id, id));
  const [events] = await db()
    .select({ n: count() })
    .from(wf_events)
    .where(eq(wf_events.instance_id, instance?.id ?? 0));
  return { instance, laporan, numbers, letters: letters?.n, events: events?.n };
}

const move = (id: number, step: string, versi: number) =>
  w.call('direktur')('POST', `/api/laporan/${id}/move-workflow`, {
    step,
    versi,
    alasan: 'Pemindahan untuk memperbaiki alur yang keliru.',
  });

describe('a report whose SK is numbered', () => {
  it('is neither redistributed, reassigned nor moved; once the SK is cancelled it may be', async () => {
    const id = await w.fileReport();
    await w.walk(id, upTo('f7E'));
    const before = await snapshot(id);
    expect(before.numbers).toHaveLength(1);
    const grup2 = await masterId(db(), 'grup', 'GRUP_2');

    const gh = await w.call('koordinator')('POST', '/api/laporan/reassign-gh', {
      ids: [id],
      grup_id: grup2,
      alasan: ALASAN,
    });
    expect(gh.statusCode, gh.body).toBe(200);
    expect(gh.json().data).toEqual({ berhasil: [], gagal: [{ id, pesan: expect.stringMatching(NUMBERED) }] });
    const angtim = await w.call('ketua_group')('POST', '/api/laporan/reassign-angtim', {
      ids: [id],
      anggota_user_id: await userIdOf(db(), 'anggota_tim2'),
      alasan: ALASAN,
    });
    expect(angtim.json().data).toEqual({
      berhasil: [],
      gagal: [{ id, pesan: expect.stringMatching(NUMBERED) }],
    });
    const moved = await move(id, 'f60', before.instance?.version ?? 0);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toMatch(NUMBERED);
    expect(await snapshot(id)).toEqual(before);

    // The way back: Pembatalan SK cancels the numbers and sends the report back; then it may be redistributed.
    const asked = await w.call('anggota_tim')('POST', '/api/laporan/pembatalan', {
      laporan_id: id,
      alasan: 'Nilai taksiran pada SK keliru dan harus dianalisis ulang.',
      kembali_ke: 'f70',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const pembatalan = asked.json().data.id;
    const seen = (await w.call('ketua_group')('GET', `/api/laporan/pembatalan/${pembatalan}`)).json().data;
    const approved = await w.call('ketua_group')('POST', `/api/laporan/pembatalan/${pembatalan}/keputusan`, {
      keputusan: 'setuju',
      versi: seen.aksi.version,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const again = await w.call('koordinator')('POST', '/api/laporan/reassign-gh', {
      ids: [id],
      grup_id: grup2,
      alasan: ALASAN,
    });
    expect(again.json().data).toEqual({ berhasil: [id], gagal: [] });
    const after = await snapshot(id);
    expect(after.instance).toMatchObject({ step: 'distribusi-f', grup_id: grup2 });
    expect(after.numbers.every((n) => n.batal !== null)).toBe(true);
  });

  it('is not moved once its process is finished, whichever step is asked', async () => {
    const id = await w.fileReport();
    await w.walk(id, PATH_TO_SK);
    const before = await snapshot(id);
    expect(before.instance?.finished_at).not.toBeNull();
    for (const step of ['f70', 'distribusi', 'f7E']) {
      const res = await move(id, step, before.instance?.version ?? 0);
      expect(res.statusCode, step).toBe(409);
      expect(res.json().message).toMatch(NUMBERED);
    }
    expect(await snapshot(id)).toEqual(before);
  });
});

describe('moving a report (move-workflow)', () => {
  it("goes only to the KPK's steps where someone decides: never the reporter's, a numbering, nor an end", async () => {
    const id = await w.fileReport();
    await w.walk(id, upTo('f30'));
    const before = await snapshot(id);
    const versi = before.instance?.version ?? 0;
    for (const step of ['draft', 'save', 'f3g', 'f40', 'f7A', 'f7E', 'f5D', 'selesai', 'sp3-selesai']) {
      const res = await move(id, step, versi);
      expect(res.statusCode, step).toBe(422);
      expect(res.json().errors.step[0]).toMatch(new RegExp(`^Langkah ${step} \\(.+\\) tidak dapat dipilih`));
    }
    expect(await snapshot(id)).toEqual(before);
    const ok = await move(id, 'f33', versi);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await snapshot(id)).instance).toMatchObject({ step: 'f33', finished_at: null });
  });
});

describe("the LHA's part of an item ruled the state's (SEBAGIAN_MILIK_NEGARA)", () => {
  it("is refused above the item's value or at zero, on that item's field; nothing is saved", async () => {
    const id = await w.fileReport();
    await w.walk(id, upTo('f60'));
    const s = await w.scenario(id);
    const [item] = await db()
      .select({ id: rincian_laporans.id, nilai: rincian_laporans.nilai_rupiah })
      .from(rincian_laporans)
      .where(eq(rincian_laporans.laporan_id, id));
    const before = await snapshot(id);
    const lha = (nilai_negara: string) => ({
      ...scenarioFields('f60', 'setuju', s),
      items: s.rincianIds.map((rincian_id) =>
        rincian_id === item?.id
          ? { rincian_id, status: 'SEBAGIAN_MILIK_NEGARA', nilai_negara }
          : { rincian_id, status: 'MILIK_NEGARA' },
      ),
    });
    const send = (nilai_negara: string) =>
      w.call('anggota_tim')('POST', `/api/${workflowStepPath(id, 'f60')}`, {
        keputusan: 'setuju',
        versi: before.instance?.version,
        ...lha(nilai_negara),
      });
    const n = s.rincianIds.indexOf(item?.id ?? 0);
    const tooMuch = await send('999999999999');
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors).toEqual({
      [`items.${n}.nilai_negara`]: [
        `Nilai bagian milik negara tidak boleh melebihi nilai rincian (${formatRupiah(item?.nilai ?? '')})`,
      ],
    });
    const zero = await send('0');
    expect(zero.statusCode).toBe(422);
    expect(Object.keys(zero.json().errors)).toEqual([`items.${n}.nilai_negara`]);
    expect(await snapshot(id)).toEqual(before);
    const saved = await db()
      .select()
      .from(lha_status_kepemilikans)
      .where(eq(lha_status_kepemilikans.laporan_id, id));
    expect(saved).toEqual([]);

    // Within the item's value it stands, and the review (f61) is judged the same way.
    expect((await send('1000000')).statusCode).toBe(200);
    const atReview = await w.aksi('ketua_tim', id);
    const review = await w.call('ketua_tim')('POST', `/api/${workflowStepPath(id, 'f61')}`, {
      keputusan: 'setuju',
      versi: atReview.version,
      ...lha('999999999999'),
    });
    expect(review.statusCode).toBe(422);
    expect(Object.keys(review.json().errors)).toEqual([`items.${n}.nilai_negara`]);
  });
});

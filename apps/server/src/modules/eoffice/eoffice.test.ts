import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dokumen_surats, eoffice_kirimans, laporan_nomor_surats, laporans } from '../../db/schema';
import { httpEoffice } from '../../platform/eoffice';
import { caller, loginAs } from '../../test/app';
import { PATH_TO_SK } from '../laporan/proses/scenario';
import { useProsesHarness } from '../laporan/proses/testing';
import { applyAnswer, runEoffice } from './service';

const h = useProsesHarness();
/** Up to the SK's numbering (f7A): the signer has signed. */
const TO_F7A = PATH_TO_SK.slice(0, 18);

async function toNumbering(): Promise<number> {
  const id = await h.fileReport();
  const s = await h.scenario(id);
  for (const [step, decision, role] of TO_F7A) await h.act(id, step, decision, role, s);
  return id;
}

const jobs = () => h.app().app.ctx.jobs;
const step = async (id: number) =>
  (await h.db().select({ step: laporans.step }).from(laporans).where(eq(laporans.id, id)))[0]?.step;

describe('e-office: the numbering steps wait on the e-office’s approval (simulator)', () => {
  it('sends the SK, approval numbers it and the SPSK follows; the SPSK approved closes the report', async () => {
    const admin = caller(h.app().app, await loginAs(h.app().app, 'sysadmin'));
    const id = await toNumbering();
    expect(await step(id)).toBe('f7A');
    await jobs().drain();
    const view = (await admin('GET', '/api/admin/eoffice')).json().data;
    expect(view.adapter).toBe('simulator');
    const sent = view.kiriman.find((k: { laporan_id: number }) => k.laporan_id === id);
    expect(sent).toMatchObject({ jenis: 'SK', langkah: 'f7A', status: 'TERKIRIM' });
    const letter = view.simulator.find((s: { id: number }) => `SIM-${s.id}` === sent.ref);
    expect(letter.status).toBe('PENDING');

    const ok = await admin('POST', `/api/admin/eoffice-simulator/${letter.id}/setujui`, {});
    expect(ok.statusCode, ok.body).toBe(200);
    await jobs().drain();
    expect(await step(id)).toBe('f7E');
    const [sk] = await h
      .db()
      .select()
      .from(laporan_nomor_surats)
      .where(and(eq(laporan_nomor_surats.laporan_id, id), eq(laporan_nomor_surats.jenis, 'SK')));
    expect(sk?.nomor).toBeTruthy();

    // Deciding the same letter again changes nothing.
    expect((await admin('POST', `/api/admin/eoffice-simulator/${letter.id}/setujui`, {})).statusCode).toBe(
      409,
    );

    const spsk = (await admin('GET', '/api/admin/eoffice'))
      .json()
      .data.kiriman.find(
        (k: { laporan_id: number; jenis: string }) => k.laporan_id === id && k.jenis === 'SPSK',
      );
    expect(spsk.status).toBe('TERKIRIM');
    await admin('POST', `/api/admin/eoffice-simulator/${spsk.ref.slice(4)}/setujui`, {});
    await jobs().drain();
    expect(await step(id)).toBe('selesai');
  });

  it('a rejection sends the report back to its signer with the e-office’s note', async () => {
    const admin = caller(h.app().app, await loginAs(h.app().app, 'sysadmin'));
    const id = await toNumbering();
    await jobs().drain();
    const [k] = await h.db().select().from(eoffice_kirimans).where(eq(eoffice_kirimans.laporan_id, id));
    const bad = await admin('POST', `/api/admin/eoffice-simulator/${k?.ref?.slice(4)}/tolak`, {
      catatan: '',
    });
    expect(bad.statusCode).toBe(422);
    const res = await admin('POST', `/api/admin/eoffice-simulator/${k?.ref?.slice(4)}/tolak`, {
      catatan: 'Nama pelapor pada SK salah ketik',
    });
    expect(res.statusCode, res.body).toBe(200);
    await jobs().drain();
    expect(await step(id)).toBe('f72');
    const history = (await h.call('deputi')('GET', `/api/laporan/${id}/history`)).json().data;
    expect(JSON.stringify(history)).toContain('Nama pelapor pada SK salah ketik');
  });

  it('an SPSK rejected after its SK was numbered keeps the report at the SPSK: never a second SK', async () => {
    const admin = caller(h.app().app, await loginAs(h.app().app, 'sysadmin'));
    const id = await toNumbering();
    await jobs().drain();
    const [sk] = await h.db().select().from(eoffice_kirimans).where(eq(eoffice_kirimans.laporan_id, id));
    await admin('POST', `/api/admin/eoffice-simulator/${sk?.ref?.slice(4)}/setujui`, {});
    await jobs().drain();
    expect(await step(id)).toBe('f7E');
    const [spsk] = await h
      .db()
      .select()
      .from(eoffice_kirimans)
      .where(and(eq(eoffice_kirimans.laporan_id, id), eq(eoffice_kirimans.jenis, 'SPSK')));
    const res = await admin('POST', `/api/admin/eoffice-simulator/${spsk?.ref?.slice(4)}/tolak`, {
      catatan: 'Alamat pada SPSK keliru',
    });
    expect(res.statusCode, res.body).toBe(200);
    await jobs().drain();
    expect(await step(id)).toBe('f7E');
    const numbers = await h
      .db()
      .select()
      .from(laporan_nomor_surats)
      .where(eq(laporan_nomor_surats.laporan_id, id));
    expect(numbers.map((n) => [n.jenis, n.dibatalkan_at])).toEqual([['SK', null]]);
    const history = (await h.call('deputi')('GET', `/api/laporan/${id}/history`)).json().data;
    expect(JSON.stringify(history)).toContain('Alamat pada SPSK keliru');
  });

  it('an answer for an unknown or already-decided letter changes nothing and is logged', async () => {
    expect(
      await applyAnswer(h.app().app.ctx, 999_999, { status: 'DISETUJUI', tanggal: null, catatan: null }),
    ).toBe('DIABAIKAN');
    const id = await toNumbering();
    await jobs().drain();
    const [k] = await h.db().select().from(eoffice_kirimans).where(eq(eoffice_kirimans.laporan_id, id));
    const approve = () =>
      applyAnswer(h.app().app.ctx, k?.id ?? 0, { status: 'DISETUJUI', tanggal: null, catatan: null });
    // Two answers for the same letter (the job and a retry): one number, one letter issued.
    expect(await Promise.all([approve(), approve()])).toEqual(
      expect.arrayContaining(['DISETUJUI', 'DIABAIKAN']),
    );
    expect(await step(id)).toBe('f7E');
    const given = await h
      .db()
      .select()
      .from(laporan_nomor_surats)
      .where(eq(laporan_nomor_surats.laporan_id, id));
    expect(given.map((n) => n.jenis)).toEqual(['SK']);
    const issued = await h.db().select().from(dokumen_surats).where(eq(dokumen_surats.laporan_id, id));
    expect(issued.map((d) => [d.jenis, d.nomor])).toEqual([['draft-sk', given[0]?.nomor]]);
  });

  it('survives the e-office being down: the letter waits with its error and is sent on a later try', async () => {
    const id = await toNumbering();
    const down = httpEoffice('http://eoffice.invalid', async () => {
      throw new Error('connect ECONNREFUSED');
    });
    const now = new Date();
    await runEoffice(h.app().app.ctx, down, now);
    const [k] = await h.db().select().from(eoffice_kirimans).where(eq(eoffice_kirimans.laporan_id, id));
    expect(k).toMatchObject({ status: 'MENUNGGU', percobaan: 1, galat_terakhir: 'connect ECONNREFUSED' });
    expect(k?.coba_lagi_at.getTime()).toBeGreaterThan(now.getTime());
    const bodies: { kunci: string; jenis: string }[] = [];
    const up = httpEoffice('http://eoffice.test', async (url, init) => {
      if (init?.method === 'POST') {
        expect(String(url)).toBe('http://eoffice.test/surat');
        const body = JSON.parse(String(init.body)) as { kunci: string; jenis: string };
        bodies.push(body);
        return new Response(JSON.stringify({ ref: `EO-${body.kunci}` }), { status: 201 });
      }
      return new Response(JSON.stringify({ status: 'PENDING' }), { status: 200 });
    });
    await runEoffice(h.app().app.ctx, up, new Date(now.getTime() + 60_000));
    const [after] = await h.db().select().from(eoffice_kirimans).where(eq(eoffice_kirimans.laporan_id, id));
    expect(after).toMatchObject({ status: 'TERKIRIM', ref: `EO-kiriman-${k?.id}`, galat_terakhir: null });
    expect(bodies).toContainEqual(expect.objectContaining({ kunci: `kiriman-${k?.id}`, jenis: 'SK' }));
  });

  it('is the admin area’s: staff and reporters are refused', async () => {
    expect((await h.call('anggota_tim')('GET', '/api/admin/eoffice')).statusCode).toBe(403);
    expect((await h.call('individu')('POST', '/api/admin/eoffice-simulator/1/setujui', {})).statusCode).toBe(
      403,
    );
  });
});

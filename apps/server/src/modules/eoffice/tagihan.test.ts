import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dokumen_surats, eoffice_kirimans, notifications, rincian_laporans } from '../../db/schema';
import { caller, loginAs } from '../../test/app';
import { PATH_TO_SK } from '../laporan/proses/scenario';
import { useProsesHarness } from '../laporan/proses/testing';

/** Issue 11 §3 for the surat tagihan: the bill's letter is signed in the e-office before the reporter gets it. */
const h = useProsesHarness();
const jobs = () => h.app().app.ctx.jobs;

async function issuedBill(): Promise<{ laporan: number; tagihan: number; nomor: string; va: string }> {
  const id = await h.fileReport();
  const s = await h.scenario(id);
  for (const [step, decision, role] of PATH_TO_SK) await h.act(id, step, decision, role, s);
  const [item] = await h.db().select().from(rincian_laporans).where(eq(rincian_laporans.laporan_id, id));
  const made = await h.call('Administrasi/Sekretaris')('POST', '/api/piutang/tagihan', {
    rincian_id: item?.id,
  });
  expect(made.statusCode, made.body).toBe(200);
  return { laporan: id, tagihan: made.json().data.id, ...made.json().data };
}

const kirimanOf = async (tagihan: number) =>
  h.db().select().from(eoffice_kirimans).where(eq(eoffice_kirimans.tagihan_id, tagihan));

describe('e-office: the surat tagihan', () => {
  it('goes to the e-office when issued; approval issues the letter to the reporter with its VA', async () => {
    const admin = caller(h.app().app, await loginAs(h.app().app, 'sysadmin'));
    const og = caller(h.app().app, await loginAs(h.app().app, 'admin_pengelola_og'));
    const bill = await issuedBill();
    await jobs().drain();
    const [k] = await kirimanOf(bill.tagihan);
    expect(k).toMatchObject({ jenis: 'TAGIHAN', langkah: 'tagihan', status: 'TERKIRIM' });
    const detail = (await og('GET', `/api/piutang/tagihan/${bill.tagihan}`)).json().data;
    expect(detail.eoffice).toMatchObject({ status: 'TERKIRIM' });
    // Before approval: the staff's preview is a draft; the reporter has no bill letter.
    const draft = await og('GET', `/api/piutang/tagihan/${bill.tagihan}/surat`);
    expect(draft.statusCode).toBe(200);
    expect(draft.headers['content-type']).toBe('application/pdf');
    const reporter = h.call('individu');
    const before = (await reporter('GET', `/api/laporan/${bill.laporan}/dokumen`)).json().data.surat;
    expect(before.filter((s: { nomor: string }) => s.nomor === bill.nomor)).toEqual([]);
    // Sending again while in flight: 409.
    expect(
      (await h.call('Administrasi/Sekretaris')('POST', `/api/piutang/tagihan/${bill.tagihan}/eoffice`))
        .statusCode,
    ).toBe(409);

    const ok = await admin('POST', `/api/admin/eoffice-simulator/${k?.ref?.slice(4)}/setujui`, {});
    expect(ok.statusCode, ok.body).toBe(200);
    await jobs().drain();
    const [done] = await kirimanOf(bill.tagihan);
    expect(done?.status).toBe('DISETUJUI');
    expect(done?.dokumen_id).toBeTruthy();
    const [letter] = await h
      .db()
      .select()
      .from(dokumen_surats)
      .where(and(eq(dokumen_surats.laporan_id, bill.laporan), eq(dokumen_surats.nomor, bill.nomor)));
    expect(letter).toMatchObject({
      id: done?.dokumen_id,
      jenis: 'surat-tagihan',
      sumber: 'sistem',
      final: true,
    });

    // The reporter sees it among the report's letters, downloads the same bytes, and was told the VA.
    const after = (await reporter('GET', `/api/laporan/${bill.laporan}/dokumen`)).json().data.surat;
    const mine = after.find((s: { nomor: string }) => s.nomor === bill.nomor);
    expect(mine).toMatchObject({ jenis: 'surat-tagihan', status: 'berlaku' });
    const file = await reporter('GET', `/api/laporan/${bill.laporan}/dokumen/surat/${mine.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const staffCopy = await og('GET', `/api/piutang/tagihan/${bill.tagihan}/surat`);
    expect(staffCopy.rawPayload.equals(file.rawPayload)).toBe(true);
    const notices = await h
      .db()
      .select()
      .from(notifications)
      .where(eq(notifications.judul, `Surat tagihan ${bill.nomor}`));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.pesan).toContain(bill.va);
    // Approved is final.
    expect(
      (await h.call('Administrasi/Sekretaris')('POST', `/api/piutang/tagihan/${bill.tagihan}/eoffice`))
        .statusCode,
    ).toBe(409);
  });

  it('a rejection tells the issuer the note; the letter may be sent again', async () => {
    const admin = caller(h.app().app, await loginAs(h.app().app, 'sysadmin'));
    const bill = await issuedBill();
    await jobs().drain();
    const [k] = await kirimanOf(bill.tagihan);
    await admin('POST', `/api/admin/eoffice-simulator/${k?.ref?.slice(4)}/tolak`, {
      catatan: 'Nilai kurs keliru',
    });
    await jobs().drain();
    const sekretaris = h.call('Administrasi/Sekretaris');
    const detail = (await sekretaris('GET', `/api/piutang/tagihan/${bill.tagihan}`)).json().data;
    expect(detail.eoffice).toMatchObject({ status: 'DITOLAK', catatan: 'Nilai kurs keliru' });
    const told = await h.db().select().from(notifications).where(eq(notifications.entity_id, bill.tagihan));
    expect(told.some((n) => n.pesan.includes('Nilai kurs keliru'))).toBe(true);

    expect(
      (await h.call('individu')('POST', `/api/piutang/tagihan/${bill.tagihan}/eoffice`)).statusCode,
    ).toBe(403);
    expect(
      (await h.call('direktur')('POST', `/api/piutang/tagihan/${bill.tagihan}/eoffice`)).statusCode,
    ).toBe(403);
    expect((await sekretaris('POST', '/api/piutang/tagihan/999999/eoffice')).statusCode).toBe(404);
    const again = await sekretaris('POST', `/api/piutang/tagihan/${bill.tagihan}/eoffice`);
    expect(again.statusCode, again.body).toBe(200);
    await jobs().drain();
    const all = await kirimanOf(bill.tagihan);
    expect(all.map((x) => x.status).sort()).toEqual(['DITOLAK', 'TERKIRIM']);
  });

  it('keeps one report’s letter from another reporter', async () => {
    const bill = await issuedBill();
    const admin = caller(h.app().app, await loginAs(h.app().app, 'sysadmin'));
    await jobs().drain();
    const [k] = await kirimanOf(bill.tagihan);
    await admin('POST', `/api/admin/eoffice-simulator/${k?.ref?.slice(4)}/setujui`, {});
    await jobs().drain();
    const [k2] = await kirimanOf(bill.tagihan);
    const upg = caller(h.app().app, await loginAs(h.app().app, 'upg'));
    expect(
      (await upg('GET', `/api/laporan/${bill.laporan}/dokumen/surat/${k2?.dokumen_id}`)).statusCode,
    ).toBe(404);
    expect(
      (await h.call('individu')('GET', `/api/laporan/${bill.laporan}/dokumen/surat/999999`)).statusCode,
    ).toBe(404);
  });
});

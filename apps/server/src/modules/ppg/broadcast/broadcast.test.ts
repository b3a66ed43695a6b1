import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '../../../context';
import { ppg_broadcast_penerimas, ppg_broadcasts, trx_emails } from '../../../db/schema';
import { master_instansis, master_upgs, masterColumn } from '../../../db/schema/masters';
import { bearer, caller, createTestApp, loginAs, multipart, type TestApp } from '../../../test/app';
import { seedDemoBroadcast } from './demo';
import { runBatch } from './kirim';

/** Issue 27 §2: broadcast e-mail, approved by the PPG group head alone, sent through the outbox in batches. */
let t: TestApp;
let ctx: ServerContext;
const tokens: Record<string, string> = {};
const as = (role: string) => caller(t.app, tokens[role]);
const FILTER = { jenis: 'peran', peran: 'anggota_tim_ppg' } as const;
const drain = () => ctx.jobs.drain({ until: new Date(Date.now() + 3_600_000) });

beforeAll(async () => {
  // Small batches, so that a broadcast of a handful of recipients takes several batch jobs.
  t = await createTestApp({ broadcastBatch: 2, broadcastRate: 1000 });
  ctx = (t.app as unknown as { ctx: ServerContext }).ctx;
  for (const role of [
    'anggota_tim_ppg',
    'ketua_tim_ppg',
    'ketua_group_ppg',
    'anggota_tim',
    'upg',
    'superuser',
  ]) {
    tokens[role] = await loginAs(t.app, role);
  }
  // A few more PPG members, so the list has more recipients than one batch.
  const roleId = await ctx.db.execute(sql`select id from roles where name = 'anggota_tim_ppg'`);
  const rid = (roleId as unknown as { rows: { id: number }[] }).rows[0]?.id;
  for (let i = 1; i <= 4; i++) {
    const [u] = (
      (await ctx.db.execute(sql`insert into users (username, name, email, password_hash)
        values (${`ppg_bc_${i}`}, ${`Anggota PPG ${i}`}, ${`ppg.bc${i}@kpk.go.id`}, 'x') returning id`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    await ctx.db.execute(sql`insert into role_users (user_id, role_id) values (${u?.id}, ${rid})`);
  }
}, 120_000);
afterAll(() => t.close());

async function draft(role = 'anggota_tim_ppg', judul = 'Undangan Rapat Koordinasi UPG 2026') {
  const res = await as(role)('POST', '/api/broadcast', {
    judul,
    isi: '<p>Yth. Bapak/Ibu,</p><p>Mohon hadir pada <strong>rapat koordinasi</strong>.</p>',
    lampiran: [],
    filter: FILTER,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; version: number; revisi: number };
}
const detail = async (role: string, id: number) => {
  const res = await as(role)('GET', `/api/broadcast/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const decide = (role: string, id: number, keputusan: string, versi: number, catatan?: string) =>
  as(role)('POST', `/api/broadcast/${id}/keputusan`, { keputusan, versi, catatan });
const mailsOf = (judul: string) => ctx.db.select().from(trx_emails).where(eq(trx_emails.subject, judul));

describe('demo data', () => {
  it('leaves broadcasts sent to the outbox, one returned, one waiting and one draft; runs once', async () => {
    expect(await seedDemoBroadcast(t.app as never)).toBe(5);
    expect(await seedDemoBroadcast(t.app as never)).toBe(0);
    await drain();
    const list = await as('anggota_tim_ppg')('GET', '/api/broadcast?per_page=100');
    const byTitle = new Map(
      (list.json().data.items as { judul: string; status: string; id: number }[]).map((i) => [i.judul, i]),
    );
    expect(byTitle.get('Pengingat Pengisian Laporan Triwulan IV')?.status).toBe('DIKEMBALIKAN');
    expect(byTitle.get('Ringkasan Perubahan Pedoman Pengendalian Gratifikasi')?.status).toBe('DRAF');
    expect(byTitle.get('Survei Kepuasan Layanan Pelaporan Gratifikasi')?.status).toBe('DIAJUKAN');
    const sent = byTitle.get('Undangan Rapat Koordinasi UPG Tahun 2026');
    expect(sent?.status).toBe('DISETUJUI');
    const d = await detail('anggota_tim_ppg', sent?.id ?? 0);
    expect(d.progres).toMatchObject({ persen: 100, antri: 0 });
    expect(d.lampiran).toHaveLength(1);
    const mails = await mailsOf('Undangan Rapat Koordinasi UPG Tahun 2026');
    expect(mails.length).toBe(d.progres.total);
    expect(mails[0]?.html).toContain('/api/konten/berkas/');
  });
});

describe('rights', () => {
  it('every route refuses the wrong role (403) and a guest (401)', async () => {
    const { id } = await draft();
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/broadcast'],
      ['POST', '/api/broadcast', { judul: 'Judul uji', isi: '<p>x</p>', filter: FILTER }],
      ['POST', '/api/broadcast/penerima/pratinjau', { filter: FILTER }],
      ['POST', '/api/broadcast/uji', { judul: 'Judul uji', isi: '<p>x</p>' }],
      ['GET', '/api/broadcast/filter'],
      ['POST', '/api/broadcast/pratinjau', { html: '<p>x</p>' }],
      ['POST', '/api/broadcast/filter', { nama: 'x', params: {} }],
      ['DELETE', '/api/broadcast/filter/1'],
      ['GET', `/api/broadcast/${id}`],
      ['PUT', `/api/broadcast/${id}`, { judul: 'Judul uji', isi: '<p>x</p>', filter: FILTER, revisi: 1 }],
      ['POST', `/api/broadcast/${id}/keputusan`, { keputusan: 'kirim', versi: 1 }],
      ['GET', `/api/broadcast/${id}/penerima`],
      ['POST', `/api/broadcast/${id}/kirim-ulang`],
    ];
    for (const [method, url, body] of routes) {
      for (const role of ['anggota_tim', 'upg', 'superuser']) {
        const res = await as(role)(method as 'GET', url, body);
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
      expect((await caller(t.app)(method as 'GET', url, body)).statusCode, `guest ${method} ${url}`).toBe(
        401,
      );
    }
    for (const role of ['anggota_tim_ppg', 'ketua_tim_ppg', 'ketua_group_ppg']) {
      expect((await as(role)('GET', `/api/broadcast/${id}`)).statusCode).toBe(200);
      expect((await as(role)('GET', '/api/broadcast')).statusCode).toBe(200);
    }
    expect((await as('anggota_tim_ppg')('GET', '/api/broadcast/999999')).statusCode).toBe(404);
  });
});

describe('drafting', () => {
  it('stores the body sanitised: no script, handler or javascript: link survives', async () => {
    const res = await as('anggota_tim_ppg')('POST', '/api/broadcast', {
      judul: 'Imbauan Hari Raya',
      isi: '<p onclick="x()">Halo<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">klik</a>',
      filter: FILTER,
    });
    expect(res.statusCode, res.body).toBe(201);
    const d = await detail('anggota_tim_ppg', res.json().data.id);
    expect(d.isi).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(d.isi).toContain('Halo');
  });

  it('validates input (422) and shows the count and a sample of recipients', async () => {
    const bad = await as('anggota_tim_ppg')('POST', '/api/broadcast', {
      judul: 'x',
      isi: '',
      filter: { jenis: 'upg_instansi', instansi_ids: [] },
    });
    expect(bad.statusCode).toBe(422);
    const p = await as('anggota_tim_ppg')('POST', '/api/broadcast/penerima/pratinjau', { filter: FILTER });
    expect(p.statusCode, p.body).toBe(200);
    expect(p.json().data.jumlah).toBeGreaterThanOrEqual(5);
    expect(p.json().data.contoh.map((c: { email: string }) => c.email)).toContain('ppg.bc1@kpk.go.id');
  });

  it('takes attachments through the one upload path only, and sends them as links', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    const upload = (role: string) => {
      const up = multipart({ bytes: pdf, filename: 'undangan.pdf', contentType: 'application/pdf' });
      return t.app.inject({
        method: 'POST',
        url: '/api/broadcast/berkas',
        payload: up.payload,
        headers: { ...up.headers, ...bearer(tokens[role] ?? '') },
      });
    };
    expect((await upload('anggota_tim')).statusCode).toBe(403);
    const file = await upload('anggota_tim_ppg');
    expect(file.statusCode, file.body).toBe(201);
    const url = file.json().data.url as string;
    const forged = await as('anggota_tim_ppg')('POST', '/api/broadcast', {
      judul: 'Lampiran palsu',
      isi: '<p>x</p>',
      lampiran: [
        { url: '/api/konten/berkas/2026/01/00000000-0000-0000-0000-000000000000.pdf', nama: 'x.pdf' },
      ],
      filter: FILTER,
    });
    expect(forged.statusCode).toBe(422);
    const res = await as('anggota_tim_ppg')('POST', '/api/broadcast/uji', {
      judul: 'Undangan Berlampiran',
      isi: '<p>Terlampir undangan.</p>',
      lampiran: [{ url, nama: 'undangan.pdf' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsOf('[UJI] Undangan Berlampiran');
    expect(mail?.html).toContain(url.split('?')[0]);
    expect(mail?.text).toContain('undangan.pdf');
    const preview = await as('anggota_tim_ppg')('POST', '/api/broadcast/pratinjau', {
      html: '<p>a</p><script>alert(1)</script>',
    });
    expect(preview.json().data.html).toBe('<p>a</p>');
  });

  it('names the chosen institutions of an institutions filter, and reaches their UPG officers', async () => {
    const [upg] = (
      (await ctx.db.execute(sql`select i.id, i.${sql.identifier(masterColumn(master_instansis, 'nama').name)} as nama
        from role_users ru
        join users u on u.id = ru.user_id and u.username = 'upg'
        join ${master_upgs} g on ru.scope_type = 'upg' and g.id = ru.scope_id
        join ${master_instansis} i
          on i.id = g.${sql.identifier(masterColumn(master_upgs, 'instansi_id').name)} limit 1`)) as unknown as {
        rows: { id: number; nama: string }[];
      }
    ).rows;
    expect(upg).toBeDefined();
    const filter = { jenis: 'upg_instansi', instansi_ids: [Number(upg?.id)] };
    const reach = await as('anggota_tim_ppg')('POST', '/api/broadcast/penerima/pratinjau', { filter });
    expect(reach.json().data.contoh.map((c: { email: string }) => c.email)).toContain(
      'upg@demo.gratifikasi.go.id',
    );
    const res = await as('anggota_tim_ppg')('POST', '/api/broadcast', {
      judul: 'Kepada UPG Terpilih',
      isi: '<p>Halo</p>',
      filter,
    });
    const d = await detail('anggota_tim_ppg', res.json().data.id);
    expect(d.instansi).toEqual([{ id: Number(upg?.id), nama: upg?.nama }]);
    expect(d.filter_label).toContain(upg?.nama);
  });

  it('sends a test to the caller only', async () => {
    const res = await as('ketua_tim_ppg')('POST', '/api/broadcast/uji', {
      judul: 'Uji Coba Broadcast',
      isi: '<p>Tes</p>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const mails = await mailsOf('[UJI] Uji Coba Broadcast');
    expect(mails.map((m) => m.to)).toEqual(['ketua_tim_ppg@demo.gratifikasi.go.id']);
  });
});

describe('approval and sending', () => {
  it('runs draft → return with a note → submit → approve; nothing is sent before approval, one mail per recipient after', async () => {
    const judul = 'Sosialisasi Pelaporan Gratifikasi Semester II';
    const { id, version } = await draft('anggota_tim_ppg', judul);
    const sent = await decide('anggota_tim_ppg', id, 'kirim', version);
    expect(sent.statusCode, sent.body).toBe(200);
    // Submitted: no longer editable.
    const edit = await as('anggota_tim_ppg')('PUT', `/api/broadcast/${id}`, {
      judul,
      isi: '<p>ubah</p>',
      filter: FILTER,
      revisi: 1,
    });
    expect(edit.statusCode).toBe(409);
    // Only the group head decides; a return needs a note.
    expect((await decide('ketua_tim_ppg', id, 'setuju', sent.json().data.version)).statusCode).toBe(403);
    expect((await decide('ketua_group_ppg', id, 'kembalikan', sent.json().data.version)).statusCode).toBe(
      422,
    );
    const back = await decide(
      'ketua_group_ppg',
      id,
      'kembalikan',
      sent.json().data.version,
      'Perjelas waktu rapat',
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.status).toBe('DIKEMBALIKAN');
    expect((await detail('anggota_tim_ppg', id)).jejak.at(-1).catatan).toBe('Perjelas waktu rapat');
    // The author edits at the revision read; a stale one is 409.
    const ok = await as('anggota_tim_ppg')('PUT', `/api/broadcast/${id}`, {
      judul,
      isi: '<p>Rapat pada Senin, 09.00 WIB.</p>',
      filter: FILTER,
      revisi: 1,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const stale = await as('anggota_tim_ppg')('PUT', `/api/broadcast/${id}`, {
      judul,
      isi: '<p>lagi</p>',
      filter: FILTER,
      revisi: 1,
    });
    expect(stale.statusCode).toBe(409);
    const again = await decide('anggota_tim_ppg', id, 'kirim', back.json().data.version);
    expect(again.statusCode, again.body).toBe(200);
    expect((await mailsOf(judul)).length).toBe(0);
    // A stale decision is 409.
    expect((await decide('ketua_group_ppg', id, 'setuju', back.json().data.version)).statusCode).toBe(409);
    const queue = await as('ketua_group_ppg')('GET', '/api/broadcast?antrian=persetujuan');
    expect(queue.json().data.items.map((i: { id: number }) => i.id)).toContain(id);
    const approved = await decide('ketua_group_ppg', id, 'setuju', again.json().data.version);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.status).toBe('DISETUJUI');
    // Approved: frozen and not editable.
    const after = await as('anggota_tim_ppg')('PUT', `/api/broadcast/${id}`, {
      judul,
      isi: '<p>x</p>',
      filter: FILTER,
      revisi: 2,
    });
    expect(after.statusCode).toBe(409);
    const frozen = await ctx.db
      .select()
      .from(ppg_broadcast_penerimas)
      .where(eq(ppg_broadcast_penerimas.broadcast_id, id));
    expect(frozen.length).toBeGreaterThanOrEqual(5);
    await drain();
    const mails = await mailsOf(judul);
    expect(mails.length).toBe(frozen.length);
    expect(new Set(mails.map((m) => m.to)).size).toBe(frozen.length);
    expect(mails[0]?.html).toContain('Rapat pada Senin');
    const d = await detail('anggota_tim_ppg', id);
    expect(d.progres).toMatchObject({ total: frozen.length, antri: 0, persen: 100, selesai: true });
  });

  it('the drafter never approves their own broadcast', async () => {
    const { id, version } = await draft('ketua_group_ppg', 'Pengumuman Group Head PPG');
    const sent = await decide('ketua_group_ppg', id, 'kirim', version);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await decide('ketua_group_ppg', id, 'setuju', sent.json().data.version)).statusCode).toBe(403);
  });

  it('resumes after an interrupted batch and after a repeated one, without duplicates; resends the failed', async () => {
    const judul = 'Pengingat Laporan Triwulan III';
    const { id, version } = await draft('anggota_tim_ppg', judul);
    const sent = await decide('anggota_tim_ppg', id, 'kirim', version);
    // The batch job must not run before the crash is staged: approve, then run the batches by hand.
    const recordMany = ctx.mailer.recordMany;
    let calls = 0;
    ctx.mailer.recordMany = async (tx, messages) => {
      const ids = await recordMany(tx, messages);
      if (messages[0]?.subject === judul && ++calls === 2) throw new Error('killed mid-batch');
      return ids;
    };
    try {
      const approved = await decide('ketua_group_ppg', id, 'setuju', sent.json().data.version);
      expect(approved.statusCode, approved.body).toBe(200);
      // Due jobs only: the failed batch waits in its backoff, as after a crash.
      await ctx.jobs.drain();
    } finally {
      ctx.mailer.recordMany = recordMany;
    }
    // The second batch died inside its transaction: its outbox rows and links are gone together.
    const [b] = await ctx.db.select().from(ppg_broadcasts).where(eq(ppg_broadcasts.id, id));
    expect(b?.diserahkan).toBe(2);
    expect((await mailsOf(judul)).length).toBe(2);
    // A first batch run again after it committed (its job not yet marked done) does nothing.
    expect(await runBatch(ctx, { id, dari: 0 })).toBe(0);
    // The retried batch resumes where the committed ones ended.
    await drain();
    const frozen = await ctx.db
      .select()
      .from(ppg_broadcast_penerimas)
      .where(eq(ppg_broadcast_penerimas.broadcast_id, id));
    const mails = await mailsOf(judul);
    expect(mails.length).toBe(frozen.length);
    expect(new Set(mails.map((m) => m.to)).size).toBe(frozen.length);
    expect(frozen.every((p) => p.email_id !== null)).toBe(true);

    // Two fail at the transport; "kirim ulang yang gagal" puts them back in the outbox's hands.
    const failedIds = mails.slice(0, 2).map((m) => m.id);
    await ctx.db
      .update(trx_emails)
      .set({ status: 'failed', error: 'SMTP 550 mailbox unavailable', attempts: 3 })
      .where(inArray(trx_emails.id, failedIds));
    const prog = (await detail('anggota_tim_ppg', id)).progres;
    expect(prog.gagal).toBe(2);
    const failedList = await as('anggota_tim_ppg')('GET', `/api/broadcast/${id}/penerima?status=gagal`);
    expect(failedList.json().data.items[0].alasan).toContain('550');
    const resend = await as('anggota_tim_ppg')('POST', `/api/broadcast/${id}/kirim-ulang`);
    expect(resend.statusCode, resend.body).toBe(200);
    expect(resend.json().data.jumlah).toBe(2);
    const again = await ctx.db.select().from(trx_emails).where(inArray(trx_emails.id, failedIds));
    expect(again.every((m) => m.status === 'pending' && m.attempts === 0)).toBe(true);
    // A batch job that spent its attempts leaves recipients queued: "kirim ulang" resumes the sending there.
    await ctx.db
      .update(ppg_broadcasts)
      .set({ diserahkan: frozen.length - 1 })
      .where(eq(ppg_broadcasts.id, id));
    const last = frozen.at(-1);
    await ctx.db
      .update(ppg_broadcast_penerimas)
      .set({ email_id: null })
      .where(eq(ppg_broadcast_penerimas.id, last?.id ?? 0));
    await ctx.db.delete(trx_emails).where(eq(trx_emails.id, last?.email_id ?? 0));
    expect((await detail('anggota_tim_ppg', id)).progres.antri).toBe(1);
    expect((await as('anggota_tim_ppg')('POST', `/api/broadcast/${id}/kirim-ulang`)).statusCode).toBe(200);
    await drain();
    expect((await detail('anggota_tim_ppg', id)).progres.antri).toBe(0);
    const rows = await ctx.db
      .select()
      .from(ppg_broadcast_penerimas)
      .where(
        and(
          eq(ppg_broadcast_penerimas.broadcast_id, id),
          inArray(ppg_broadcast_penerimas.email_id, failedIds),
        ),
      );
    expect(rows.every((r) => r.kirim_ulang === 1)).toBe(true);
    expect((await mailsOf(judul)).length).toBe(frozen.length);
  });

  it('refuses resending a broadcast not approved (409), and lists with the saved filter fields', async () => {
    const { id } = await draft('anggota_tim_ppg', 'Draf Belum Diajukan');
    expect((await as('anggota_tim_ppg')('POST', `/api/broadcast/${id}/kirim-ulang`)).statusCode).toBe(409);
    const year = new Date().getFullYear();
    const list = await as('anggota_tim_ppg')('GET', `/api/broadcast?judul=belum%20diajukan&tahun=${year}`);
    expect(list.json().data.items.map((i: { id: number }) => i.id)).toEqual([id]);
    const saved = await as('anggota_tim_ppg')('POST', '/api/broadcast/filter', {
      nama: 'Tahun ini',
      params: { tahun: String(year) },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const badFilter = await as('anggota_tim_ppg')('POST', '/api/broadcast/filter', {
      nama: 'Salah',
      params: { status: 'DRAF' },
    });
    expect(badFilter.statusCode).toBe(422);
    expect((await mailsOf('Draf Belum Diajukan')).length).toBe(0);
    expect(
      (await ctx.db.select().from(trx_emails).where(like(trx_emails.subject, '%Draf Belum%'))).length,
    ).toBe(0);
  });
});

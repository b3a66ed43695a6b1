import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_logs, trx_emails, users } from '../../db/schema';
import { bearer, caller, createTestApp, loginAs, multipart, type TestApp, TINY_PNG } from '../../test/app';

let t: TestApp;
let individu: string;
let upg: string;
beforeAll(async () => {
  t = await createTestApp();
  [individu, upg] = [await loginAs(t.app, 'individu'), await loginAs(t.app, 'upg')];
});
afterAll(() => t.close());

const upload = (token: string | null, file: { bytes: Buffer; filename: string; field?: string }) => {
  const body = multipart(file);
  return t.app.inject({
    method: 'POST',
    url: '/api/user/avatar',
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
};

async function lastMailTo(to: string) {
  const [mail] = await t.database.db
    .select()
    .from(trx_emails)
    .where(eq(trx_emails.to, to))
    .orderBy(desc(trx_emails.id))
    .limit(1);
  return { mail, token: /\/activation\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? null };
}

describe('avatar', () => {
  it('stores an image, shows it in the profile and streams it to its owner only', async () => {
    const res = await upload(individu, { bytes: TINY_PNG, filename: 'saya.png' });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.avatar_url;
    expect(url).toMatch(/^user\/avatar\?v=\d+$/);
    const profile = await caller(t.app, individu)('GET', '/api/my-profile');
    expect(profile.json().data.avatar_url).toBe(url);

    const own = await caller(t.app, individu)('GET', `/api/${url}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(TINY_PNG)).toBe(true);

    // Another user reaches only their own avatar (none yet), never this one.
    const other = await caller(t.app, upg)('GET', `/api/${url}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Foto profil belum diunggah');
    expect((await caller(t.app)('GET', '/api/user/avatar')).statusCode).toBe(401);
  });

  it('replaces the old avatar and audits the change', async () => {
    const first = (await upload(upg, { bytes: TINY_PNG, filename: 'a.png' })).json().data.avatar_url;
    const second = (await upload(upg, { bytes: TINY_PNG, filename: 'b.png' })).json().data.avatar_url;
    expect(second).not.toBe(first);
    const rows = await t.database.db.select().from(audit_logs).where(eq(audit_logs.action, 'avatar_update'));
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a file that is not an image by its bytes, a missing file and one above 2 MB', async () => {
    const pdf = await upload(individu, { bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), filename: 'foto.png' });
    expect(pdf.statusCode).toBe(422);
    expect(pdf.json().errors.file[0]).toContain('Jenis berkas tidak didukung');
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const large = await upload(individu, { bytes: big, filename: 'besar.png' });
    expect(large.statusCode).toBe(422);
    expect(large.json().errors.file).toEqual(['Ukuran berkas maksimal 2 MB']);
    const wrongField = await upload(individu, { bytes: TINY_PNG, filename: 'a.png', field: 'foto' });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().errors.file).toEqual(['Berkas wajib diunggah']);
    expect((await upload(null, { bytes: TINY_PNG, filename: 'a.png' })).statusCode).toBe(401);
  });
});

describe('POST /api/user/change-email', () => {
  it('checks the password and that the address is free', async () => {
    const wrong = await caller(t.app, individu)('POST', '/api/user/change-email', {
      email: 'baru@contoh.go.id',
      password: 'Salah2026',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['Kata sandi tidak sesuai'] });
    const taken = await caller(t.app, individu)('POST', '/api/user/change-email', {
      email: 'UPG@demo.gratifikasi.go.id',
      password: 'Demo#2026',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['Email sudah digunakan'] });
    const same = await caller(t.app, individu)('POST', '/api/user/change-email', {
      email: 'individu@demo.gratifikasi.go.id',
      password: 'Demo#2026',
    });
    expect(same.json().errors.email).toEqual(['Email baru sama dengan email saat ini']);
    expect(
      (await caller(t.app)('POST', '/api/user/change-email', { email: 'a@b.id', password: 'x' })).statusCode,
    ).toBe(401);
  });

  it('mails a link to the new address and a notice to the old; the link changes the e-mail once', async () => {
    const observer = await loginAs(t.app, 'observer');
    const res = await caller(t.app, observer)('POST', '/api/user/change-email', {
      email: 'pengamat.baru@contoh.go.id',
      password: 'Demo#2026',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(
      'Tautan konfirmasi telah dikirim ke email baru. Silakan cek email baru Anda.',
    );
    const { token } = await lastMailTo('pengamat.baru@contoh.go.id');
    expect(token).not.toBeNull();
    const notice = await lastMailTo('observer@demo.gratifikasi.go.id');
    expect(notice.mail.subject).toBe('Pemberitahuan perubahan email Gratifikasi Online');
    expect(notice.token).toBeNull();
    // Nothing changes until the link is opened.
    const [before] = await t.database.db.select().from(users).where(eq(users.username, 'observer'));
    expect(before.email).toBe('observer@demo.gratifikasi.go.id');

    const confirm = await caller(t.app)('POST', '/api/user/activation', { token });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({
      data: { type: 'EMAIL_CHANGE', email: 'pengamat.baru@contoh.go.id' },
      message: 'Email berhasil diubah',
    });
    const [after] = await t.database.db.select().from(users).where(eq(users.username, 'observer'));
    expect(after.email).toBe('pengamat.baru@contoh.go.id');
    expect((await caller(t.app)('POST', '/api/user/activation', { token })).statusCode).toBe(422);
  });

  it('refuses the confirmation when the new address was taken in the meantime', async () => {
    const ketua = await loginAs(t.app, 'ketua_tim');
    await caller(t.app, ketua)('POST', '/api/user/change-email', {
      email: 'rebutan@contoh.go.id',
      password: 'Demo#2026',
    });
    const { token } = await lastMailTo('rebutan@contoh.go.id');
    await t.database.db
      .update(users)
      .set({ email: 'rebutan@contoh.go.id' })
      .where(eq(users.username, 'direktur'));
    const res = await caller(t.app)('POST', '/api/user/activation', { token });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Email sudah digunakan'] });
    const [ketuaRow] = await t.database.db.select().from(users).where(eq(users.username, 'ketua_tim'));
    expect(ketuaRow.email).toBe('ketua_tim@demo.gratifikasi.go.id');
  });
});

describe('POST /api/user/update', () => {
  it('updates name and phone, shown in the profile, audited', async () => {
    const sekretaris = await loginAs(t.app, 'sekretaris');
    const res = await caller(t.app, sekretaris)('POST', '/api/user/update', {
      name: 'Sekar Ayu, S.H.',
      telepon: '+62 21 2557 8300',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Profil berhasil diperbarui');
    const profile = (await caller(t.app, sekretaris)('GET', '/api/my-profile')).json().data;
    expect(profile).toMatchObject({ name: 'Sekar Ayu, S.H.', telepon: '+62 21 2557 8300' });
    const [row] = await t.database.db
      .select()
      .from(audit_logs)
      .where(eq(audit_logs.action, 'account_update'))
      .orderBy(desc(audit_logs.id))
      .limit(1);
    expect(row.after).toEqual({ name: 'Sekar Ayu, S.H.', telepon: '+62 21 2557 8300' });
  });

  it('answers 422 in Indonesian and 401 without a token', async () => {
    const res = await caller(t.app, individu)('POST', '/api/user/update', { name: 'B4di', telepon: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['Nama hanya boleh berisi huruf, apostrof, spasi, titik, dan koma'],
      telepon: ['Nomor telepon tidak valid'],
    });
    expect(
      (await caller(t.app)('POST', '/api/user/update', { name: 'A', telepon: '0812345678' })).statusCode,
    ).toBe(401);
  });
});

import { REGISTRATION_MESSAGES } from '@gratifikasi/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit_logs, role_users, trx_emails, user_tokens, users } from '../../db/schema';
import { sha256 } from '../../platform/tokens';
import { bearer, caller, createTestApp, type TestApp } from '../../test/app';

const EXPIRED = 'Tautan sudah kedaluwarsa, silakan tekan tombol refresh dan tekan kembali tautan terkait.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitAnonMax: 10_000 });
});
afterAll(() => t.close());

const anon = () => caller(t.app);

let serial = 0;
/** A fresh registration body: a unique NIK (serial), e-mail and username per call. */
function person(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const n = String(serial).padStart(4, '0');
  return {
    nama: "Siti Nur'aini",
    nik: `317101450590${n}`,
    email: `siti${n}@contoh.go.id`,
    username: `siti.${n}`,
    telepon: '0812 3456 7890',
    password: 'Rahasia2026',
    password_confirmation: 'Rahasia2026',
    persetujuan: true,
    ...overrides,
  };
}

/** The newest outbox mail to an address, and the token of the /activation link in it. */
async function lastMailTo(to: string) {
  const [mail] = await t.database.db
    .select()
    .from(trx_emails)
    .where(eq(trx_emails.to, to))
    .orderBy(desc(trx_emails.id))
    .limit(1);
  const token = /\/activation\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? null;
  return { mail, token };
}

/** Registration is limited to 10 a minute per IP: each test registration comes from its own address. */
const registration = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/registration',
    remoteAddress: `10.1.${Math.floor(serial / 250)}.${serial % 250}`,
    payload: body,
  });

async function register(body = person()) {
  const res = await registration(body);
  return { res, body, token: (await lastMailTo(body.email)).token };
}

const login = (username: string, password = 'Rahasia2026') =>
  anon()('POST', '/api/auth/login', { username, password, captcha: '', token: '', code: '' });

describe('GET /api/user/registration-checknik/{nik}', () => {
  it('reads sex and birth date from a valid, free NIK (day above 40: woman)', async () => {
    const res = await anon()('GET', '/api/user/registration-checknik/3171014505900001');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      nik: '3171014505900001',
      valid: true,
      terdaftar: false,
      jenis_kelamin: 'P',
      tanggal_lahir: '1990-05-05',
      pesan: null,
    });
    const man = (await anon()('GET', '/api/user/registration-checknik/3171011203050002')).json().data;
    expect(man).toMatchObject({ jenis_kelamin: 'L', tanggal_lahir: '2005-03-12' });
  });

  it('says an invalid NIK is invalid, in Indonesian', async () => {
    const res = await anon()('GET', '/api/user/registration-checknik/3171013102900001');
    expect(res.json().data).toMatchObject({
      valid: false,
      terdaftar: false,
      jenis_kelamin: null,
      pesan: 'Tanggal lahir pada NIK tidak valid',
    });
    const short = (await anon()('GET', '/api/user/registration-checknik/12345')).json().data;
    expect(short.pesan).toBe('NIK harus terdiri dari 16 digit angka');
  });

  it('marks a NIK held by a live pelapor or account as registered', async () => {
    const pelapor = (await anon()('GET', '/api/user/registration-checknik/3201011201900003')).json().data;
    expect(pelapor).toMatchObject({ valid: true, terdaftar: true, pesan: 'NIK sudah terdaftar' });
    const { body } = await register();
    const account = (await anon()('GET', `/api/user/registration-checknik/${body.nik}`)).json().data;
    expect(account.terdaftar).toBe(true);
  });
});

describe('POST /api/user/registration', () => {
  it('creates a pending individu account, an activation token and its mail, audited', async () => {
    const { res, body, token } = await register();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      data: { username: body.username, email: body.email },
      message: 'Registrasi berhasil. Silakan periksa email Anda untuk mengaktifkan akun.',
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.username, body.username));
    expect(user).toMatchObject({ name: body.nama, nik: body.nik, telepon: body.telepon, activated_at: null });
    const roles = await t.database.db.select().from(role_users).where(eq(role_users.user_id, user.id));
    expect(roles.map((r) => r.role_id)).toEqual([16]);
    const tokens = await t.database.db.select().from(user_tokens).where(eq(user_tokens.user_id, user.id));
    expect(tokens).toHaveLength(1);
    expect(tokens[0].type).toBe('ACTIVATION');
    expect(tokens[0].token_hash).not.toContain(token);
    const hours = (tokens[0].expires_at.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const { mail } = await lastMailTo(body.email);
    expect(mail.subject).toBe('Aktivasi akun Gratifikasi Online');
    expect(mail.text).toContain(`${t.app.ctx.config.appUrl}/activation/${token}`);
    const [row] = await t.database.db
      .select()
      .from(audit_logs)
      .where(and(eq(audit_logs.action, 'register'), eq(audit_logs.entity_id, String(user.id))));
    expect(row.user_id).toBe(user.id);
  });

  it('answers 422 in Indonesian for a taken NIK, e-mail and username', async () => {
    const { body: first } = await register();
    const res = await registration(
      person({ nik: first.nik, email: first.email.toUpperCase(), username: first.username.toUpperCase() }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      nik: [REGISTRATION_MESSAGES.nikTaken],
      email: ['Email sudah digunakan'],
      username: ['Nama pengguna sudah digunakan'],
    });
    const pelaporNik = await registration(person({ nik: '3201011201900003' }));
    expect(pelaporNik.json().errors.nik).toEqual(['NIK sudah terdaftar']);
  });

  it('lets only one of two simultaneous registrations claim a NIK', async () => {
    const a = person();
    const b = person({ nik: a.nik });
    const [ra, rb] = await Promise.all([registration(a), registration(b)]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([201, 422]);
    const loser = ra.statusCode === 422 ? ra : rb;
    expect(loser.json().errors.nik).toEqual(['NIK sudah terdaftar']);
    const holders = await t.database.db.select().from(users).where(eq(users.nik, a.nik));
    expect(holders).toHaveLength(1);
  });

  it('checks every field with the shared rules', async () => {
    const res = await registration({
      nama: 'Budi 123',
      nik: '3171013102900001',
      email: 'bukan-email',
      username: 'ab',
      telepon: 'abc',
      password: 'pendek',
      password_confirmation: 'lain',
      persetujuan: false,
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.nama[0]).toBe('Nama hanya boleh berisi huruf, apostrof, spasi, titik, dan koma');
    expect(errors.nik[0]).toBe('Tanggal lahir pada NIK tidak valid');
    expect(errors.email[0]).toBe('Format email tidak valid');
    expect(errors.username[0]).toBe('Nama pengguna minimal 4 karakter');
    expect(errors.telepon[0]).toBe('Nomor telepon tidak valid');
    expect(errors.password[0]).toBe('Kata sandi minimal 8 karakter');
    expect(errors.persetujuan[0]).toBe(REGISTRATION_MESSAGES.consent);
  });

  it('asks for the captcha when captcha is on', async () => {
    const withCaptcha = await createTestApp({ captchaEnabled: true, rateLimitAnonMax: 10_000 });
    try {
      const res = await caller(withCaptcha.app)('POST', '/api/user/registration', person());
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.captcha).toEqual(['Captcha tidak sesuai, silakan coba lagi']);
    } finally {
      await withCaptcha.close();
    }
  });
});

describe('activation', () => {
  it('refuses login before activation and allows it after; the link works once', async () => {
    const { body, token } = await register();
    const before = await login(body.username);
    expect(before.statusCode).toBe(403);
    expect(before.json().message).toBe(REGISTRATION_MESSAGES.notActivated);
    // A wrong password still answers as a wrong password (the pending state is not revealed).
    expect((await login(body.username, 'Salah12345')).statusCode).toBe(401);

    const res = await anon()('POST', '/api/user/activation', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { type: 'ACTIVATION', username: body.username, email: body.email },
      message: 'Akun berhasil diaktivasi. Silakan masuk.',
    });
    const after = await login(body.username);
    expect(after.statusCode).toBe(200);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/my-profile',
      headers: bearer(after.json().data.access_token),
    });
    expect(profile.json().data).toMatchObject({ active_role: { name: 'individu' }, pelapors: [] });

    const again = await anon()('POST', '/api/user/activation', { token });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(EXPIRED);
  });

  it('answers LINK_EXPIRED for an expired or unknown token', async () => {
    const { body, token } = await register();
    await t.database.db
      .update(user_tokens)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(user_tokens.token_hash, sha256(token ?? '')));
    const expired = await anon()('POST', '/api/user/activation', { token });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toBe(EXPIRED);
    expect((await login(body.username)).statusCode).toBe(403);
    const unknown = await anon()('POST', '/api/user/activation', { token: 'tidak-ada' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(EXPIRED);
  });

  it('activation-changepassword activates and sets the password, once', async () => {
    const { body, token } = await register();
    const weak = await anon()('POST', '/api/user/activation-changepassword', {
      token,
      password: 'abc',
      password_confirmation: 'abc',
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password[0]).toBe('Kata sandi minimal 8 karakter');
    const payload = { token, password: 'SandiBaru2026', password_confirmation: 'SandiBaru2026' };
    const res = await anon()('POST', '/api/user/activation-changepassword', payload);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.type).toBe('ACTIVATION');
    expect((await login(body.username, 'SandiBaru2026')).statusCode).toBe(200);
    expect((await login(body.username)).statusCode).toBe(401);
    const again = await anon()('POST', '/api/user/activation-changepassword', payload);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(EXPIRED);
  });
});

describe('POST /api/user/activation-request', () => {
  const message =
    'Jika email tersebut terdaftar dan belum diaktivasi, tautan aktivasi baru telah dikirim ke email tersebut.';

  it('mails a new link and spends the old one for a pending account', async () => {
    const { body, token: old } = await register();
    const res = await anon()('POST', '/api/user/activation-request', { email: body.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null, message });
    const { token: fresh } = await lastMailTo(body.email);
    expect(fresh).not.toBe(old);
    expect((await anon()('POST', '/api/user/activation', { token: old })).statusCode).toBe(422);
    expect((await anon()('POST', '/api/user/activation', { token: fresh })).statusCode).toBe(200);
  });

  it('answers the same for an unknown or already active address and mails nothing', async () => {
    const count = async () => (await t.database.db.select().from(trx_emails)).length;
    const before = await count();
    const unknown = await anon()('POST', '/api/user/activation-request', { email: 'tidak.ada@contoh.go.id' });
    const active = await anon()('POST', '/api/user/activation-request', {
      email: 'individu@demo.gratifikasi.go.id',
    });
    expect(unknown.statusCode).toBe(200);
    expect(active.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ data: null, message });
    expect(active.json()).toEqual(unknown.json());
    expect(await count()).toBe(before);
  });

  it('is rate-limited per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/activation-request',
        remoteAddress: '10.9.9.9',
        payload: { email: 'x@contoh.go.id' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.at(-1)).toBe(429);
    const other = await anon()('POST', '/api/user/activation-request', { email: 'x@contoh.go.id' });
    expect(other.statusCode).toBe(200);
  });
});

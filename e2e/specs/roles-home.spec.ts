import { buildPath, homeRouteName, type RoleName, roleByName } from '@gratifikasi/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiGet, apiProfile, apiToken, bearer } from '../support/api';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/demo';
import { reportWithSk } from '../support/og';
import { expect, test } from '../support/session';
import { expectSignedInHeader, loginThroughForm } from '../support/ui';

// Spec §6: after login every role lands on its own home. The expected path comes from the domain's
// homeRouteName (the rule the guard uses), fed with the profile the server returns for that account.
for (const account of DEMO_ACCOUNTS) {
  test(`${account.role} (${account.username}) logs in and lands on its home`, async ({ page, request }) => {
    const profile = await apiProfile(request, await apiToken(request, account.username));
    expect(profile.active_role?.name).toBe(account.role);
    const expectedPath = buildPath(homeRouteName(profile));

    await loginThroughForm(page, account.username);

    await expect(page).toHaveURL((url) => url.pathname === expectedPath);
    await expectSignedInHeader(page, profile.name, account.label);
  });
}

// Issue 24 §3: the homes with the role's own work. Each figure is a link to the list filtered the same way; the
// list it opens holds as many records as the figure says. Other specs add reports and objects at the same time, so
// a figure and its list are read together and compared again until they agree.

const stamp = Date.now().toString(36);
/** Women born 15-05-1990 in Jakarta Pusat, serial from the clock (a reused server keeps its pelapors). */
const nik = (prefix: string) => `${prefix}550590${String(1000 + (Date.now() % 9000))}`;

/** An account with one role, made through the admin API; answers its username. */
async function createAccount(request: APIRequestContext, role: RoleName): Promise<string> {
  const username = `${role}_home_${stamp}`;
  const res = await request.post('/api/admin/users', {
    headers: bearer(await apiToken(request, 'sysadmin')),
    data: {
      username,
      name: `Uji Beranda ${role}`,
      email: `${username}@e2e.gratifikasi.go.id`,
      password: DEMO_PASSWORD,
      roles: [{ role_id: roleByName(role).id }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return username;
}

/** A pelapor of Kementerian Keuangan recorded by `username` (a UPG's employee, a data entry's reporter). */
async function createPelapor(
  request: APIRequestContext,
  username: string,
  nikPrefix: string,
): Promise<number> {
  const token = await apiToken(request, username);
  const items = async (path: string) => {
    const res = await request.get(`/api/${path}`, { headers: bearer(token) });
    expect(res.status(), path).toBe(200);
    return ((await res.json()) as { data: { items: { id: number }[] } }).data.items;
  };
  const [provinsi] = await items('provinsis?q=Jawa%20Barat');
  const [kota] = await items(`kota-kabupatens?provinsi_id=${provinsi?.id}&q=Kabupaten%20Bogor`);
  const [instansi] = await items('instansi/list-all?q=Kementerian%20Keuangan');
  const res = await request.post('/api/pelapor', {
    headers: bearer(token),
    data: {
      nama: nikPrefix === '317106' ? 'Dewi Beranda' : 'Umar Beranda',
      nik: nik(nikPrefix),
      tempat_lahir: 'Bogor',
      tanggal_lahir: '1990-05-15',
      alamat: 'Jl. Lapangan Banteng No. 1',
      provinsi_id: provinsi?.id,
      kota_kabupaten_id: kota?.id,
      telepon: '081234500020',
      email: `beranda.${nikPrefix}.${stamp}@e2e.gratifikasi.go.id`,
      instansi_id: instansi?.id,
      jabatan: 'Pelaksana',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

/** The count a figure of the home shows (the big number under its label, "1.285" read as 1285). */
async function figureCount(page: Page, key: string): Promise<number> {
  const link = page.locator(`[data-figure="${key}"]`);
  await expect(link).toBeVisible({ timeout: 30_000 });
  const shown = (await link.locator('div').last().textContent()) ?? '';
  return Number(shown.replace(/\./g, ''));
}

/** Opens the home, reads the figure, follows it and checks the list shows that many records (`dari N data`). */
async function figureOpensItsList(page: Page, home: string, key: string, listPath: RegExp): Promise<number> {
  let seen = 0;
  await expect(async () => {
    await page.goto(home);
    seen = await figureCount(page, key);
    expect(seen).toBeGreaterThan(0);
    await page.locator(`[data-figure="${key}"]`).click();
    await expect(page).toHaveURL(listPath);
    await expect(page.getByText(new RegExp(`dari ${seen} data`))).toBeVisible({ timeout: 60_000 });
  }).toPass({ timeout: 180_000 });
  return seen;
}

/** The login form, with room for a loaded machine's password check (the shared helper waits 10 s). */
async function signInSlowly(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Nama pengguna').fill(username);
  await page.getByLabel('Kata sandi', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 60_000 });
}

/** Forgets the session the SPA keeps, so the next login is another account's. */
async function signOut(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}

test.describe('homes with the role’s own work', () => {
  test.describe.configure({ mode: 'serial' });

  test('data entry: its draft is on its home, and the figure opens its drafts', async ({ page, request }) => {
    test.setTimeout(240_000);
    const username = await createAccount(request, 'data_entry');
    const pelaporId = await createPelapor(request, username, '317106');
    const draft = await request.post('/api/laporan/draft', {
      headers: bearer(await apiToken(request, username)),
      data: { pelapor_id: pelaporId },
    });
    expect(draft.status(), await draft.text()).toBe(200);

    await signInSlowly(page, username);
    await expect(page).toHaveURL((url) => url.pathname === '/data-entry/beranda');
    await expect(page.getByRole('link', { name: /^Draf belum dikirim\s*1$/ })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('list', { name: 'Tugas dengan batas waktu' })).toContainText(
      'Lengkapi dan kirim draf',
    );
    await page.getByRole('link', { name: /^Draf belum dikirim\s*1$/ }).click();
    await expect(page).toHaveURL(/\/data-entry\/laporan\/anggota\?status=DRAFT/);
    // The list's screen loads lazily: slow on a loaded machine.
    await expect(page.getByText('1–1 dari 1 data')).toBeVisible({ timeout: 60_000 });
  });

  test('UPG: a report received for its employee waits to be forwarded; the figure opens that queue', async ({
    page,
    request,
  }) => {
    test.setTimeout(360_000);
    const pelaporId = await createPelapor(request, 'upg', '317107');
    const master = async (key: string, kode: string) =>
      (
        await apiGet<{ items: { id: number; kode?: string }[] }>(
          request,
          'upg',
          `admin/masters/${key}?per_page=200`,
        )
      ).items.find((r) => r.kode === kode)?.id;
    const res = await request.post('/api/laporan/save', {
      headers: bearer(await apiToken(request, 'upg')),
      data: {
        pelapor_id: pelaporId,
        jenis_peristiwa_id: await master('jenis-peristiwa', 'KUNJUNGAN_KERJA'),
        tempat_penerimaan: 'Kantor Pusat',
        tanggal_penerimaan: new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10),
        hubungan_pemberi_penerima_id: await master('hubungan-pemberi-penerima', 'REKANAN'),
        nama_pemberi: `Pemberi Beranda ${stamp}`,
        instansi_pemberi: 'PT Contoh',
        alamat_pemberi: 'Jl. Sudirman 1, Jakarta',
        kronologi: 'Pemberi menyerahkan bingkisan setelah rapat koordinasi di kantor.',
        rincian: [
          {
            jenis_penerimaan_id: await master('jenis-penerimaan', 'BARANG'),
            jenis_objek_id: await master('jenis-objek', 'ELEKTRONIK'),
            jumlah: 1,
            uraian: 'Telepon genggam',
            nilai_taksiran: '2500000',
          },
        ],
        pernyataan_benar: true,
      },
    });
    expect(res.status(), await res.text()).toBe(200);

    await signInSlowly(page, 'upg');
    await expect(page.getByRole('list', { name: 'Tugas dengan batas waktu' })).toContainText(
      'Teruskan ke KPK',
      {
        timeout: 30_000,
      },
    );
    await figureOpensItsList(page, '/upg/beranda', 'teruskan', /\/upg\/laporan\?status=DITERIMA_UPG/);
  });

  test('object manager, KPK admin and reporter: the state-owned object appears on each home', async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    await reportWithSk(request, `Pemberi Beranda OG ${stamp}`);

    await signInSlowly(page, 'admin_pengelola_og');
    await figureOpensItsList(page, '/kpk/beranda', 'og_belum_serah', /\/kpk\/kpk-rincian-og-belum-djkn/);

    await signOut(page);
    await signInSlowly(page, 'admin');
    await figureOpensItsList(page, '/kpk/beranda', 'og_belum_diterima', /\/kpk\/og-list\?state=DIHARAPKAN/);

    await signOut(page);
    await signInSlowly(page, 'individu');
    await expect(async () => {
      await page.goto('/individu/beranda');
      const n = await figureCount(page, 'kirim_og');
      expect(n).toBeGreaterThan(0);
      await page.locator('[data-figure="kirim_og"]').click();
      await expect(page).toHaveURL(/\/individu\/laporan\?tindakan=kirim_og/);
      await expect(page.getByText('Objek yang harus diserahkan')).toBeVisible();
      // Under the filter the tabs count only those reports: together, the figure's count.
      const tabs = page.getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      const counts = (await tabs.allTextContents()).map((t) => Number(/\((\d+)\)/.exec(t)?.[1] ?? 0));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(n);
    }).toPass({ timeout: 120_000 });
  });
});

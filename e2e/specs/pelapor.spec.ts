import { roleByName } from '@gratifikasi/domain';
import type { Page } from '@playwright/test';
import { apiLogin, apiLogout, apiToken, bearer } from '../support/api';
import { searchList, tableRows } from '../support/masters';
import { expect, test } from '../support/session';

// Issue 4 §2: reporter profiles. A UPG records a reporter of its own instansi and finds it in its list; an
// individu cannot open somebody else's profile by typing its URL.

/** A valid, unused NIK of a woman born 15-05-1990 (serial from the clock, never 0000). */
function freshNik(): string {
  const serial = String(1000 + (Date.now() % 9000));
  return `317101550590${serial}`;
}

/** Opens a searchable antd Select, types to narrow it (long lists are virtual) and picks the option. */
async function pick(page: Page, name: string, search: string, option: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name });
  const choice = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first();
  await expect(async () => {
    await combobox.click({ timeout: 5_000 });
    await combobox.fill(search, { timeout: 5_000 });
    await choice.click({ timeout: 5_000 });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

test.describe('signed in as upg', () => {
  test.use({ signedInAs: 'upg' });

  test('a UPG creates a pelapor of its instansi and finds it in its list', async ({ page }) => {
    test.setTimeout(120_000);
    const nik = freshNik();
    // Names take letters only: the stamp's digits become letters too.
    const stamp = Date.now()
      .toString(36)
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
    const nama = `Siti Uji ${stamp}`;
    await page.goto('/upg/pelapor-create');
    // The first visit of a fresh server loads the SPA cold: give it time.
    await expect(page.getByRole('heading', { name: 'Tambah Pelapor' })).toBeVisible({ timeout: 30_000 });

    const nikBox = page.getByRole('textbox', { name: 'NIK' });
    await nikBox.fill(nik);
    await nikBox.blur();
    await expect(page.getByText('NIK valid · Perempuan · lahir 15-05-1990')).toBeVisible();
    await expect(page.getByPlaceholder('DD-MM-YYYY').first()).toHaveValue('15-05-1990');

    await page.locator('#nama').fill(nama);
    await page.locator('#tempat_lahir').fill('Bogor');
    await page.locator('#telepon').fill('081234500001');
    await page.locator('#email').fill('siti.uji@e2e.gratifikasi.go.id');
    await page.locator('#alamat').fill('Jl. Pajajaran No. 1, Bogor');
    await pick(page, 'Provinsi', 'Jawa Barat', 'Jawa Barat');
    await pick(page, 'Kota/Kabupaten', 'Bogor', 'Kabupaten Bogor');
    await pick(page, 'Instansi', 'Keuangan', 'Kementerian Keuangan');
    await page.locator('#jabatan').fill('Pemeriksa Pajak');
    await page.getByRole('button', { name: 'Simpan' }).click();

    // Saved: the detail screen shows the profile with its first riwayat row.
    await expect(page).toHaveURL(/\/upg\/pelapor-detail\/\d+$/);
    await expect(page.getByRole('heading', { name: nama })).toBeVisible();
    await expect(page.getByText('Kementerian Keuangan').first()).toBeVisible();

    await page.goto('/upg/pelapor');
    await searchList(page, stamp);
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText(nik);
  });
});

test.describe('signed in as individu', () => {
  test.use({ signedInAs: 'individu' });

  test("an individu cannot open another individu's pelapor by URL", async ({ page, request }) => {
    test.setTimeout(120_000);
    const username = `e2e_pelapor_${Date.now().toString(36)}`;
    const password = 'Pelapor#2026e2e';
    // A self-service account files only as the pelapor with its own NIK, which the administrator records.
    const nik = freshNik().replace(/^317101/, '317102');
    const admin = await apiToken(request, 'sysadmin');
    const created = await request.post('/api/admin/users', {
      headers: bearer(admin),
      data: {
        username,
        name: 'Pelapor Lain',
        email: `${username}@e2e.gratifikasi.go.id`,
        nik,
        password,
        roles: [{ role_id: roleByName('individu').id }],
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    // The other individu records their own profile through the API.
    const other = (await apiLogin(request, username, password)).access_token;
    const ids = async (path: string, query = '') => {
      const res = await request.get(`/api/${path}${query}`, { headers: bearer(other) });
      return ((await res.json()) as { data: { items: { id: number }[] } }).data.items;
    };
    const [provinsi] = await ids('provinsis', '?q=Jawa%20Barat');
    const [kota] = await ids('kota-kabupatens', `?provinsi_id=${provinsi.id}&q=Kabupaten%20Bogor`);
    const [instansi] = await ids('instansi/list-all', '?q=Kementerian%20Keuangan');
    const res = await request.post('/api/pelapor', {
      headers: bearer(other),
      data: {
        nama: 'Pelapor Lain',
        nik,
        tempat_lahir: 'Bogor',
        tanggal_lahir: '1990-05-15',
        alamat: 'Jl. Lain No. 2',
        provinsi_id: provinsi.id,
        kota_kabupaten_id: kota.id,
        telepon: '081234500002',
        email: `${username}@e2e.gratifikasi.go.id`,
        instansi_id: instansi.id,
        jabatan: 'Staf',
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const theirs = ((await res.json()) as { data: { id: number } }).data.id;
    await apiLogout(request, other);

    // The demo individu opens it by URL: the API answers 404 and the screens say it is not found.
    await page.goto(`/publik/pelapor-detail?id=${theirs}`);
    await expect(page.getByText('Pelapor tidak ditemukan')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Pelapor Lain')).toHaveCount(0);
    await page.goto(`/individu/pelapor-edit?id=${theirs}`);
    await expect(page.getByText('Pelapor tidak ditemukan')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Simpan' })).toHaveCount(0);
  });
});

import { expect, test } from '../support/session';

// Issue 24 §3 "Smaller": what a person met in the browser, each fixed at its source (the rules are unit-tested in
// packages/domain and the screens in apps/web; these prove the built SPA against the real server).

test.describe('signed in as individu', () => {
  test.use({ signedInAs: 'individu' });

  test('a /kpk address says why the reporter is sent home', async ({ page }) => {
    await page.goto('/kpk/beranda');

    await expect(page).toHaveURL(/\/individu\/beranda$/);
    await expect(page.getByText('Halaman ini hanya untuk pegawai KPK.')).toBeVisible();
  });

  test("'Ubah Pelapor' from the menu opens the reporter's own data, not 'Pelapor tidak ditemukan'", async ({
    page,
  }) => {
    await page.goto('/individu/pelapor-edit');

    await expect(page.getByRole('heading', { name: 'Ubah Pelapor' })).toBeVisible();
    await expect(page.getByLabel('Nama Lengkap')).not.toHaveValue('');
    await expect(page.getByText('Pelapor tidak ditemukan')).toHaveCount(0);
  });

  test('the report list opens on a tab that holds reports', async ({ page }) => {
    await page.goto('/individu/laporan');

    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    const counts = (await tabs.allInnerTexts()).map((t) => Number(/\((\d+)\)/.exec(t)?.[1] ?? 0));
    expect(counts.some((n) => n > 0)).toBe(true);
    const selected = await page.getByRole('tab', { selected: true }).innerText();
    expect(Number(/\((\d+)\)/.exec(selected)?.[1] ?? 0)).toBeGreaterThan(0);
  });
});

test.describe('a visitor', () => {
  test('/verifikasi-dokumen without a code offers a box to type or scan it', async ({ page }) => {
    await page.goto('/verifikasi-dokumen');

    await expect(page.getByRole('heading', { name: 'Verifikasi Dokumen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pindai dengan kamera' })).toBeVisible();
    const box = page.getByLabel('Kode verifikasi');
    await box.fill('bukan kode');
    await page.getByRole('button', { name: 'Periksa' }).click();
    await expect(page.getByText(/Kode verifikasi tidak dikenali/)).toBeVisible();

    // A well-formed code that no letter carries: the verification page says so and leads back to the box.
    await box.fill('0123456789ABCDEFGHJKMNPQRS');
    await page.getByRole('button', { name: 'Periksa' }).click();
    await expect(page).toHaveURL(/\/verifikasi-dokumen\/0123456789ABCDEFGHJKMNPQRS$/);
    await expect(page.getByTestId('status-dokumen')).toContainText('Dokumen tidak ditemukan');
    await page.getByRole('link', { name: 'Ketik atau pindai kode verifikasi lain' }).click();
    await expect(page.getByLabel('Kode verifikasi')).toBeVisible();
  });
});

test.describe('signed in as sysadmin', () => {
  test.use({ signedInAs: 'sysadmin' });

  test('Konfigurasi Aplikasi fits the screen, speaks in words, and edits a setting with a typed input', async ({
    page,
  }) => {
    await page.goto('/admin/app-configs');

    await expect(page.getByRole('link', { name: 'Batas melapor ke KPK' })).toBeVisible();
    await expect(page.getByText('30 hari kerja').first()).toBeVisible();
    const main = await page.locator('main').innerText();
    expect(main).not.toMatch(/\{"|":/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('link', { name: 'Batas melapor ke KPK' }).click();
    const input = page.getByRole('spinbutton', { name: 'Batas melapor ke KPK' });
    await expect(input).toHaveValue('30');
    await input.fill('300');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Maksimal 260 hari kerja')).toBeVisible();
  });
});

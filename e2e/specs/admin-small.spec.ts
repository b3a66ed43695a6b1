import { apiToken, bearer } from '../support/api';
import { searchList, tableRows } from '../support/masters';
import { expect, test } from '../support/session';

// Issue 28 §1: the screens whose routes answered not-found — the code lists, an internal rule added through
// /admin/master-aturan-internal/tambah, and the KPK admin's transform of an institution with its preview.
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

test.describe('system administrator', () => {
  test.use({ signedInAs: 'sysadmin' });

  test('reads the code lists and finds a code with where it is used', async ({ page }) => {
    await page.goto('/admin/codes');
    await expect(page.getByText('Status laporan', { exact: true })).toBeVisible({ timeout: 45_000 });
    await expect(page.getByText('Langkah workflow laporan')).toBeVisible();
    await searchList(page, 'REVIEW_NL');
    // The search opens the list it found, on its matching code only.
    await expect(page.getByText('Review negative list')).toBeVisible();
    await expect(page.getByText('Sumber definisi: labels/laporan.ts LAPORAN_STATUSES')).toBeVisible();
    await expect(page.getByText('Langkah workflow laporan')).toHaveCount(0);
    // Where it is used links to the screen.
    await page.getByRole('link', { name: 'Master: Master Status Laporan' }).first().click();
    await expect(page).toHaveURL(/\/admin\/master-status-laporan$/);
  });

  test('adds an internal rule through the tambah route', async ({ page }) => {
    const kode = `E2EAI${stamp}`;
    await page.goto('/admin/master-aturan-internal/tambah');
    const form = page.getByRole('dialog', { name: 'Tambah Aturan Internal' });
    await expect(form.getByLabel('Kode')).toBeVisible({ timeout: 45_000 });
    await form.getByLabel('Kode').fill(kode);
    await form.getByLabel('Judul').fill(`Larangan menerima hadiah ${stamp}`);
    await form
      .getByLabel('Isi Ketentuan')
      .fill('Pegawai dilarang menerima hadiah yang berhubungan dengan jabatan.');
    await form.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Data berhasil disimpan')).toBeVisible();
    await expect(form).toBeHidden();
    await searchList(page, kode);
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText(`Larangan menerima hadiah ${stamp}`);
  });
});

test.describe('KPK admin', () => {
  test.use({ signedInAs: 'admin' });

  test('transforms an institution into a unit kerja of another after its preview', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const headers = bearer(await apiToken(request, 'admin'));
    const create = async (key: string, data: Record<string, unknown>) => {
      const res = await request.post(`/api/admin/masters/${key}`, { headers, data });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()).data.id as number;
    };
    const lama = `Badan Uji Lama ${stamp}`;
    const baru = `Kementerian Uji ${stamp}`;
    const source = await create('instansi', { kode: `E2EL${stamp}`, nama: lama, is_active: true });
    await create('instansi', { kode: `E2EB${stamp}`, nama: baru, is_active: true });
    await create('unit-kerja', {
      kode: `E2EUK${stamp}`,
      nama: `Biro Uji ${stamp}`,
      instansi_id: source,
      is_active: true,
    });

    // From the institution's detail.
    await page.goto(`/kpk/master-instansis/${source}`);
    await page.getByRole('button', { name: 'Transformasi menjadi unit kerja' }).click({ timeout: 45_000 });
    await expect(page).toHaveURL(new RegExp(`/kpk/master-instansis/unit-kerja/${source}$`));
    await expect(page.getByText('Yang pindah ke instansi tujuan')).toBeVisible({ timeout: 45_000 });
    const pindah = page.locator('.ant-card').filter({ hasText: 'Yang pindah ke instansi tujuan' });
    await expect(pindah.locator('tr', { hasText: 'Unit kerja (menjadi sub unit kerja' })).toContainText('1');
    await expect(page.getByRole('button', { name: 'Transformasi', exact: true })).toBeDisabled();

    const select = page.getByRole('combobox', { name: 'Instansi tujuan' });
    await select.click();
    await select.fill(baru);
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: baru }).click();
    const run = page.getByRole('button', { name: 'Transformasi', exact: true });
    await expect(run).toBeEnabled();
    await run.click();
    const modal = page.getByRole('dialog', { name: 'Transformasi instansi?' });
    await expect(modal).toContainText(`${lama} akan menjadi unit kerja pada ${baru}`);
    await modal.getByRole('button', { name: 'Ya, transformasi' }).click();
    await expect(page.getByText(`${lama} telah menjadi unit kerja ${baru}`)).toBeVisible();

    // The new unit kerja opens; the institution says where it went.
    await page.getByRole('button', { name: 'Lihat unit kerja baru' }).click();
    await expect(page).toHaveURL(/\/kpk\/master-unit-kerjas\/\d+$/);
    await expect(page.getByText(baru).first()).toBeVisible({ timeout: 45_000 });
    await page.goto(`/kpk/master-instansis/unit-kerja/${source}`);
    await expect(page.getByText('Instansi ini sudah ditransformasi')).toBeVisible({ timeout: 45_000 });
  });
});

import { expect, test } from '@playwright/test';
import { pickOption, setSwitch } from '../support/masters';
import { loginThroughForm } from '../support/ui';

// Issue 13: a guest reads the public site; an administrator writes an article in the rich-text editor,
// previews and publishes it, and a guest then finds it. The title carries the run's stamp (reruns never clash).
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('a guest reads the news, searches the FAQ and opens the guide', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/news');
  await expect(page.getByRole('heading', { name: 'Berita', level: 1 })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('navigation', { name: 'Situs publik' }).getByRole('link', { name: 'FAQ' }).click();
  await page.getByRole('searchbox', { name: 'Cari FAQ' }).fill('wajib melapor');
  await page.getByRole('searchbox', { name: 'Cari FAQ' }).press('Enter');
  await expect(page).toHaveURL(/\/faq\?q=/);
  await expect(page.getByText('Kapan gratifikasi wajib dilaporkan?')).toBeVisible();

  await page.getByRole('navigation', { name: 'Situs publik' }).getByRole('link', { name: 'Panduan' }).click();
  await expect(page.getByRole('heading', { name: 'Panduan Pelaporan Gratifikasi' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '3. Isi laporan' })).toBeVisible();

  await page.goto('/news/999999999/tidak-ada');
  await expect(page.getByText('Halaman tidak ditemukan')).toBeVisible({ timeout: 30_000 });
});

test('an administrator publishes an article and a guest reads it', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const judul = `Sosialisasi gratifikasi e2e ${stamp}`;
  const slug = `sosialisasi-e2e-${stamp}`;
  await loginThroughForm(page, 'sysadmin');
  await page.goto('/admin/master-berita');
  await page.getByRole('button', { name: 'Tambah' }).click({ timeout: 45_000 });
  const form = page.getByRole('dialog', { name: 'Tambah Berita' });
  await form.getByLabel('Judul', { exact: true }).fill(judul);
  await form.getByLabel('Slug').fill(slug);
  await pickOption(page, '* Kategori', 'Berita');
  await form.getByLabel('Ringkasan').fill('Ringkasan berita uji.');
  const editor = form.locator('.rte-content');
  await editor.click();
  await page.keyboard.type('Pegawai menolak parsel dari rekanan dan melaporkannya.');
  await form.getByRole('button', { name: 'Tebal' }).click();
  await page.keyboard.type(' Tolak gratifikasi.');
  await form.getByRole('button', { name: 'Pratinjau' }).click();
  const preview = page.getByRole('dialog', { name: 'Pratinjau' });
  await expect(preview.locator('strong')).toHaveText('Tolak gratifikasi.');
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  // Today in Asia/Jakarta, as the form shows dates (DD-MM-YYYY).
  const [y, m, d] = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10).split('-');
  const date = form.getByLabel('Tanggal Terbit');
  await date.fill(`${d}-${m}-${y}`);
  await date.press('Enter');
  await setSwitch(form.getByRole('switch', { name: 'Terbit' }), true);
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data berhasil disimpan')).toBeVisible();

  const guest = await browser.newPage();
  try {
    await guest.goto('/news');
    await guest.getByRole('link', { name: judul }).click({ timeout: 30_000 });
    await expect(guest).toHaveURL(new RegExp(`/news/\\d+/${slug}$`));
    await expect(guest.getByRole('heading', { name: judul, level: 1 })).toBeVisible();
    await expect(guest.locator('.rich-text strong')).toHaveText('Tolak gratifikasi.');
    // A wrong slug goes to the article's own address.
    const id = /\/news\/(\d+)\//.exec(guest.url())?.[1];
    await guest.goto(`/news/${id}/judul-lama`);
    await expect(guest).toHaveURL(new RegExp(`/news/${id}/${slug}$`), { timeout: 30_000 });
  } finally {
    await guest.close();
  }
});

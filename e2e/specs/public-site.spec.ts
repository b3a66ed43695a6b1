import { pickOption, setSwitch } from '../support/masters';
import { expect, test } from '../support/session';
import { loginThroughForm } from '../support/ui';

// Issue 13: a guest reads the public site; an administrator writes an article in the rich-text editor,
// previews and publishes it, and a guest then finds it. The title carries the run's stamp (reruns never clash).
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
// A 1×1 PNG, the article's picture.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a guest goes from the landing through news, FAQ, guide, materials and documents to open data', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const nav = page.getByRole('navigation', { name: 'Situs publik' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Cara melapor dalam tiga langkah' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'Gratifikasi dalam angka' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Berita terbaru' })).toBeVisible();

  // The site search (full text over news, FAQ, guide and materials).
  await page.getByRole('searchbox', { name: 'Cari informasi' }).fill('batas waktu');
  await page.getByRole('searchbox', { name: 'Cari informasi' }).press('Enter');
  await expect(page.locator('.ld-results li').first()).toBeVisible();

  // News list → an article (demo content), its picture served to guests.
  await nav.getByRole('link', { name: 'Berita' }).click();
  await expect(page.getByRole('heading', { name: 'Berita', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Pengumuman' }).click();
  await expect(page).toHaveURL(/kategori=/);
  // The list shows the category's articles only (the previous page stays on screen while it loads).
  await expect(page.locator('.sp-card .sp-tag', { hasNotText: 'Pengumuman' })).toHaveCount(0);
  await expect(page.locator('.sp-card')).not.toHaveCount(0);
  const article = page.locator('.sp-card h2 a').first();
  const title = (await article.textContent()) ?? '';
  await article.click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(title.slice(0, 20)));
  const img = page.locator('.rich-text img').first();
  await expect(img).toBeVisible();
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);

  // FAQ search.
  await nav.getByRole('link', { name: 'FAQ' }).click();
  await page.getByRole('searchbox', { name: 'Cari FAQ' }).fill('wajib melapor');
  await page.getByRole('searchbox', { name: 'Cari FAQ' }).press('Enter');
  await expect(page).toHaveURL(/\/faq\?q=/);
  await expect(page.getByText('Kapan gratifikasi wajib dilaporkan?')).toBeVisible();

  // The guide, its steps and the manual to download.
  await nav.getByRole('link', { name: 'Panduan' }).click();
  await expect(page.getByRole('heading', { name: 'Panduan Pelaporan Gratifikasi' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '3. Isi laporan' })).toBeVisible();
  const manual = page.getByRole('link', { name: 'Unduh buku manual' });
  const manualRes = await page.request.get((await manual.getAttribute('href')) ?? '');
  expect(manualRes.headers()['content-type']).toBe('application/pdf');

  // Materials: a document downloads.
  await nav.getByRole('link', { name: 'Materi' }).click();
  await expect(page.getByRole('heading', { name: 'Materi Sosialisasi', level: 1 })).toBeVisible();
  const doc = page.getByRole('link', { name: /Buku Saku Memahami Gratifikasi/ });
  const docRes = await page.request.get((await doc.getAttribute('href')) ?? '');
  expect(docRes.status()).toBe(200);
  expect(docRes.headers()['content-type']).toBe('application/pdf');

  // Public documents: search, open one, download it.
  await nav.getByRole('link', { name: 'Dokumen' }).click();
  await expect(page.getByRole('heading', { name: 'Dokumen Publik', level: 1 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Cari dokumen' }).fill('pedoman');
  await page.getByRole('searchbox', { name: 'Cari dokumen' }).press('Enter');
  await page.getByRole('link', { name: 'Pedoman Pengendalian Gratifikasi di Instansi' }).click();
  await expect(
    page.getByRole('heading', { name: 'Pedoman Pengendalian Gratifikasi di Instansi' }),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Unduh dokumen' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // Open data: closed months only (a fresh demo's reports are all of this month), and a CSV.
  await nav.getByRole('link', { name: 'Statistik' }).click();
  await expect(page.getByRole('heading', { name: 'Statistik Gratifikasi', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Data hingga akhir bulan lalu/)).toBeVisible({ timeout: 30_000 });
  const csv = page.getByRole('link', { name: /CSV/ }).first();
  const csvRes = await page.request.get((await csv.getAttribute('href')) ?? '');
  expect(csvRes.headers()['content-type']).toMatch(/text\/csv/);

  // The trial dashboard: the same open data as chart tiles.
  await page.goto('/dashboard-test');
  await expect(page.getByRole('heading', { name: 'Uji Dasbor', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveTitle('Uji Dasbor · Gratifikasi Online');
  const tile = page.getByRole('region', { name: 'Laporan per tahun' });
  await expect(
    tile
      .getByRole('img', { name: 'Grafik laporan per tahun' })
      .locator('svg')
      .or(tile.getByText(/^Belum ada angka: hanya bulan yang telah berakhir/)),
  ).toBeVisible({ timeout: 30_000 });

  // Unknown ids are not found; a redirect leaves the site never.
  await page.goto('/news/999999999/tidak-ada');
  await expect(page.getByText('Halaman tidak ditemukan')).toBeVisible({ timeout: 30_000 });
  await page.goto('/dokumen/999999999');
  await expect(page.getByText('Halaman tidak ditemukan')).toBeVisible({ timeout: 30_000 });
  await page.goto('/redirect?to=//evil.example/');
  await expect(page.getByRole('heading', { name: 'Tautan tidak dapat dibuka' })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto('/redirect?to=/faq');
  await expect(page).toHaveURL(/\/faq$/, { timeout: 30_000 });
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
  await form
    .getByLabel('Berkas unggahan')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByLabel('URL Gambar')).toHaveValue(
    /\/api\/konten\/berkas\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png\?s=/,
  );
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
    // On the landing's latest news, with its picture (served to guests now that the article is published).
    await guest.goto('/');
    const card = guest.locator('.sp-card', { hasText: judul });
    await expect(card).toBeVisible({ timeout: 30_000 });
    const cover = card.locator('img');
    await expect(cover).toHaveAttribute('src', /^\/api\/konten\/berkas\/[^?]+$/);
    const picture = await guest.request.get((await cover.getAttribute('src')) ?? '');
    expect(picture.headers()['content-type']).toBe('image/png');
    await cover.scrollIntoViewIfNeeded(); // the card's picture loads lazily
    await expect.poll(() => cover.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    await card.getByRole('link', { name: judul }).click();
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

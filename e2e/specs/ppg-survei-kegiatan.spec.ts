import type { Page } from '@playwright/test';
import { qrOfImage } from '../support/qr';
import { expect, signedInContext, test } from '../support/session';

/** Opens a select by its label and picks the option, again until the select shows it closed. */
async function pick(page: Page, label: string, option: string | RegExp) {
  const combobox = page.getByLabel(label, { exact: true });
  await expect(async () => {
    await combobox.click({ timeout: 5_000 });
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click({ timeout: 5_000 });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

const KEGIATAN = 'Bimbingan Teknis Penanganan Laporan Gratifikasi';
const POST_TEST = 'Post-test Bimbingan Teknis Penanganan Laporan Gratifikasi';

// Issue 27 §1 "Activity surveys": on the demo's running activity, the PPG member attaches the approved post-test
// to the second session; a participant answers it on a phone through the QR code's link (read off the page), then
// again and is told it is already recorded; the session counts one respondent and the activity shows the demo's
// pre/post comparison.
test('a post-test is attached to a session, answered on a phone through its QR code, and counted', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const member = await signedInContext(browser, 'anggota_tim_ppg');
  const page = await member.newPage();
  await page.goto('/kpk/kegiatan');
  await page.getByRole('link', { name: KEGIATAN }).first().click();
  await expect(page.getByRole('heading', { name: KEGIATAN })).toBeVisible({ timeout: 30_000 });
  const kegiatanUrl = page.url();
  // The demo's pre-test and post-test, answered on the first session, side by side.
  const hasil = page.locator('.ant-card', { hasText: 'Hasil survei kegiatan' });
  await expect(hasil.getByText(/Rata-rata keseluruhan skala Likert/)).toBeVisible({ timeout: 30_000 });
  await expect(hasil.getByRole('columnheader', { name: 'Rata-rata post-test' })).toBeVisible();

  await page.getByRole('link', { name: 'Sesi 2: Praktik penanganan laporan' }).click();
  const kartu = page.locator('.ant-card', { hasText: 'Survei sesi' }).first();
  await expect(kartu.getByText('Belum ada survei pada sesi ini')).toBeVisible({ timeout: 30_000 });
  await pick(page, 'Survei', POST_TEST);
  await page.getByRole('button', { name: 'Lampirkan dan buka survei' }).click();
  const qr = page.getByRole('img', { name: `Kode QR survei ${POST_TEST}` });
  await expect(qr).toBeVisible({ timeout: 30_000 });
  const src = (await qr.getAttribute('src')) ?? '';
  const url = await qrOfImage(Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64'));
  expect(url).toMatch(/\/kegiatan\/survey\/[A-Za-z0-9_-]+$/);

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  for (const kali of [1, 2]) {
    const tab = await phone.newPage();
    await tab.goto(new URL(url ?? '').pathname);
    await expect(tab.getByText(POST_TEST)).toBeVisible({ timeout: 30_000 });
    await tab.getByLabel('Nama lengkap').fill('Siti Lestari');
    await tab.getByLabel('Nomor NIK / NIP (sama dengan saat presensi)').fill('3201015201900001');
    await tab.getByText('Kirim jawaban').click();
    // Required questions unanswered: marked before anything is sent.
    await expect(tab.getByText('Pertanyaan ini wajib dijawab').first()).toBeVisible();
    for (const group of await tab.locator('.ant-radio-group').all()) {
      if ((await group.getByText('4 – Setuju').count()) > 0) await group.getByText('4 – Setuju').click();
    }
    await tab.locator('.ant-input-number input').first().fill('30');
    await tab.getByText('Kirim jawaban').click();
    await expect(
      tab.getByText(kali === 1 ? 'Jawaban tercatat' : 'Sudah tercatat', { exact: true }),
    ).toBeVisible({
      timeout: 30_000,
    });
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await tab.close();
  }
  await phone.close();

  await page.reload();
  const responden = page
    .locator('.ant-card', { hasText: `Post-test: ${POST_TEST}` })
    .locator('.ant-statistic', { hasText: 'Responden' });
  await expect(responden).toContainText('1', { timeout: 30_000 });
  await page.goto(kegiatanUrl);
  await expect(hasil.getByText(/Post-test: .* · 11 responden/)).toBeVisible({ timeout: 30_000 });
  await member.close();
});

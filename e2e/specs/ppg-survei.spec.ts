import type { Page } from '@playwright/test';
import { pickOption } from '../support/laporan';
import { expect, signedInContext, test } from '../support/session';
import { confirmSending, decideInPanel } from '../support/ui';

const two = (n: number) => String(n).padStart(2, '0');
/** A time as the range picker takes it (DD-MM-YYYY HH:mm), in the browser's own clock. */
const shown = (d: Date) =>
  `${two(d.getDate())}-${two(d.getMonth() + 1)}-${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;

/** Adds a question through the builder's form. */
async function addQuestion(page: Page, teks: string, tipe: string, opsi: string[] = [], wajib = true) {
  await page.getByRole('button', { name: 'Tambah pertanyaan' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Pertanyaan').fill(teks);
  await pickOption(page, 'Tipe jawaban', tipe);
  for (const o of opsi) {
    const input = dialog.getByRole('combobox', { name: 'Opsi jawaban' });
    await input.fill(o);
    await input.press('Enter');
  }
  if (wajib) await dialog.getByText('Wajib dijawab').click();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/survey-question') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText(teks, { exact: false }).first()).toBeVisible({ timeout: 30_000 });
}

// Issue 27 §1 (a): a PPG member builds a survey, the PPG group head approves it, it is assigned to institutions, the
// demo institution's UPG answers it, and the results show the answer.
test('a survey is built, approved, assigned, answered by the UPG, and its results show', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const judul = `Survei Uji E2E ${Date.now()}`;

  const member = await signedInContext(browser, 'anggota_tim_ppg');
  const page = await member.newPage();
  await page.goto('/kpk/kpk-survey-creator-create');
  await expect(page.getByRole('heading', { name: 'Buat Survei' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Judul').fill(judul);
  await pickOption(page, 'Jenis survei', 'Survei Instansi');
  await page.getByRole('button', { name: 'Buat survei' }).click();
  await expect(page.getByRole('heading', { name: `Ubah Survei: ${judul}` })).toBeVisible({ timeout: 30_000 });
  await addQuestion(page, 'Apakah UPG sudah memiliki SK?', 'Pilihan tunggal', ['Ya', 'Belum']);
  await addQuestion(page, 'Pendampingan KPK bermanfaat', 'Skala Likert 1–5');
  await page.getByRole('button', { name: 'Selesai' }).click();
  await expect(page.getByRole('heading', { name: judul })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Pertanyaan ditambahkan').first()).toBeVisible();
  await decideInPanel(page, 'Kirim', /\/api\/survey\/\d+\/keputusan$/);
  await expect(page.getByText('Pengajuan', { exact: true }).first()).toBeVisible({ timeout: 30_000 });

  const head = await signedInContext(browser, 'ketua_group_ppg');
  const approver = await head.newPage();
  await approver.goto('/kpk/gh-survey-list-approval');
  await approver.getByRole('link', { name: judul }).click({ timeout: 30_000 });
  await expect(approver.getByText('Perlu Persetujuan').first()).toBeVisible({ timeout: 30_000 });
  await decideInPanel(approver, 'Setujui', /\/api\/survey\/\d+\/keputusan$/);
  await expect(approver.getByText('Disetujui', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  await head.close();

  // Distribution: a session open now, assigned to every institution after the count is shown.
  await page.reload();
  await page.getByRole('tab', { name: 'Distribusi' }).click({ timeout: 30_000 });
  await page.getByLabel('Nama sesi').fill('Gelombang Uji');
  const now = new Date();
  const start = page.getByPlaceholder('Dibuka');
  await start.click();
  await start.fill(shown(new Date(now.getTime() - 3_600_000)));
  await start.press('Enter');
  const end = page.getByPlaceholder('Ditutup');
  await end.fill(shown(new Date(now.getTime() + 7 * 86_400_000)));
  const sesi = page.waitForResponse(
    (r) => r.url().endsWith('/api/survey-session') && r.request().method() === 'POST',
  );
  await end.press('Enter');
  // Enter in the form's last field may submit it already (as a form does); else the button submits it.
  const early = await Promise.race([sesi, page.waitForTimeout(1_500).then(() => null)]);
  if (!early) await page.getByRole('button', { name: 'Buat sesi' }).click();
  expect((await sesi).status()).toBe(201);
  await page.getByRole('button', { name: 'Hitung instansi' }).click({ timeout: 30_000 });
  const kirim = page.getByRole('button', { name: /^Kirim ke \d+ instansi$/ });
  await expect(kirim).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/\d+ instansi sesuai filter/)).toBeVisible();
  await kirim.click();
  const assigned = await confirmSending(page, 'Kirim', (r) =>
    /\/api\/survey-session\/\d+\/survey-assignment$/.test(new URL(r.url()).pathname),
  );
  expect((await assigned.response())?.status()).toBe(200);
  await expect(page.getByText(/Tingkat respons: 0 dari \d+ instansi/)).toBeVisible({ timeout: 30_000 });

  // The demo institution's UPG answers it once.
  const upgContext = await signedInContext(browser, 'upg');
  const upg = await upgContext.newPage();
  await upg.goto('/upg/survey');
  await upg.getByRole('link', { name: judul }).first().click({ timeout: 30_000 });
  await expect(upg.getByText('1. Apakah UPG sudah memiliki SK?')).toBeVisible({ timeout: 30_000 });
  await upg.getByText('Ya', { exact: true }).click();
  await upg.getByText('5 – Sangat setuju').click();
  await upg.getByRole('button', { name: 'Kirim jawaban' }).click();
  const sent = await confirmSending(upg, 'Kirim', (r) =>
    /\/api\/upg\/survey\/\d+\/kirim$/.test(new URL(r.url()).pathname),
  );
  expect((await sent.response())?.status()).toBe(200);
  await expect(upg.getByText('Jawaban telah dikirim dan tidak dapat diubah.')).toBeVisible({
    timeout: 30_000,
  });
  await upgContext.close();

  // The results show the answer.
  await page.reload();
  await page.getByRole('tab', { name: 'Hasil' }).click({ timeout: 30_000 });
  await expect(page.getByText('Responden (terkirim)')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('1 menjawab').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Rata-rata').first()).toBeVisible();
  await member.close();
});

import { formatNumber } from '@gratifikasi/domain';
import type { Page } from '@playwright/test';
import { expect, signedInContext, test } from '../support/session';

/** A period the demo does not seed (it seeds the two quarters before today's): only this spec writes it. */
const TAHUN = 2024;
const TRIWULAN = 1;

async function uploadCsv(page: Page, name: string, text: string) {
  const checked = page.waitForResponse((r) => r.url().includes('/api/ppg/elearning/import?'));
  await page
    .locator('.ant-modal input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  expect((await checked).status()).toBe(200);
}

// Issue 27 §4: a PPG member imports the learning platform's export — a file with bad rows first (their errors shown,
// nothing saved), then a good one — the levels show on maturity-elearning and in report-elearning; the institution's
// UPG sees its own figures (and no other institution's) in /upg report-elearning.
test('a PPG member imports e-learning figures, the levels and the report show them, the UPG sees its own', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // Figures unique to this run, so a rerun shows its own file's numbers.
  const terdaftar = 1000 + (Date.now() % 8000);
  const selesai = Math.round(terdaftar / 2);

  const member = await signedInContext(browser, 'anggota_tim_ppg');
  const page = await member.newPage();
  await page.goto(`/kpk/maturity-elearning?tahun=${TAHUN}&triwulan=${TRIWULAN}`);
  await expect(page.getByRole('heading', { name: 'Maturitas E-Learning' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Level 5 – Optimal').first()).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: /Impor Data/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`Impor Data E-Learning Triwulan I ${TAHUN}`)).toBeVisible();
  await uploadCsv(
    page,
    'buruk.csv',
    `kode_instansi,terdaftar,selesai\nKEMENKEU,${terdaftar},${terdaftar + 1}\nTIDAK-ADA,10,5\n`,
  );
  await expect(dialog.getByText('2 dari 2 baris tidak valid', { exact: false })).toBeVisible();
  await expect(
    dialog.getByText(`selesai: ${terdaftar + 1} melebihi jumlah terdaftar (${terdaftar})`),
  ).toBeVisible();
  await expect(
    dialog.getByText('kode_instansi: instansi dengan kode "TIDAK-ADA" tidak ditemukan'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Simpan/ })).toBeDisabled();
  // Nothing saved: the period still lacks this run's figure.
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await expect(page.getByRole('cell', { name: formatNumber(terdaftar, 0) })).toHaveCount(0);

  await page.getByRole('button', { name: /Impor Data/ }).click();
  await uploadCsv(
    page,
    'baik.csv',
    `kode_instansi;terdaftar;selesai\nKEMENKEU;${terdaftar};${selesai}\nKEMENKES;400;400\n`,
  );
  await expect(dialog.getByText('Semua 2 baris valid. Tekan Simpan untuk menyimpan.')).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().includes('/api/ppg/elearning/save-import?'));
  await dialog.getByRole('button', { name: /Simpan/ }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden({ timeout: 30_000 });

  // 50 % of the enrolled (no KLOP profile that year): level 3; all of Kemenkes: level 5.
  const keu = page.getByRole('row', { name: /Kementerian Keuangan/ });
  await expect(keu).toContainText(formatNumber(terdaftar, 0), { timeout: 30_000 });
  await expect(keu).toContainText('Level 3 – Terdefinisi');
  await expect(page.getByRole('row', { name: /Kementerian Kesehatan/ })).toContainText('Level 5 – Optimal');

  await page.goto(`/kpk/report-elearning?tahun=${TAHUN}&triwulan=${TRIWULAN}`);
  await expect(page.getByRole('heading', { name: 'Laporan E-Learning' })).toBeVisible({ timeout: 30_000 });
  const row = page.getByRole('row', { name: /Kementerian Keuangan/ });
  await expect(row).toContainText('Level 3 – Terdefinisi', { timeout: 30_000 });
  await expect(row).toContainText(`${TAHUN} TW I`);
  await expect(page.getByRole('row', { name: /Kementerian Kesehatan/ })).toContainText('Level 5 – Optimal');
  await member.close();

  // The UPG of Kementerian Keuangan: its own figures over the periods, no other institution's.
  const upg = await signedInContext(browser, 'upg');
  const own = await upg.newPage();
  await own.goto('/upg/report-elearning');
  await expect(own.getByRole('heading', { name: 'Laporan E-Learning' })).toBeVisible({ timeout: 30_000 });
  const ownRow = own.getByRole('row', { name: new RegExp(`${TAHUN} TW I`) });
  await expect(ownRow).toContainText('Kementerian Keuangan', { timeout: 30_000 });
  await expect(ownRow).toContainText('Level 3 – Terdefinisi');
  await expect(own.getByRole('cell', { name: 'Kementerian Kesehatan' })).toHaveCount(0);
  await upg.close();
});

import { currentYear } from '@gratifikasi/domain';
import ExcelJS from 'exceljs';
import { expect, test } from '../support/session';

// Issue 25 §3: the PPG group head reads the institutions' scores (rank within the classification, last year's score
// and the change), exports them to Excel, then opens intervensi-upg and records a follow-up of the demo's intervention.
test.use({ signedInAs: 'ketua_group_ppg' });

test('the group head reads report-penilaian-ppg, exports it, and follows up an intervention', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const lalu = currentYear() - 1;
  await page.goto(`/kpk/report-penilaian-ppg?tahun=${lalu}`);
  await expect(page.getByRole('heading', { name: 'Laporan Penilaian PPG' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('cell', { name: 'PT PLN (Persero)' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('cell', { name: 'Kementerian Keuangan' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Peringkat dalam Klasifikasi/ })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Ekspor Excel/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^report-penilaian-ppg-.*\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await file.path());
  const ws = wb.worksheets[0];
  expect(ws?.getRow(1).getCell(1).value).toBe('Instansi');
  const names = [];
  for (let r = 2; r <= (ws?.rowCount ?? 0); r += 1) names.push(String(ws?.getRow(r).getCell(1).value));
  expect(names).toEqual(expect.arrayContaining(['PT PLN (Persero)', 'Kementerian Keuangan']));

  // This year: Kementerian Keuangan's score beside last year's.
  await page.goto(`/kpk/report-penilaian-ppg?tahun=${currentYear()}`);
  await expect(page.getByRole('cell', { name: 'Kementerian Keuangan' })).toBeVisible({ timeout: 30_000 });

  await page.goto('/kpk/intervensi-upg');
  await expect(page.getByRole('heading', { name: 'Intervensi UPG' })).toBeVisible({ timeout: 30_000 });
  const open = page.getByRole('button', { name: /^Tindak Lanjut intervensi / }).first();
  await expect(open).toBeVisible({ timeout: 30_000 });
  await open.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Simpan Tindak Lanjut')).toBeVisible({ timeout: 30_000 });
  await drawer
    .getByLabel('Catatan tindak lanjut')
    .fill('Pemantauan rencana aksi: sosialisasi ulang telah dilaksanakan.');
  const saved = page.waitForResponse(
    (r) =>
      r.request().method() === 'POST' &&
      /\/api\/intervensi-upg\/\d+\/tindak-lanjut$/.test(new URL(r.url()).pathname),
  );
  await drawer.getByRole('button', { name: 'Simpan Tindak Lanjut' }).click();
  expect((await saved).status()).toBe(200);
  await expect(
    drawer.getByText('Pemantauan rencana aksi: sosialisasi ulang telah dilaksanakan.'),
  ).toBeVisible();
});

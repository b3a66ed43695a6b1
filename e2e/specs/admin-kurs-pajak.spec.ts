import { apiToken, bearer } from '../support/api';
import { buildWorkbook } from '../support/masters';
import { expect, test } from '../support/session';

// Issue 3 §4: the weekly kurs pajak arrives as the Finance Ministry's KMK file, uploaded on its own screen.
// The week is far in the future and varies per run, so a reused server never holds it already.
const monday = new Date(Date.UTC(2080, 0, 1) + (Date.now() % 2000) * 7 * 86_400_000);
const iso = (d: Date) => d.toISOString().slice(0, 10);
const mulai = iso(monday);
const selesai = iso(new Date(monday.getTime() + 6 * 86_400_000));
const ddmmyyyy = (text: string) => text.split('-').reverse().join('/');
const nomor = `KMK E2E-${Date.now().toString(36)}/KM.10`;

test.use({ signedInAs: 'sysadmin' });

test('sysadmin uploads a KMK file and reads the new period and its rates', async ({ page, request }) => {
  test.setTimeout(120_000);
  const file = await buildWorkbook(
    ['Kode Mata Uang', 'Nilai', 'Tanggal Mulai', 'Tanggal Selesai', 'Nomor KMK'],
    [
      ['USD', '16.650,25', ddmmyyyy(mulai), ddmmyyyy(selesai), nomor],
      ['EUR', 19_300.5, mulai, selesai, nomor],
    ],
  );
  await page.goto('/admin/master-kurs/kurs-pajak');
  await expect(page.getByRole('heading', { name: 'Kurs Pajak', level: 3 })).toBeVisible();
  await page.getByRole('button', { name: 'Impor KMK' }).click();
  const dialog = page.getByRole('dialog', { name: 'Impor Kurs Pajak (KMK)' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'kmk.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  await expect(dialog.getByText('Impor berhasil: 2 kurs pajak disimpan.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Tutup' }).last().click();
  await expect(dialog).toBeHidden();

  // The newest period is the uploaded week, selected, with its two rates.
  const periodRow = page.locator('tr', { hasText: nomor });
  await expect(periodRow).toContainText(`${mulai.split('-').reverse().join('-')} s.d.`);
  await expect(page.getByText('16.650,25')).toBeVisible();
  await expect(page.getByText('19.300,50')).toBeVisible();

  // Leave no rates behind on a reused server.
  const token = await apiToken(request, 'sysadmin');
  const rows = await request.get(`/api/admin/masters/kurs-pajak?q=${encodeURIComponent(nomor)}`, {
    headers: bearer(token),
  });
  const items = (await rows.json()).data.items as { id: number }[];
  expect(items).toHaveLength(2);
  for (const item of items) {
    const del = await request.delete(`/api/admin/masters/kurs-pajak/${item.id}`, { headers: bearer(token) });
    expect(del.status()).toBe(200);
  }
});

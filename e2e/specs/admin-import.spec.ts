import { apiToken, bearer } from '../support/api';
import { buildWorkbook } from '../support/masters';
import { expect, test } from '../support/session';

// Issue 3: a bulk master imports from Excel with a row-by-row report; one bad row and nothing is written.
// Dates far in the future (varied per run) keep hari-libur's unique date free on a reused server.
const day = (offset: number) => {
  const base = Date.UTC(2090, 0, 1) + ((Date.now() % 3000) + offset) * 86_400_000;
  return new Date(base).toISOString().slice(0, 10);
};

test.use({ signedInAs: 'sysadmin' });

test('sysadmin imports hari libur with one bad row, reads the report, then imports the fixed file', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const good = day(0);
  const second = day(1);
  const name = `Libur impor e2e ${good}`;
  const headers = ['Tanggal', 'Nama', 'Jenis', 'Keterangan'];
  const withBadRow = await buildWorkbook(headers, [
    [good, name, 'Cuti Bersama', 'baris benar'],
    ['2090-02-30', `${name} (salah)`, 'Libur Nasional', 'tanggal tidak ada'],
  ]);

  await page.goto('/admin/master-hari-libur');
  await page.getByRole('button', { name: 'Impor Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Impor Hari Libur' });
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'hari-libur.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: withBadRow,
  });

  await expect(
    dialog.getByText('Impor gagal: 1 baris tidak valid. Tidak ada data yang disimpan.'),
  ).toBeVisible();
  const report = dialog.locator('.ant-table-tbody tr.ant-table-row');
  await expect(report).toHaveCount(1);
  await expect(report.first()).toContainText('3');
  await expect(report.first()).toContainText('Tanggal');
  await expect(report.first()).toContainText('Format tanggal harus YYYY-MM-DD');

  // Nothing was written: the good row of the rejected file is not there either.
  const token = await apiToken(request, 'sysadmin');
  const list = await request.get(`/api/admin/masters/hari-libur?tanggal=${good}`, { headers: bearer(token) });
  expect((await list.json()).data.total).toBe(0);

  const fixed = await buildWorkbook(headers, [
    [good, name, 'Cuti Bersama', 'baris benar'],
    [second, `${name} (diperbaiki)`, 'Libur Nasional', 'tanggal diperbaiki'],
  ]);
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'hari-libur.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: fixed,
  });
  await expect(dialog.getByText('Impor berhasil: 2 baris disimpan.')).toBeVisible();

  // Leave the calendar as it was: the imported days are deleted again (soft delete frees the date).
  for (const tanggal of [good, second]) {
    const found = await request.get(`/api/admin/masters/hari-libur?tanggal=${tanggal}`, {
      headers: bearer(token),
    });
    const items = (await found.json()).data.items as { id: number }[];
    expect(items).toHaveLength(1);
    const del = await request.delete(`/api/admin/masters/hari-libur/${items[0]?.id}`, {
      headers: bearer(token),
    });
    expect(del.status()).toBe(200);
  }
});

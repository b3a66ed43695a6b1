import {
  confirmPopover,
  pickOption,
  readDownload,
  searchList,
  setSwitch,
  tableRows,
} from '../support/masters';
import { expect, test } from '../support/session';

// Issue 3: an administrator keeps two different masters through the generic master screens: create, edit,
// filter, export (the whole filtered set as .xlsx) and delete. Codes carry the run's stamp, so a rerun on the
// same server never collides with a row a previous run left behind.
test.use({ signedInAs: 'sysadmin' });

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

for (const master of [
  { key: 'jenis-peristiwa', label: 'Jenis Peristiwa', code: `E2EJP${stamp}` },
  { key: 'bidang', label: 'Bidang', code: `E2EBD${stamp}` },
]) {
  test(`sysadmin creates, edits, filters, exports and deletes a ${master.label}`, async ({ page }) => {
    // Five screen operations on a shared CI machine: more than the default minute.
    test.setTimeout(150_000);
    await page.goto(`/admin/master-${master.key}`);
    // A full page load boots the SPA again (session restore, profile, lazy screen chunks): on a loaded machine
    // that alone can outlast the default 10 s.
    await expect(page.getByRole('heading', { name: master.label, level: 3 })).toBeVisible({
      timeout: 45_000,
    });

    // Create.
    await page.getByRole('button', { name: 'Tambah' }).click();
    const create = page.getByRole('dialog', { name: `Tambah ${master.label}` });
    await create.getByLabel('Kode').fill(master.code);
    await create.getByLabel('Nama').fill(`Uji e2e ${master.code}`);
    await create.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Data berhasil disimpan')).toBeVisible();
    await expect(create).toBeHidden();

    // Search finds exactly the new row.
    await searchList(page, master.code);
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText(`Uji e2e ${master.code}`);

    // Edit: rename it and switch it off.
    await tableRows(page).first().getByRole('button', { name: 'Ubah' }).click();
    const edit = page.getByRole('dialog', { name: `Ubah ${master.label}` });
    // The form holds the row before it is changed.
    await expect(edit.getByLabel('Kode')).toHaveValue(master.code);
    await edit.getByLabel('Nama').fill(`Diubah e2e ${master.code}`);
    await setSwitch(edit.getByRole('switch', { name: 'Aktif' }), false);
    await edit.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Data berhasil diperbarui')).toBeVisible();
    // The drawer's closing animation (its mask, then the focus it hands back to the 'Ubah' button) must be
    // over before the filter's dropdown opens: a dropdown opened meanwhile closed again, and the next click
    // waited for its option until the test timed out.
    await expect(edit).toBeHidden();
    await expect(tableRows(page).first()).toContainText(`Diubah e2e ${master.code}`);

    // Filter on Aktif: the inactive row shows under "Tidak", not under "Ya".
    await pickOption(page, 'Aktif', 'Ya');
    await expect(page).toHaveURL(/is_active=true/);
    await expect(page.getByText('Belum ada data')).toBeVisible();
    await pickOption(page, 'Aktif', 'Tidak');
    await expect(page).toHaveURL(/is_active=false/);
    await expect(tableRows(page)).toHaveCount(1);

    // Export: the filtered set as <key>-<YYYYMMDD>.xlsx, a real workbook holding the row.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ekspor Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^${master.key}-\\d{8}\\.xlsx$`));
    const { magic, rows } = await readDownload(download);
    expect(magic).toBe('504b0304');
    expect(rows[0]).toEqual(expect.arrayContaining(['Kode', 'Nama', 'Aktif']));
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual(expect.arrayContaining([master.code, `Diubah e2e ${master.code}`, 'Tidak']));

    // Delete after confirmation: gone from the list, found among the deleted rows.
    await confirmPopover(page, 'Hapus', tableRows(page).first().getByRole('button', { name: 'Hapus' }));
    await expect(page.getByText('Data berhasil dihapus')).toBeVisible();
    await expect(page.getByText('Belum ada data')).toBeVisible();
    await setSwitch(page.getByRole('switch', { name: 'Tampilkan data terhapus' }), true);
    await expect(tableRows(page)).toHaveCount(1);
    await expect(tableRows(page).first()).toContainText(master.code);
  });
}

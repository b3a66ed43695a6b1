import { apiGet, apiToken, bearer } from '../support/api';
import { searchList, tableRows } from '../support/masters';
import { expect, test } from '../support/session';

// Issue 28 §1: the KPK admin keeps the UPGs on /kpk (the one master registry's screens) and opens an account on
// /kpk/users (the admin user screens), where the system administrators' accounts and actions are not theirs.
test.use({ signedInAs: 'admin' });

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

test('the KPK admin edits a UPG and opens a user', async ({ page, request }) => {
  test.setTimeout(180_000);
  // A UPG of this run (so a rerun never meets a row changed by a previous one), through the same API.
  const instansi = await apiGet<{ items: { id: number }[] }>(
    request,
    'admin',
    'admin/masters/instansi?per_page=1',
  );
  const kode = `E2EUPG${stamp}`;
  const created = await request.post('/api/admin/masters/upg', {
    headers: bearer(await apiToken(request, 'admin')),
    data: { kode, nama: `UPG Uji ${stamp}`, instansi_id: instansi.items[0].id, is_active: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as number;

  // Edit from the list.
  await page.goto('/kpk/master-upgs');
  await expect(page.getByRole('searchbox', { name: 'Cari' })).toBeVisible({ timeout: 45_000 });
  await searchList(page, kode);
  await expect(tableRows(page)).toHaveCount(1);
  await tableRows(page).first().getByRole('button', { name: 'Ubah' }).click();
  const edit = page.getByRole('dialog', { name: 'Ubah UPG' });
  await expect(edit.getByLabel('Kode')).toHaveValue(kode);
  await edit.getByLabel('Nama').fill(`UPG Diubah ${stamp}`);
  await edit.getByLabel('Telepon').fill('021-2557-8300');
  await edit.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Data berhasil diperbarui')).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(tableRows(page).first()).toContainText(`UPG Diubah ${stamp}`);

  // Its detail is a /kpk route and shows what was saved.
  await tableRows(page).first().getByRole('button', { name: 'Lihat' }).click();
  await expect(page).toHaveURL(new RegExp(`/kpk/master-upgs/detail/${id}$`));
  await expect(page.getByText('021-2557-8300')).toBeVisible();

  // The edit route opens the form at once.
  await page.goto(`/kpk/master-upgs/edit/${id}`);
  await expect(page.getByRole('dialog', { name: 'Ubah UPG' }).getByLabel('Nama')).toHaveValue(
    `UPG Diubah ${stamp}`,
    { timeout: 45_000 },
  );

  // Users: a KPK account opens on /kpk/users/:id, without the system administrators' delete.
  await page.goto('/kpk/users');
  await expect(page.getByRole('searchbox', { name: 'Cari' })).toBeVisible({ timeout: 45_000 });
  await searchList(page, 'koordinator');
  await page.getByRole('link', { name: 'koordinator', exact: true }).click();
  await expect(page).toHaveURL(/\/kpk\/users\/\d+$/);
  await expect(page.getByText('@koordinator')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nonaktifkan' })).toBeVisible();
  // The account card offers no delete (the role rows keep their own remove buttons).
  const akun = page.locator('.ant-card').filter({ has: page.getByText('Nama pengguna') });
  await expect(akun.getByRole('button', { name: 'Reset kata sandi' })).toBeVisible();
  await expect(akun.getByRole('button', { name: 'Hapus' })).toHaveCount(0);

  // The sysadmin's account is not in the KPK admin's list.
  await page.goto('/kpk/users?q=sysadmin');
  await expect(page.getByText('Tidak ada pengguna yang cocok')).toBeVisible({ timeout: 45_000 });
});

import { currentYear, roleByName, type Triwulan, triwulanLabel } from '@gratifikasi/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, bearer } from '../support/api';
import { DEMO_PASSWORD } from '../support/demo';
import { expect, signedInContext, test } from '../support/session';

// Issue 25 §2, journey (a): a UPG whose institution has no profile this year fills the profile and the work plan in
// the browser and sends the plan; the KPK's PPG team leader approves it from the institution's overview; the UPG
// realises a quarter, attaches its evidence and sends it; the KPK reads it sent.

const year = currentYear();

type Items<T> = { data: { items: T[] } };

/**
 * An account of role upg for an institution with no profile this year, made through the admin API. The demo's four
 * institutions have theirs; a retry, or a reused server, takes the next institution still without one.
 */
async function freshUpg(request: APIRequestContext): Promise<{ username: string; instansi: string }> {
  const sys = bearer(await apiToken(request, 'sysadmin'));
  const gh = bearer(await apiToken(request, 'ketua_group_ppg'));
  const years = (await (
    await request.get(`/api/profile-klop?tahun=${year}&per_page=100`, { headers: gh })
  ).json()) as Items<{ upg_id: number }>;
  const taken = new Set(years.data.items.map((i) => i.upg_id));
  const upgs = (await (
    await request.get('/api/admin/masters/upg?per_page=100', { headers: sys })
  ).json()) as Items<{
    id: number;
    kode: string;
    nama: string;
    labels: { instansi_id: string | null };
  }>;
  // Regional governments last: other journeys read the ministries' and the demo provinces' figures.
  const upg = upgs.data.items.find((u) => !taken.has(u.id) && u.labels.instansi_id && u.kode !== 'UPG.KPK');
  if (!upg) throw new Error('every UPG already has a profile this year');
  const username = `upg_tahun_${Date.now().toString(36)}`;
  const res = await request.post('/api/admin/users', {
    headers: sys,
    data: {
      username,
      name: `Admin ${upg.nama}`,
      email: `${username}@e2e.gratifikasi.go.id`,
      password: DEMO_PASSWORD,
      roles: [
        {
          role_id: roleByName('upg').id,
          scope: { scope_type: 'upg', scope_id: upg.id, scope_name: upg.nama },
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { username, instansi: String(upg.labels.instansi_id) };
}

/** The first quarter whose realisation window is open today, from the year's schedule. */
async function openQuarter(request: APIRequestContext): Promise<Triwulan> {
  const gh = bearer(await apiToken(request, 'ketua_group_ppg'));
  const res = await request.get(`/api/konfigurasi-klop/${year}`, { headers: gh });
  const jendela = (
    (await res.json()) as { data: { jendela: { realisasi: { triwulan: number; status: string }[] } } }
  ).data.jendela.realisasi;
  const open = jendela.find((j) => j.status === 'DIBUKA');
  if (!open) throw new Error(`no realisation window is open in ${year}`);
  return open.triwulan as Triwulan;
}

async function confirmYes(page: Page, button: string): Promise<void> {
  // The button's name carries its icon's label first ("send Ajukan").
  await page.getByRole('button', { name: new RegExp(`${button}$`) }).click();
  await page.locator('.ant-popover').getByRole('button', { name: 'Ya', exact: true }).click();
}

test('a UPG fills its year’s profile and plan, the KPK approves, the UPG realises a quarter with evidence', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { username, instansi } = await freshUpg(request);
  const tw = await openQuarter(request);
  const triwulan = triwulanLabel(tw);

  // The UPG: no profile this year yet; it makes one.
  const upgContext = await signedInContext(browser, username);
  const upg = await upgContext.newPage();
  await upg.goto('/upg/profil-klop');
  await upg.getByRole('button', { name: `Buat Profil ${year}` }).click({ timeout: 30_000 });
  await expect(upg).toHaveURL(new RegExp(`/upg/profil-klop-edit/${year}$`));
  const pegawai = upg.getByLabel('Jumlah Pegawai');
  await pegawai.fill('4200');
  await upg.getByLabel('Nomor SK Pembentukan UPG').fill(`SK-UPG/1/${year}`);
  await upg
    .getByRole('textbox', { name: 'Komitmen Pimpinan', exact: true })
    .fill('Pimpinan menandatangani komitmen pengendalian gratifikasi.');
  // The internal rule, from the rules binding the institution (a general one here).
  await upg.getByRole('combobox', { name: 'Aturan Internal Pengendalian Gratifikasi' }).fill('PERKOM-2');
  await upg.locator('.ant-select-item-option').filter({ hasText: 'PERKOM-2-2019' }).click();
  await upg.getByRole('checkbox', { name: 'Komitmen pimpinan' }).check();
  await upg.getByRole('checkbox', { name: 'Pembentukan UPG' }).check();
  await upg.getByRole('button', { name: 'Simpan Profil' }).click();
  await expect(upg.getByText('Profil KLOP berhasil disimpan')).toBeVisible();

  // The plan: one activity with a target in every quarter.
  const rencana = upg.locator('.ant-card').filter({ hasText: 'Rencana Kerja (Draf)' });
  await rencana.getByRole('button', { name: 'Tambah kegiatan' }).click({ timeout: 30_000 });
  await rencana.getByRole('combobox', { name: 'Jenis kegiatan' }).click();
  await upg
    .locator('.ant-select-item-option')
    .filter({ hasText: 'Sosialisasi/diseminasi pengendalian gratifikasi' })
    .click();
  await rencana.getByLabel('Uraian').fill('Sosialisasi gratifikasi untuk pegawai baru');
  await rencana.getByLabel('Satuan').fill('kegiatan');
  for (const [i, label] of ['TW I', 'TW II', 'TW III', 'TW IV'].entries()) {
    await rencana.getByLabel(label, { exact: true }).fill(String(i + 1));
  }
  await rencana.getByRole('button', { name: 'Simpan Rencana Kerja' }).click();
  await expect(upg.getByText('Rencana kerja berhasil disimpan')).toBeVisible();

  // Sent from the year's page after a confirmation; then read-only until returned.
  await upg.goto(`/upg/profil-klop-view/${year}`);
  await expect(upg.getByText('Sosialisasi gratifikasi untuk pegawai baru')).toBeVisible({ timeout: 30_000 });
  await expect(upg.getByText('Pelaporan dan penetapan status gratifikasi')).toBeVisible();
  await confirmYes(upg, 'Ajukan');
  await expect(upg.getByText('Rencana kerja berhasil diajukan')).toBeVisible();
  await expect(upg.getByRole('button', { name: /Ajukan$/ })).toHaveCount(0);

  // The KPK's team leader finds the institution's sent plan and approves it on its overview.
  const kpkContext = await signedInContext(browser, 'ketua_tim_ppg');
  const kpk = await kpkContext.newPage();
  await kpk.goto(`/kpk/kpk-profile-klop?tahun=${year}&status_rencana=submit`);
  await kpk.getByRole('link', { name: instansi, exact: true }).first().click({ timeout: 30_000 });
  await expect(kpk).toHaveURL(/\/kpk\/kpk-profile-klop-detail\/\d+/, { timeout: 30_000 });
  await kpk.getByRole('tab', { name: 'Rencana Kerja', exact: true }).click();
  await expect(kpk.getByText('Sosialisasi gratifikasi untuk pegawai baru')).toBeVisible({ timeout: 30_000 });
  await confirmYes(kpk, 'Setujui');
  // The approval's notice, exactly (the plan's status line shares its words in another case).
  await expect(kpk.getByText('Rencana kerja disetujui', { exact: true })).toBeVisible();

  // The UPG realises the open quarter: figures first, then the evidence on the saved line, then sends it.
  await upg.goto(`/upg/profil-klop-view/${year}`);
  await upg.getByRole('link', { name: triwulan, exact: true }).click({ timeout: 30_000 });
  await expect(upg).toHaveURL(new RegExp(`/upg/realisasi-klop-view/${year}/${tw}$`));
  await upg.getByRole('button', { name: 'Isi Realisasi' }).click({ timeout: 30_000 });
  await upg.getByLabel('Realisasi 1').fill(String(tw));
  await upg.getByLabel('Yang dilaksanakan 1').fill('Sosialisasi di aula utama, 120 pegawai hadir.');
  await upg.getByRole('button', { name: 'Simpan Realisasi' }).click();
  await expect(upg.getByText(`Realisasi ${triwulan} berhasil disimpan`)).toBeVisible();
  await expect(upg).toHaveURL(new RegExp(`/upg/realisasi-klop-view/${year}/${tw}$`));

  await upg.getByRole('button', { name: /Ubah$/ }).click({ timeout: 30_000 });
  const bukti = upg.waitForResponse(
    (r) => r.request().method() === 'POST' && /bukti/.test(new URL(r.url()).pathname),
  );
  await upg
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: 'daftar-hadir-sosialisasi.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
          '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      ),
    });
  expect((await bukti).status()).toBeLessThan(300);
  await expect(upg.getByText('Bukti berhasil diunggah')).toBeVisible();
  await expect(upg.getByText('daftar-hadir-sosialisasi.pdf')).toBeVisible();
  await upg.getByRole('button', { name: 'Batal' }).click();
  await confirmYes(upg, 'Kirim');
  await expect(upg.getByText(`Realisasi ${triwulan} berhasil dikirim`)).toBeVisible();

  // The KPK reads the quarter sent, with its evidence, on the institution's overview.
  await kpk.getByRole('tab', { name: 'Realisasi', exact: true }).click();
  await kpk.getByRole('tab', { name: triwulan, exact: true }).click({ timeout: 30_000 });
  await expect(kpk.getByText('Sosialisasi di aula utama, 120 pegawai hadir.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(kpk.getByText('daftar-hadir-sosialisasi.pdf')).toBeVisible();
  await expect(kpk.getByRole('button', { name: /Terima$/ })).toBeVisible();

  await upgContext.close();
  await kpkContext.close();
});

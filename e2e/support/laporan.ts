import { roleByName } from '@gratifikasi/domain';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiGet, apiToken, bearer } from './api';
import { DEMO_PASSWORD } from './demo';

/** A 1×1 PNG: a real image by its magic bytes, as the attachment upload checks. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The last day with a seeded USD kurs (2026-11-16…20) is in force for a report received on this date. */
export const TANGGAL_PENERIMAAN = '18-11-2026';

/** Opens an antd Select of the form by its label and picks the option, typing to narrow long lists. */
export async function pickOption(page: Page, label: string, option: string, search?: string): Promise<void> {
  const combobox = page.getByRole('combobox', { name: label });
  const choice = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
    .first();
  await expect(async () => {
    await combobox.click({ timeout: 5_000 });
    if (search) await combobox.fill(search, { timeout: 5_000 });
    await choice.click({ timeout: 5_000 });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

export interface ItemInput {
  penerimaan: string;
  objek: string;
  uraian: string;
  nilai: string;
  /** A currency code other than IDR, e.g. 'USD'. */
  mataUang?: string;
}

/** Adds one item through the "Tambah Rincian" dialog; for a foreign currency waits for the live rupiah value. */
export async function addItem(page: Page, item: ItemInput): Promise<void> {
  await page.getByRole('button', { name: 'Tambah Rincian' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await pickOption(page, 'Jenis Penerimaan', item.penerimaan);
  await pickOption(page, 'Jenis Objek', item.objek);
  await dialog.getByLabel('Uraian Objek').fill(item.uraian);
  if (item.mataUang) await pickOption(page, 'Mata Uang', `${item.mataUang} —`, item.mataUang);
  await dialog.getByLabel('Nilai Taksiran').fill(item.nilai);
  if (item.mataUang) {
    await expect(dialog.getByText(`Kurs ${item.mataUang} berlaku per`)).toBeVisible();
    await expect(dialog.getByTestId('nilai-rupiah')).toContainText('Rp');
  }
  await dialog.getByRole('button', { name: 'Simpan Rincian' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name: new RegExp(item.uraian) })).toBeVisible();
}

/** Creates an account with only the individu role through the admin API and answers its username. */
export async function createIndividu(request: APIRequestContext): Promise<string> {
  const username = `individu_e2e_${Date.now().toString(36)}`;
  const res = await request.post('/api/admin/users', {
    headers: bearer(await apiToken(request, 'sysadmin')),
    data: {
      username,
      name: 'Pelapor Lain E2E',
      email: `${username}@e2e.gratifikasi.go.id`,
      password: DEMO_PASSWORD,
      roles: [{ role_id: roleByName('individu').id }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return username;
}

type Items = { items: { id: number; kode?: string }[] };

/** A master row's id by its kode (the admin masters API is readable by any signed-in user). */
async function masterIdByKode(request: APIRequestContext, key: string, kode: string): Promise<number> {
  const { items } = await apiGet<Items>(request, 'individu', `admin/masters/${key}?per_page=200`);
  const row = items.find((r) => r.kode === kode);
  if (!row) throw new Error(`master ${key} ${kode} missing`);
  return row.id;
}

/**
 * The demo reporter files a complete report for their own pelapor profile through the API (the filing screens
 * have their own spec): one item, a mobile phone worth Rp2.500.000, on no negative list. Answers its id and number.
 */
export async function fileReportAsIndividu(
  request: APIRequestContext,
  giver: string,
  items: readonly { uraian: string; nilai_taksiran: string }[] = [
    { uraian: 'Telepon genggam', nilai_taksiran: '2500000' },
  ],
): Promise<{ id: number; nosig: string }> {
  const pelapors = await apiGet<Items>(request, 'individu', 'pelapor/list-individu');
  const id = (key: string, kode: string) => masterIdByKode(request, key, kode);
  const res = await request.post('/api/laporan/save', {
    headers: bearer(await apiToken(request, 'individu')),
    data: {
      pelapor_id: pelapors.items[0]?.id,
      jenis_peristiwa_id: await id('jenis-peristiwa', 'KUNJUNGAN_KERJA'),
      tempat_penerimaan: 'Kantor Pusat',
      tanggal_penerimaan: new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10),
      hubungan_pemberi_penerima_id: await id('hubungan-pemberi-penerima', 'REKANAN'),
      nama_pemberi: giver,
      instansi_pemberi: giver,
      alamat_pemberi: 'Jl. Sudirman 1, Jakarta',
      kronologi: 'Pemberi menyerahkan bingkisan setelah rapat koordinasi di kantor.',
      rincian: await Promise.all(
        items.map(async (item) => ({
          jenis_penerimaan_id: await id('jenis-penerimaan', 'BARANG'),
          jenis_objek_id: await id('jenis-objek', 'ELEKTRONIK'),
          jumlah: 1,
          ...item,
        })),
      ),
      pernyataan_benar: true,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { laporan } = ((await res.json()) as { data: { laporan: { id: number; nosig: string } } }).data;
  expect(laporan.nosig, 'the number of a submitted report').toBeTruthy();
  return laporan;
}

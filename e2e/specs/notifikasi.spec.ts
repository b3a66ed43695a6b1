import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiLogin, apiProfile } from '../support/api';
import { loginThroughForm } from '../support/ui';

// Issue 4 §6: in-app notifications. A report submitted through the API puts a notice in the reporter's bell and
// on their notification screen; opening it marks it read and goes to the report.

/** A literal text as a regular expression that matches a name starting with it. */
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

interface Row {
  id: number;
  kode: string;
}

/** The id of a dropdown row by kode. */
async function masterId(
  request: APIRequestContext,
  token: string,
  path: string,
  kode: string,
): Promise<number> {
  const res = await request.get(`/api/${path}`, {
    headers: { authorization: `Bearer ${token}` },
    params: { per_page: 1000 },
  });
  expect(res.status(), path).toBe(200);
  const body = (await res.json()) as { data: { items: Row[] } };
  const row = body.data.items.find((r) => r.kode === kode);
  if (!row) throw new Error(`${path} ${kode} missing`);
  return row.id;
}

/** Files a complete report as the demo individu for their own pelapor profile; answers its id and number. */
async function submitReport(request: APIRequestContext): Promise<{ id: number; nosig: string }> {
  const { access_token: token } = await apiLogin(request, 'individu');
  const profile = await apiProfile(request, token);
  const pelapor = profile.pelapors[0];
  if (!pelapor) throw new Error('the demo individu has no pelapor profile');
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const res = await request.post('/api/laporan/save', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      pelapor_id: pelapor.id,
      jenis_peristiwa_id: await masterId(request, token, 'jenis-peristiwa', 'KUNJUNGAN_KERJA'),
      tempat_penerimaan: 'Kantor Pusat',
      tanggal_penerimaan: today,
      hubungan_pemberi_penerima_id: await masterId(
        request,
        token,
        'hubungan-pemberi-penerima',
        'REKAN_KERJA',
      ),
      nama_pemberi: 'PT Notifikasi Jaya',
      instansi_pemberi: 'PT Notifikasi Jaya',
      alamat_pemberi: 'Jl. Sudirman 1, Jakarta',
      kronologi: 'Pemberi menyerahkan bingkisan setelah rapat koordinasi di kantor.',
      rincian: [
        {
          jenis_penerimaan_id: await masterId(request, token, 'jenis-penerimaan', 'BARANG'),
          jenis_objek_id: await masterId(request, token, 'jenis-objek', 'MAKANAN'),
          uraian: 'Parsel makanan',
          jumlah: 1,
          nilai_taksiran: '500000',
        },
      ],
      pernyataan_benar: true,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { data: { laporan: { id: number; nosig: string } } };
  return body.data.laporan;
}

test('the demo individu opens the notification screen', async ({ page }) => {
  await loginThroughForm(page, 'individu');
  await page.goto('/individu/individu-notifikasi');
  // A full load boots the SPA again (session check, profile): allow for a busy machine.
  await expect(page.getByRole('heading', { name: 'Notifikasi' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Tandai semua dibaca/ })).toBeVisible();
});

test('a submitted report brings a notice to the bell and the list; opening it marks it read and shows the report', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const laporan = await submitReport(request);
  const judul = `Laporan ${laporan.nosig} diterima`;

  await loginThroughForm(page, 'individu');
  const bell = page.getByRole('banner').getByRole('button', { name: /Notifikasi, \d+ belum dibaca/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByRole('button', { name: startsWith(judul) })).toBeVisible();
  await page.getByRole('button', { name: 'Lihat semua notifikasi' }).click();
  await expect(page).toHaveURL(/\/individu\/individu-notifikasi$/);

  const row = page.getByRole('main').getByRole('button', { name: startsWith(judul) });
  await expect(row).toHaveAttribute('data-unread', 'true');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/individu/laporan-detail/${laporan.id}$`));

  await page.goto('/individu/individu-notifikasi');
  await expect(page.getByRole('main').getByRole('button', { name: startsWith(judul) })).toHaveAttribute(
    'data-unread',
    'false',
    { timeout: 30_000 },
  );
});

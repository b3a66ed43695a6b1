import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { apiLogin } from './api';
import { pickOption } from './laporan';
import { loginThroughForm } from './ui';

type Rows = { data: { items: { id: number; kode?: string; nama?: string }[] } };

/** A master row's id by its kode (the admin masters API is readable by any signed-in user). */
async function masterIdByKode(
  request: APIRequestContext,
  token: string,
  key: string,
  kode: string,
): Promise<number> {
  const res = await request.get(`/api/admin/masters/${key}?per_page=200`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const row = ((await res.json()) as Rows).data.items.find((r) => r.kode === kode);
  if (!row) throw new Error(`master ${key} ${kode} missing`);
  return row.id;
}

/**
 * The demo reporter files a report through the API (the filing screens have their own specs); the KPK's side is
 * then done in the browser. `nl` files seminar kit worth Rp350.000, which staff mark as negative list.
 */
export async function fileReportAsIndividu(request: APIRequestContext, giver: string): Promise<number> {
  const { access_token: token } = await apiLogin(request, 'individu');
  const headers = { authorization: `Bearer ${token}` };
  const pelapors = await (await request.get('/api/pelapor/list-individu', { headers })).json();
  const pelaporId: number = pelapors.data.items[0].id;
  const res = await request.post('/api/laporan/save', {
    headers,
    data: {
      pelapor_id: pelaporId,
      jenis_peristiwa_id: await masterIdByKode(request, token, 'jenis-peristiwa', 'KUNJUNGAN_KERJA'),
      tempat_penerimaan: 'Kantor Pusat',
      tanggal_penerimaan: new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10),
      hubungan_pemberi_penerima_id: await masterIdByKode(
        request,
        token,
        'hubungan-pemberi-penerima',
        'REKANAN',
      ),
      nama_pemberi: giver,
      instansi_pemberi: giver,
      alamat_pemberi: 'Jl. Sudirman 1, Jakarta',
      kronologi: 'Pemberi menyerahkan bingkisan setelah rapat koordinasi di kantor.',
      rincian: [
        {
          jenis_penerimaan_id: await masterIdByKode(request, token, 'jenis-penerimaan', 'BARANG'),
          jenis_objek_id: await masterIdByKode(request, token, 'jenis-objek', 'ELEKTRONIK'),
          uraian: 'Telepon genggam',
          jumlah: 1,
          nilai_taksiran: '2500000',
        },
      ],
      pernyataan_benar: true,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data.laporan.id;
}

/** Fills what a step's form asks, as a person would. */
export type Fill = (page: Page) => Promise<void>;

/**
 * One step in the browser, by the role that owns it: sign in, open the report, pick the decision, fill the form,
 * confirm; the panel then shows the next step.
 */
export async function decide(
  browser: Browser,
  username: string,
  laporanId: number,
  decision: string,
  nextStepName: string,
  fill?: Fill,
): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await loginThroughForm(page, username);
    await page.goto(`/kpk/laporan-detail/${laporanId}`);
    const panel = page.getByTestId('proses-panel');
    await expect(panel).toBeVisible();
    const exact = new RegExp(`^${decision.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    await panel.locator('.ant-radio-button-wrapper').filter({ hasText: exact }).click();
    if (fill) await fill(page);
    await panel.getByRole('button', { name: decision, exact: true }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: decision, exact: true }).click();
    await expect(panel).toContainText(nextStepName, { timeout: 15_000 });
  } finally {
    await context.close();
  }
}

export const fills = {
  grup: (page: Page) => pickOption(page, 'Grup tujuan', 'Grup Pelaporan Gratifikasi I'),
  anggota: (page: Page) => pickOption(page, 'Anggota tim', 'Demo Anggota Tim —'),
  verifikasi: async (page: Page) => {
    await page.getByLabel('Sesuai', { exact: true }).check();
    await page.getByLabel('Hasil verifikasi').fill('Identitas pelapor dan pemberi sesuai dokumen.');
  },
  lha: async (page: Page) => {
    await pickOption(page, 'Level jabatan pelapor', 'eselon II');
    await page
      .getByLabel('Ringkasan analisis')
      .fill('Penerimaan berhubungan dengan jabatan pelapor sebagai pejabat pengadaan.');
    await page.getByLabel('Milik Negara', { exact: true }).first().check();
  },
  pertimbangan: (page: Page) =>
    page.getByLabel('Pertimbangan').fill('Analisis telah direviu dan dapat ditetapkan.'),
} satisfies Record<string, Fill>;

import { buildPath } from '@gratifikasi/domain';
import { apiGet, apiToken } from '../support/api';
import { expect, test } from '../support/session';

// Issue 12 §4–5: the demo reporter keeps a watch valued at USD 1,000.50 that the SK ruled state-owned (the demo
// data walks it to its SK). The object manager issues its surat tagihan (converted at the week's tax rate,
// 16,180.50), the simulated bank is paid half and then the rest through its screen, the statement, aging and
// mutation screens show it, and a statement file reconciles the two payments.
const NILAI = 'Rp16.188.590,25';
const HALF = '8094295.12';
const REST = '8094295.13';

test.use({ signedInAs: 'admin_pengelola_og' });

test('a USD object kept by its reporter: surat tagihan, paid in two parts, in the ledger and reconciled', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const list = await apiGet<{ items: { id: number; nosig: string }[] }>(
    request,
    'koordinator',
    'laporan/list-kpk?q=Global%20Trade',
  );
  const laporan = list.items[0];
  expect(laporan, 'the demo USD report').toBeTruthy();

  // Numbering screen: the item decided state-owned, its bill issued at the tax rate, with its VA.
  await page.goto(buildPath('kpk-penomoran-surat-tagihan-detail', { id: laporan?.id ?? 0 }));
  const row = page.getByRole('row', { name: /Jam tangan pintar/ });
  await expect(row).toContainText('USD 1.000,50');
  await row.getByRole('button', { name: 'Terbitkan surat tagihan' }).click();
  await expect(row).toContainText(NILAI);
  await expect(row).toContainText('16.180,5000');
  const va = (await row.locator('td').nth(6).innerText()).trim();
  expect(va).toMatch(/^\d{16}$/);

  // The simulated bank: half, then the rest, each a signed notification through the callback route.
  const bank = await page.context().newPage();
  await bank.goto('/api/pembayaran/simulator');
  await bank.getByLabel('Nomor VA').fill(va);
  await bank.getByRole('button', { name: 'Cek tagihan' }).click();
  await expect(bank.locator('#info')).toContainText('16188590.25');
  for (const [n, jumlah, klasifikasi] of [
    [1, HALF, 'KURANG_BAYAR'],
    [2, REST, 'LUNAS'],
  ] as const) {
    await bank.getByLabel('Jumlah dibayar (Rp)').fill(jumlah);
    await bank.getByLabel(/ID notifikasi/).fill(`E2E-${stamp}-${n}`);
    await bank.getByRole('button', { name: 'Bayar' }).click();
    await expect(bank.locator('#hasil')).toContainText(`E2E-${stamp}-${n}: DIBUKUKAN (${klasifikasi}`);
  }
  // The same notification again books nothing.
  await bank.getByRole('button', { name: 'Bayar' }).click();
  await expect(bank.locator('#hasil')).toContainText(`E2E-${stamp}-2: DUPLIKAT`);
  await bank.close();

  // The bill: paid, balance zero; its letter waits on the e-office's signature.
  await row.getByRole('link', { name: 'Pelunasan' }).click();
  await expect(page.getByTestId('saldo-tagihan')).toHaveText('Rp0,00');
  await expect(page.getByText('Lunas', { exact: true })).toBeVisible();
  await expect(page.getByText('Menunggu persetujuan dan tanda tangan di e-office')).toBeVisible();

  // Approved in the (simulated) e-office, the letter is issued to the reporter among the report's documents.
  const tagihanId = Number(/pelunasan-penerimaan\/(\d+)/.exec(page.url())?.[1]);
  const detail = await apiGet<{ tagihan: { nomor: string } }>(
    request,
    'admin_pengelola_og',
    `piutang/tagihan/${tagihanId}`,
  );
  const nomor = detail.tagihan.nomor;
  const sysadmin = { authorization: `Bearer ${await apiToken(request, 'sysadmin')}` };
  await expect
    .poll(
      async () =>
        (
          await apiGet<{ simulator: { id: number; perihal: string; status: string }[] }>(
            request,
            'sysadmin',
            'admin/eoffice',
          )
        ).simulator.find((s) => s.perihal.includes(nomor))?.id ?? 0,
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  const eoffice = await apiGet<{ simulator: { id: number; perihal: string }[] }>(
    request,
    'sysadmin',
    'admin/eoffice',
  );
  const surat = eoffice.simulator.find((s) => s.perihal.includes(nomor));
  const approved = await request.post(`/api/admin/eoffice-simulator/${surat?.id}/setujui`, {
    headers: sysadmin,
    data: {},
  });
  expect(approved.status()).toBe(200);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/^Disetujui e-office/)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  const docs = await apiGet<{ surat: { jenis: string; nomor: string | null }[] }>(
    request,
    'individu',
    `laporan/${laporan?.id}/dokumen`,
  );
  expect(docs.surat).toContainEqual(expect.objectContaining({ jenis: 'surat-tagihan', nomor }));

  // Statement of account of the reporter: the bill and both payments, with the running balance.
  await page.goto(`${buildPath('kpk-og-statement-of-account')}?q=Budi`);
  await page.getByRole('link', { name: 'Budi Santoso' }).first().click();
  await expect(page).toHaveURL(/og-statement-of-account-view\/\d+\/IDR/);
  const soa = page.locator('.ant-table');
  await expect(soa).toContainText(NILAI);
  await expect(soa).toContainText('Rp8.094.295,12');
  await expect(soa).toContainText('Rp8.094.295,13');
  await page.getByRole('button', { name: 'Cetak' }).click();
  await expect(page).toHaveURL(/pp-statement-of-account-print/);
  await expect(page.getByRole('button', { name: 'Cetak' })).toBeVisible();
  await expect(page.locator('.ant-table')).toContainText(NILAI);

  // Aging and mutation list the debtor.
  await page.goto(`${buildPath('kpk-pp-debtor-aging')}?q=Budi`);
  await expect(page.getByRole('link', { name: 'Budi Santoso' }).first()).toBeVisible();
  await page.goto(`${buildPath('kpk-pp-mutasi-ar')}?q=Budi`);
  await expect(page.getByRole('row', { name: /Budi Santoso/ }).first()).toBeVisible();
  await expect(page.getByTestId('total-mutasi')).toContainText('Piutang baru');

  // A statement file with both payments and one bad row: the row's errors shown, then the comparison.
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  const csv = [
    'tanggal,va,jumlah,referensi',
    `${today},${va},${HALF},E2E-${stamp}-1`,
    `${today},${va},${REST},E2E-${stamp}-2`,
    'kemarin,123,-1,',
  ].join('\n');
  await page.goto(buildPath('kpk-rekon-og-upload'));
  await page.locator('input[type=file]').setInputFiles({
    name: `rekening-${stamp}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page).toHaveURL(/rekon-og-staging\/\d+/);
  await expect(page.getByText('Referensi wajib diisi')).toBeVisible();
  await page.getByRole('button', { name: 'Bandingkan dengan buku piutang' }).click();
  await expect(page).toHaveURL(/rekon-og\/\d+/);
  await expect(page.getByTestId('ringkasan-rekon')).toContainText('Cocok2');
  await page.getByRole('button', { name: 'Tutup rekonsiliasi' }).click();
  await expect(page.getByText(/Ditutup$/)).toBeVisible();
});

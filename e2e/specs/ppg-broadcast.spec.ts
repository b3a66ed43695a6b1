import { apiToken, bearer } from '../support/api';
import { demoUsername } from '../support/demo';
import { expect, signedInContext, test } from '../support/session';
import { decideInPanel } from '../support/ui';

// Issue 27 §2 (b): a PPG member drafts a broadcast and sends it for approval; the PPG group head approves it; the
// outbox then holds one mail per recipient and the view page shows the progress bar at 100 %.
test('a broadcast is approved, the outbox holds one mail per recipient and the progress bar reaches 100 %', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const judul = `Undangan Uji E2E ${Date.now()}`;

  const member = await signedInContext(browser, 'anggota_tim_ppg');
  const page = await member.newPage();
  await page.goto('/kpk/kpk-broadcast-email-create');
  await expect(page.getByRole('heading', { name: 'Buat Broadcast Email' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Subjek').fill(judul);
  await page.locator('.rte-content').click();
  await page.keyboard.type('Mohon hadir pada rapat koordinasi UPG.');
  await page.getByText('Semua akun dengan peran', { exact: true }).click();
  const counted = page.waitForResponse((r) => r.url().endsWith('/api/broadcast/penerima/pratinjau'));
  await page.getByRole('button', { name: 'Hitung penerima' }).click();
  const { data: reach } = (await (await counted).json()) as { data: { jumlah: number } };
  expect(reach.jumlah).toBeGreaterThan(0);
  await expect(page.getByText(`${reach.jumlah.toLocaleString('id-ID')} alamat email penerima`)).toBeVisible();
  await page.getByRole('button', { name: 'Simpan Draf' }).click();
  await expect(page.getByRole('heading', { name: judul })).toBeVisible({ timeout: 30_000 });
  await decideInPanel(page, 'Kirim', /\/api\/broadcast\/\d+\/keputusan$/);
  await expect(page.getByText('Pengajuan', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
  const viewUrl = page.url();

  // Nothing is in the outbox before approval.
  const admin = bearer(await apiToken(request, demoUsername('sysadmin')));
  const outbox = async () => {
    const res = await request.get('/api/admin/trx-emails', {
      headers: admin,
      params: { q: judul, per_page: 100 },
    });
    expect(res.status()).toBe(200);
    const { data } = (await res.json()) as { data: { items: { to: string; subject: string }[] } };
    return data.items.filter((m) => m.subject === judul);
  };
  expect(await outbox()).toHaveLength(0);

  const head = await signedInContext(browser, 'ketua_group_ppg');
  const approver = await head.newPage();
  await approver.goto('/kpk/gh-approval-broadcast-list');
  await approver.getByRole('link', { name: judul }).click({ timeout: 30_000 });
  await expect(
    approver.getByText(`${reach.jumlah.toLocaleString('id-ID')} alamat email penerima`),
  ).toBeVisible({
    timeout: 30_000,
  });
  await decideInPanel(approver, 'Setujui', /\/api\/broadcast\/\d+\/keputusan$/);
  await expect(approver.getByText('Pengiriman', { exact: true })).toBeVisible({ timeout: 30_000 });
  await head.close();

  // The author's view page polls while the batches run, until every recipient is in the outbox.
  await page.goto(viewUrl);
  const bar = page.getByRole('progressbar', { name: 'Progres pengiriman' });
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 90_000 });
  await expect(page.getByText('Semua penerima telah diserahkan ke outbox email.')).toBeVisible();
  const mails = await outbox();
  expect(mails).toHaveLength(reach.jumlah);
  expect(new Set(mails.map((m) => m.to)).size).toBe(reach.jumlah);
  await member.close();
});

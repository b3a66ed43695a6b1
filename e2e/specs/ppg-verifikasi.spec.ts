import { currentYear, formatNumber } from '@gratifikasi/domain';
import type { APIRequestContext } from '@playwright/test';
import { apiProfile, apiToken, bearer } from '../support/api';
import { expect, signedInContext, test } from '../support/session';
import { confirmSending, decideInPanel } from '../support/ui';

// Issue 25 §3, journey (b): a PPG member scores an institution's year in the browser and sends it; the team leader,
// the group head and the director approve it, each on their screen; the score is then in report-penilaian-ppg and
// counted on the PPG home and the PPG dashboard.

const year = currentYear();
const KEPUTUSAN = /\/api\/approval-verifikasi\/\d+\/keputusan$/;

type Items<T> = { data: { items: T[] } };

/**
 * A verification of this year for an institution that had none, assigned to the demo member: the group head adds the
 * institution to the year's participants and builds the list (the screens' calls). A retry, or a reused server,
 * takes the next institution without one.
 */
async function freshVerifikasi(request: APIRequestContext): Promise<{ id: number; instansi: string }> {
  const gh = bearer(await apiToken(request, 'ketua_group_ppg'));
  const sys = bearer(await apiToken(request, 'sysadmin'));
  const anggotaToken = await apiToken(request, 'anggota_tim_ppg');
  const done = (await (
    await request.get(`/api/approval-verifikasi?tahun=${year}&peserta=ALL&per_page=100`, { headers: gh })
  ).json()) as Items<{ instansi: { id: number } }>;
  const taken = new Set(done.data.items.map((i) => i.instansi.id));
  const instansis = (await (
    await request.get('/api/admin/masters/instansi?per_page=100', { headers: sys })
  ).json()) as Items<{ id: number; kode: string; nama: string }>;
  const pick = instansis.data.items.find((i) => !taken.has(i.id) && i.kode !== 'KPK');
  if (!pick) throw new Error('every institution already has a verification this year');
  const peserta = await request.post(`/api/konfigurasi-klop/${year}/peserta`, {
    headers: gh,
    data: { instansi_ids: [pick.id] },
  });
  expect(peserta.status(), await peserta.text()).toBeLessThan(300);
  const anggota = await apiProfile(request, anggotaToken);
  const buat = await request.post('/api/approval-verifikasi/buat', {
    headers: gh,
    data: { tahun: year, anggota_user_id: anggota.id },
  });
  expect(buat.status(), await buat.text()).toBe(200);
  const mine = (await (
    await request.get(`/api/approval-verifikasi?tahun=${year}&peserta=ALL&per_page=100`, {
      headers: bearer(anggotaToken),
    })
  ).json()) as Items<{ id: number; instansi: { id: number } }>;
  const v = mine.data.items.find((i) => i.instansi.id === pick.id);
  if (!v) throw new Error(`no verification was built for ${pick.nama}`);
  return { id: v.id, instansi: pick.nama };
}

/** The kept scores of the year as the KPK's PPG dashboard counts them. */
async function skorTahun(request: APIRequestContext): Promise<{ jumlah: number; rata_rata: number | null }> {
  const gh = bearer(await apiToken(request, 'ketua_group_ppg'));
  const res = await request.get(`/api/dashboard/ppg?tahun=${year}`, { headers: gh });
  return ((await res.json()) as { data: { skor: { jumlah: number; rata_rata: number | null } } }).data.skor;
}

test('a member verifies a year, the chain approves it, the score reaches the report and both dashboards', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { id, instansi } = await freshVerifikasi(request);
  const before = await skorTahun(request);

  // The member finds it in their queue, scores every indicator at its best level and sends it.
  const member = await signedInContext(browser, 'anggota_tim_ppg');
  const page = await member.newPage();
  await page.goto(`/kpk/anggota-verifikasi-list?peserta=ALL&tahun=${year}`);
  await expect(page.getByRole('heading', { name: 'Daftar Verifikasi Indikator' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('link', { name: instansi, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Verifikasi ${instansi} ${year}` })).toBeVisible({
    timeout: 30_000,
  });
  const skor = page.getByRole('combobox', { name: /^Skor / });
  await expect(skor.first()).toBeVisible();
  const n = await skor.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    // The list opens on its first level (the best): Enter takes it, as a keyboard user does.
    const combobox = skor.nth(i);
    await combobox.click();
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  }
  await expect(page.getByLabel('Total skor')).toHaveText(/100/);
  await page.getByRole('button', { name: 'Kirim', exact: true }).click();
  const sent = await confirmSending(
    page,
    'Kirim',
    (r) => r.method() === 'POST' && KEPUTUSAN.test(new URL(r.url()).pathname),
  );
  expect((await sent.response())?.status()).toBe(200);
  await expect(page.getByText('Review Ketua Tim').first()).toBeVisible({ timeout: 30_000 });
  await member.close();

  // The team leader opens it from the approval queue and approves it.
  const katim = await signedInContext(browser, 'ketua_tim_ppg');
  const leader = await katim.newPage();
  await leader.goto('/kpk/ApprovalVerifikasi?peserta=ALL');
  await expect(leader.getByRole('heading', { name: 'Persetujuan Verifikasi Indikator' })).toBeVisible({
    timeout: 30_000,
  });
  await leader.getByRole('link', { name: instansi, exact: true }).click();
  await decideInPanel(leader, 'Setujui', KEPUTUSAN);
  await expect(leader.getByText('Review Group Head').first()).toBeVisible({ timeout: 30_000 });
  await katim.close();

  // The group head, then the director, each on their approval screen.
  const ghCtx = await signedInContext(browser, 'ketua_group_ppg');
  const head = await ghCtx.newPage();
  await head.goto(`/kpk/approve-verifikasi-input/${id}`);
  await decideInPanel(head, 'Setujui', KEPUTUSAN);
  await expect(head.getByText('Persetujuan Direktur').first()).toBeVisible({ timeout: 30_000 });
  const dirCtx = await signedInContext(browser, 'direktur');
  const director = await dirCtx.newPage();
  await director.goto(`/kpk/direktur-approve-verifikasi/${id}`);
  await decideInPanel(director, 'Setujui', KEPUTUSAN);
  await expect(director.getByText('Selesai').first()).toBeVisible({ timeout: 30_000 });
  await dirCtx.close();

  // The score is in the assessment report of the year (the report engine keeps a page up to 30 s: reload till then)…
  const row = head.getByRole('row').filter({ has: head.getByRole('cell', { name: instansi, exact: true }) });
  await expect(async () => {
    await head.goto(`/kpk/report-penilaian-ppg?tahun=${year}`);
    await expect(head.getByRole('heading', { name: 'Laporan Penilaian PPG' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(row).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000, intervals: [5_000] });
  await expect(row.getByRole('cell', { name: /^100(,00)?$/ }).first()).toBeVisible();

  // …and counted on the PPG dashboard and the PPG home (the write dropped their cached figures).
  const after = await skorTahun(request);
  expect(after.jumlah).toBe(before.jumlah + 1);
  const rata = formatNumber(after.rata_rata ?? 0, 2);
  await head.goto(`/kpk/dashboard-ppg?tahun=${year}`);
  await expect(head.getByRole('heading', { name: 'Dasbor PPG' })).toBeVisible({ timeout: 30_000 });
  const figure = head.locator('[data-ppg-figure="skor-rata"]');
  await expect(figure).toContainText(`${formatNumber(after.jumlah, 0)} instansi dinilai`, {
    timeout: 30_000,
  });
  await expect(figure).toContainText(rata);
  await head.goto('/kpk/kpk-beranda-ppg');
  await expect(head.locator('[data-ppg-figure="ringkas-skor"]')).toContainText(rata, { timeout: 30_000 });
  await ghCtx.close();
});

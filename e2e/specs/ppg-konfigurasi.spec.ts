import type { APIRequestContext } from '@playwright/test';
import { apiProfile, apiToken, bearer } from '../support/api';
import { expect, signedInContext, test } from '../support/session';
import { decideInPanel } from '../support/ui';

const NEXT_YEAR = String(new Date().getFullYear() + 1);

type Data<T> = { data: T };
const ok = async <T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
  expect(res.status(), await res.text()).toBeLessThan(300);
  return ((await res.json()) as Data<T>).data;
};

/**
 * The rest of next year's frame through the calls the screens make: score criteria on the indicators just approved
 * (the best level 100, then 75, 50 and 0), sent by the group head and approved by the director; the year's schedule
 * and participants copied from this year; the year's verification list built for the demo member. Answers the
 * member's verification of the demo ministry.
 */
async function nextYearVerification(
  request: APIRequestContext,
): Promise<{ id: number; indikator_versi: number; skor_versi: number }> {
  const gh = bearer(await apiToken(request, 'ketua_group_ppg'));
  const dir = bearer(await apiToken(request, 'direktur'));
  const anggotaToken = await apiToken(request, 'anggota_tim_ppg');
  const made = await ok<{ id: number }>(
    await request.post('/api/kriteria-verif-skor', { headers: gh, data: { tahun: Number(NEXT_YEAR) } }),
  );
  const opsi = await ok<{ kriteria_skor: { id: number; kode: string | null }[] }>(
    await request.get('/api/konfigurasi-indikator/opsi', { headers: gh }),
  );
  const kriteria = (kode: string) => opsi.kriteria_skor.find((k) => k.kode === kode)?.id ?? 0;
  type Detail = { revisi: number; version: number; indikators: { id: number }[] };
  const d = await ok<Detail>(await request.get(`/api/kriteria-verif-skor/${made.id}`, { headers: gh }));
  const levels = d.indikators.flatMap((ind) =>
    (
      [
        ['SANGAT_BAIK', 100],
        ['BAIK', 75],
        ['CUKUP', 50],
        ['TIDAK_ADA', 0],
      ] as const
    ).map(([kode, skor]) => ({
      indikator_id: ind.id,
      kriteria_skor_monev_id: kriteria(kode),
      skor,
      deskripsi: `Tingkat ${kode.toLowerCase().replace('_', ' ')}`,
    })),
  );
  await ok(
    await request.put(`/api/kriteria-verif-skor/${made.id}`, {
      headers: gh,
      data: { revisi: d.revisi, levels },
    }),
  );
  const fresh = await ok<Detail>(await request.get(`/api/kriteria-verif-skor/${made.id}`, { headers: gh }));
  const sent = await ok<{ version: number }>(
    await request.post(`/api/kriteria-verif-skor/${made.id}/keputusan`, {
      headers: gh,
      data: { keputusan: 'kirim', versi: fresh.version },
    }),
  );
  await ok(
    await request.post(`/api/kriteria-verif-skor/${made.id}/keputusan`, {
      headers: dir,
      data: { keputusan: 'setuju', versi: sent.version },
    }),
  );
  // Copy from last year: the schedule moved a year and last year's participants (the demo ministry among them).
  await ok(await request.post(`/api/konfigurasi-klop/${NEXT_YEAR}/salin`, { headers: gh }));
  const anggota = await apiProfile(request, anggotaToken);
  await ok(
    await request.post('/api/approval-verifikasi/buat', {
      headers: gh,
      data: { tahun: Number(NEXT_YEAR), anggota_user_id: anggota.id },
    }),
  );
  const mine = await ok<{ items: { id: number; indikator_versi: number; skor_versi: number }[] }>(
    await request.get(`/api/approval-verifikasi?tahun=${NEXT_YEAR}&peserta=ALL&q=Kementerian%20Keuangan`, {
      headers: bearer(anggotaToken),
    }),
  );
  // The one on the newest indicator version (a reused server keeps an earlier run's).
  const v = mine.items.sort((a, b) => b.indikator_versi - a.indikator_versi)[0];
  if (!v) throw new Error(`no verification was built for ${NEXT_YEAR}`);
  return v;
}

// Issue 25 §1: the PPG group head drafts next year's indicator set (copied from the one in force), edits an
// indicator and sends it; the director approves it; the approved set is frozen and changes only as a new version.
test('the group head edits the indicators, the director approves, the set is frozen, the next verification uses it', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const gh = await signedInContext(browser, 'ketua_group_ppg');
  const page = await gh.newPage();
  await page.goto('/kpk/konfigurasi-indikator-list');
  await expect(page.getByRole('heading', { name: 'Konfigurasi Indikator' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Buat Versi' }).click();
  const modal = page.locator('.ant-modal').filter({ hasText: 'Buat versi konfigurasi indikator' });
  await modal.getByLabel('Tahun').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${NEXT_YEAR}$`) })
    .click();
  await modal.getByRole('button', { name: 'Buat draf' }).click();

  // The draft is copied from the set in force: edit the first indicator's name and weight stays at 100 %.
  await expect(page).toHaveURL(/\/kpk\/gh-konfigurasi-indikator-edit\/\d+$/, { timeout: 30_000 });
  const nama = page.getByLabel('Nama indikator').first();
  await expect(nama).not.toHaveValue('', { timeout: 30_000 });
  await nama.fill('Pernyataan komitmen pengendalian gratifikasi oleh pimpinan (diperbarui)');
  await expect(page.getByText('Jumlah bobot: 100%')).toBeVisible();
  await page.getByRole('button', { name: 'Simpan draf' }).click();
  await expect(page).toHaveURL(/\/kpk\/gh-konfigurasi-indikator\/\d+$/, { timeout: 30_000 });
  await expect(page.getByText('(diperbarui)')).toBeVisible();
  const id = page.url().split('/').pop();
  await decideInPanel(page, 'Kirim', /\/api\/konfigurasi-indikator\/\d+\/keputusan$/);
  await expect(page.getByText('Menunggu Persetujuan Direktur').first()).toBeVisible({ timeout: 30_000 });
  await gh.close();

  // The director approves it from the approval screen.
  const dir = await signedInContext(browser, 'direktur');
  const approver = await dir.newPage();
  await approver.goto(`/kpk/direktur-approve-konfigurasi/${id}`);
  await expect(approver.getByText('(diperbarui)')).toBeVisible({ timeout: 30_000 });
  await decideInPanel(approver, 'Setujui', /\/api\/konfigurasi-indikator\/\d+\/keputusan$/);
  await expect(approver.getByText('Versi ini sudah disetujui dan dibekukan')).toBeVisible({
    timeout: 30_000,
  });
  await dir.close();

  // Frozen: no edit for the group head, only a new version; the edit address says so.
  const again = await signedInContext(browser, 'ketua_group_ppg');
  const check = await again.newPage();
  await check.goto(`/kpk/gh-konfigurasi-indikator/${id}`);
  await expect(check.getByText('Berlaku', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(check.getByRole('button', { name: 'Buat versi baru' })).toBeVisible();
  await expect(check.getByRole('button', { name: 'Ubah', exact: true })).toHaveCount(0);
  await check.goto(`/kpk/gh-konfigurasi-indikator-edit/${id}`);
  await expect(check.getByText('Versi ini tidak dapat diubah')).toBeVisible({ timeout: 30_000 });
  await again.close();

  // The next verification of that year is scored on the approved set: the member reads the edited indicator.
  const verifikasi = await nextYearVerification(request);
  const member = await signedInContext(browser, 'anggota_tim_ppg');
  const form = await member.newPage();
  await form.goto(`/kpk/anggota-verifikasi-input/${verifikasi.id}`);
  await expect(
    form.getByRole('heading', { name: `Verifikasi Kementerian Keuangan ${NEXT_YEAR}` }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    form.getByText(
      `Indikator versi ${verifikasi.indikator_versi} · Kriteria skor versi ${verifikasi.skor_versi}`,
      {
        exact: false,
      },
    ),
  ).toBeVisible();
  await expect(form.getByText('(diperbarui)').first()).toBeVisible();
  await expect(form.getByRole('combobox', { name: /^Skor / }).first()).toBeVisible();
  await member.close();
});

import { type Browser, expect, test } from '@playwright/test';
import { pickOption } from '../support/laporan';
import { decide, fileReportAsIndividu, fills } from '../support/proses';
import { loginThroughForm } from '../support/ui';

/**
 * Issue 10: the KPK's processing in the browser, each step by the demo account of the role that owns it. The
 * panel on the report's screen draws the decisions from `GET laporan/{id}/aksi`.
 */
test.describe.configure({ mode: 'serial' });
// A step that cannot be taken fails in seconds rather than at the end of a long journey.
test.use({ actionTimeout: 30_000 });

/** Distribution and information verification, to the negative-list step (f31). */
async function toNegativeList(browser: Browser, id: number): Promise<void> {
  await decide(browser, 'koordinator', id, 'Distribusikan', 'distribusi-f', fills.grup);
  await decide(browser, 'ketua_group', id, 'Distribusikan', 'f30', fills.anggota);
  await decide(browser, 'anggota_tim', id, 'Setujui', 'f34', fills.verifikasi);
  await decide(browser, 'ketua_tim', id, 'Setujui', 'f38');
  await decide(browser, 'ketua_group', id, 'Setujui', 'f31');
}

/** Negative list (none) and completeness checked, to the group head's completeness approval (f3b). */
async function toCompletenessApproval(browser: Browser, id: number): Promise<void> {
  await decide(browser, 'anggota_tim', id, 'Setujui', 'f35');
  await decide(browser, 'ketua_tim', id, 'Setujui', 'f39');
  await decide(browser, 'ketua_group', id, 'Setujui', 'f33');
  await decide(browser, 'anggota_tim', id, 'Setujui', 'f37');
  await decide(browser, 'ketua_tim', id, 'Setujui', 'f3b');
}

async function nosigOf(request: import('@playwright/test').APIRequestContext, id: number): Promise<string> {
  const { apiLogin } = await import('../support/api');
  const { access_token } = await apiLogin(request, 'koordinator');
  const res = await request.get(`/api/laporan/${id}`, {
    headers: { authorization: `Bearer ${access_token}` },
  });
  return (await res.json()).data.nosig;
}

test('a report walks the whole path to SUDAH_SPSK and its reporter hears of each change', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const id = await fileReportAsIndividu(request, 'PT Jalur Penuh');
  await toNegativeList(browser, id);
  await toCompletenessApproval(browser, id);
  await decide(browser, 'ketua_group', id, 'Lengkap', 'f60');
  await decide(browser, 'anggota_tim', id, 'Setujui', 'f61', fills.lha);
  await decide(browser, 'ketua_tim', id, 'Setujui', 'f63');
  await decide(browser, 'ketua_group', id, 'Ajukan riksa', 'f80');
  await decide(browser, 'direktur', id, 'Setujui', 'f83');
  await decide(browser, 'direktur', id, 'Tetapkan SK', 'f70', fills.pertimbangan);
  await decide(browser, 'direktur', id, 'Teruskan ke atasan', 'f72');
  await decide(browser, 'deputi', id, 'Ditandatangani deputi', 'f7A');
  await decide(browser, 'sekretaris', id, 'Beri nomor', 'f7E');
  await decide(browser, 'sekretaris', id, 'Beri nomor', 'SUDAH SPSK');

  const nosig = await nosigOf(request, id);
  await loginThroughForm(page, 'individu');
  await page.goto('/individu/individu-notifikasi');
  const main = page.getByRole('main');
  for (const status of ['Distribusi laporan', 'Verifikasi', 'Analisis', 'Penetapan SK', 'Selesai']) {
    await expect(main.getByText(`Status laporan ${nosig}: ${status}`, { exact: true }).first()).toBeVisible();
  }
});

test('an incomplete report: the reporter completes it through the link and processing goes on', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const id = await fileReportAsIndividu(request, 'PT Belum Lengkap');
  await toNegativeList(browser, id);
  await toCompletenessApproval(browser, id);
  await decide(browser, 'ketua_group', id, 'Tidak lengkap', 'f3g', async (p) => {
    await p.getByLabel('Pesan kepada pelapor').fill('Mohon lengkapi undangan acara dan foto objek.');
    await p.getByRole('button', { name: 'Tambah pertanyaan' }).click();
    await p.getByPlaceholder('Dokumen atau keterangan yang diminta').fill('Unggah undangan acara');
  });

  // The reporter opens the link from the mail the KPK sent and answers it.
  const { apiLogin } = await import('../support/api');
  const admin = await apiLogin(request, 'sysadmin');
  const outbox = await request.get('/api/admin/trx-emails?per_page=50', {
    headers: { authorization: `Bearer ${admin.access_token}` },
  });
  const mails = (await outbox.json()).data.items as { id: number; subject: string }[];
  const mail = mails.find((m) => m.subject.includes('] Permintaan kelengkapan laporan'));
  expect(mail, 'the completeness mail').toBeTruthy();
  const full = await request.get(`/api/admin/trx-emails/${mail?.id}`, {
    headers: { authorization: `Bearer ${admin.access_token}` },
  });
  const link = /\/konfirmasi-kelengkapan\/[\w-]+\/fill/.exec((await full.json()).data.text)?.[0] ?? '';
  expect(link).not.toBe('');
  await page.goto(link);
  await page.getByLabel('Unggah undangan acara').fill('Undangan acara terlampir pada berkas.');
  await page.getByRole('button', { name: 'Kirim kelengkapan' }).click();
  await expect(page.getByText('Terima kasih')).toBeVisible();

  await decide(browser, 'anggota_tim', id, 'Setujui', 'f37');
});

test('all items on the negative list: not followed up, and the SP3 is numbered', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const id = await fileReportAsIndividu(request, 'Panitia Seminar');
  await toNegativeList(browser, id);
  await decide(browser, 'anggota_tim', id, 'Setujui', 'f35', async (p) => {
    await expect(p.getByLabel('Setujui usulan')).toBeChecked();
    await expect(async () => {
      await p.getByLabel('Ubah', { exact: true }).check({ timeout: 5_000 });
      await expect(p.getByLabel('Ubah', { exact: true })).toBeChecked({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await pickOption(p, 'Unsur negative list rincian 1', 'seminar kit', 'seminar');
    await p.getByLabel('Alasan rincian 1').fill('Perlengkapan peserta kegiatan kedinasan');
  });
  await decide(browser, 'ketua_tim', id, 'Setujui', 'f39');
  await decide(browser, 'ketua_group', id, 'Semua unsur negative list', 'f5a');
  await decide(browser, 'direktur', id, 'Tidak ditindaklanjuti (SP3)', 'f51', (p) =>
    p.getByLabel('Alasan').fill('Seluruh penerimaan termasuk pengecualian negative list.'),
  );
  await decide(browser, 'ketua_tim', id, 'Setujui', 'f52', (p) =>
    p.getByLabel('Isi surat SP3').fill('Laporan Saudara tidak ditindaklanjuti karena termasuk pengecualian.'),
  );
  await decide(browser, 'ketua_group', id, 'Setujui', 'f54');
  await decide(browser, 'direktur', id, 'Setujui', 'f56');
  await decide(browser, 'deputi', id, 'Setujui', 'f5D');
  await decide(browser, 'sekretaris', id, 'Beri nomor', 'sp3-selesai');
});

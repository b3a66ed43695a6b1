import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { apiToken, bearer } from '../support/api';
import { apiApproveEoffice, approveInSimulatorPage } from '../support/eoffice';
import { fileReportAsIndividu, pickOption } from '../support/laporan';
import { apiToCompletenessApproval, apiToNegativeList, Desks, fills } from '../support/proses';
import { pdfText } from '../support/qr';
import { test as base, expect } from '../support/session';

/**
 * Issue 10: the KPK's processing in the browser, each step by the demo account of the role that owns it. The
 * panel on the report's screen draws the decisions from `GET laporan/{id}/aksi`. Journey (a) walks every step in
 * the browser; (b) and (c) reach the point where they part from (a) through the same API calls (a) makes through
 * the screens, and take the rest in the browser. Each journey has its own report, so they run side by side.
 */
const test = base.extend<{ desks: Desks }>({
  desks: async ({ browser }, use) => {
    const desks = new Desks(browser);
    await use(desks);
    await desks.close();
  },
});
// A step that cannot be taken fails in seconds rather than at the end of a long journey.
test.use({ actionTimeout: 30_000 });

test('a report walks the whole path to SUDAH_SPSK, its reporter hears of each change and downloads the SK', async ({
  desks,
  request,
}) => {
  test.setTimeout(480_000);
  const { id, nosig } = await fileReportAsIndividu(request, 'PT Jalur Penuh');
  // Distribution and information verification.
  await desks.decide('koordinator', id, 'Distribusikan', 'distribusi-f', fills.grup);
  await desks.decide('ketua_group', id, 'Distribusikan', 'f30', fills.anggota);
  await desks.decide('anggota_tim', id, 'Setujui', 'f34', fills.verifikasi);
  await desks.decide('ketua_tim', id, 'Setujui', 'f38');
  await desks.decide('ketua_group', id, 'Setujui', 'f31');
  // Negative list (none), then completeness.
  await desks.decide('anggota_tim', id, 'Setujui', 'f35', fills.nl);
  await desks.decide('ketua_tim', id, 'Setujui', 'f39', fills.nl);
  await desks.decide('ketua_group', id, 'Setujui', 'f33', fills.nl);
  await desks.decide('anggota_tim', id, 'Setujui', 'f37', fills.kelengkapan);
  await desks.decide('ketua_tim', id, 'Setujui', 'f3b');
  await desks.decide('ketua_group', id, 'Lengkap', 'f60');
  // Analysis, examination, the SK and its numbers.
  await desks.decide('anggota_tim', id, 'Setujui', 'f61', fills.lha);
  await desks.decide('ketua_tim', id, 'Setujui', 'f63');
  await desks.decide('ketua_group', id, 'Ajukan riksa', 'f80');
  await desks.decide('direktur', id, 'Setujui', 'f83');
  await desks.decide('direktur', id, 'Tetapkan SK', 'f70', fills.pertimbangan);
  await desks.decide('direktur', id, 'Teruskan ke atasan', 'f72');
  await desks.decide('deputi', id, 'Ditandatangani deputi', 'f7A');
  // Numbering waits on the e-office: its holders see why, and nobody numbers by hand.
  const desk = await desks.open('sekretaris', `/kpk/laporan-detail/${id}`);
  await expect(desk.getByTestId('proses-panel')).toContainText(
    'SK menunggu persetujuan di e-office; nomor dan surat terbit otomatis setelah disetujui.',
  );
  await expect(desk.getByTestId('proses-panel').getByText('Beri nomor')).toHaveCount(0);
  const eoffice = await desks.open('sysadmin', '/admin/eoffice-simulator');
  await approveInSimulatorPage(eoffice, id, nosig, 'SK', 'f7E');
  // The SK is numbered: no redistribution may walk the report to a second SK; the way back is Pembatalan SK.
  const koordinator = bearer(await apiToken(request, 'koordinator'));
  const groups = await request.get('/api/laporan/beban?jenis=grup', { headers: koordinator });
  const grup = ((await groups.json()).data as { id: number }[])[0];
  const reassign = await request.post('/api/laporan/reassign-gh', {
    headers: koordinator,
    data: { ids: [id], grup_id: grup?.id, alasan: 'Dialihkan ke grup lain untuk dianalisis ulang' },
  });
  expect(reassign.status()).toBe(200);
  expect((await reassign.json()).data).toMatchObject({
    berhasil: [],
    gagal: [{ id, pesan: expect.stringMatching(/sudah bernomor .*Pembatalan SK/) }],
  });
  await approveInSimulatorPage(eoffice, id, nosig, 'SPSK', 'selesai');

  // The reporter was told of each change. Other journeys file reports as the same demo reporter at the same time,
  // so this report's notices are read from the reporter's own notification list through the API, all pages.
  const token = await apiToken(request, 'individu');
  const judul: string[] = [];
  for (let p = 1; p <= 20; p++) {
    const res = await request.get(`/api/notification?per_page=100&page=${p}`, { headers: bearer(token) });
    const items = (await res.json()).data.items as { judul: string }[];
    judul.push(...items.map((n) => n.judul));
    if (items.length < 100) break;
  }
  // In the reporter's words, once per phase they know (issue 24 §2); the end is the ruling's own notice.
  for (const status of [
    'Laporan sedang diverifikasi KPK',
    'Laporan sedang dianalisis KPK',
    'Surat Keputusan sedang ditetapkan',
  ]) {
    expect(judul).toContain(`Status laporan ${nosig}: ${status}`);
  }
  // The end of the path is the ruling issued: one notice with the SK's and SPSK's numbers and what follows.
  expect(judul).toContain(`SK laporan ${nosig} terbit`);
  const page = await desks.open('individu', '/individu/individu-notifikasi');
  await expect(page.getByRole('heading', { name: 'Notifikasi' })).toBeVisible();

  // The KPK's number of the SK, as its report page shows it among the letters issued.
  const kpk = await desks.open('koordinator', `/kpk/laporan-detail/${id}`);
  const skRow = kpk
    .getByTestId('dokumen-laporan')
    .locator('tr.ant-table-row', { hasText: 'SK penetapan status gratifikasi' });
  await expect(skRow).toBeVisible({ timeout: 30_000 });
  const nomor = ((await skRow.locator('td').nth(1).textContent()) ?? '').trim();
  expect(nomor).toMatch(/\d/);

  // The reporter reads the ruling in words on their report and downloads the SK, whose number is the KPK's.
  const mine = await desks.open('individu', `/individu/laporan-detail/${id}`);
  const putusan = mine.getByTestId('putusan-laporan');
  await expect(putusan).toContainText('Keputusan KPK (SK)', { timeout: 30_000 });
  await expect(putusan).toContainText('Milik Negara');
  await expect(putusan).toContainText(
    /Serahkan objek ke KPK paling lambat \d\d-\d\d-\d{4} \(7 hari kerja sejak SK\)/,
  );
  await expect(putusan).not.toContainText('MILIK_NEGARA');
  const downloading = mine.waitForEvent('download');
  await putusan.getByRole('button', { name: `Unduh SK penetapan status gratifikasi ${nomor}` }).click();
  const pdf = readFileSync((await (await downloading).path()) ?? '');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect((await pdfText(pdf)).replace(/\s/g, '')).toContain(nomor.replace(/\s/g, ''));
  await expect(putusan.getByRole('button', { name: /^Unduh Surat pengantar SK \(SPSK\) / })).toBeVisible();
});

/** The completeness request mailed to the reporter of `nosig`: its link, read from the outbox as sysadmin. */
async function completenessLink(page: Page, nosig: string): Promise<string> {
  const headers = bearer(await apiToken(page.request, 'sysadmin'));
  const outbox = await page.request.get('/api/admin/trx-emails', {
    headers,
    params: { q: nosig, per_page: 50 },
  });
  const mails = (await outbox.json()).data.items as { id: number; subject: string }[];
  const mail = mails.find((m) => m.subject.includes(`] Permintaan kelengkapan laporan ${nosig}`));
  expect(mail, `the completeness mail of ${nosig}`).toBeTruthy();
  const full = await page.request.get(`/api/admin/trx-emails/${mail?.id}`, { headers });
  const link = /\/konfirmasi-kelengkapan\/[\w-]+\/fill/.exec((await full.json()).data.text)?.[0] ?? '';
  expect(link, 'the link in the mail').not.toBe('');
  return link;
}

test('an incomplete report: the reporter completes it through the link and processing goes on', async ({
  desks,
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const { id, nosig } = await fileReportAsIndividu(request, 'PT Belum Lengkap');
  await apiToNegativeList(request, id);
  await apiToCompletenessApproval(request, id);
  await desks.decide('ketua_group', id, 'Tidak lengkap', 'f3g', async (p) => {
    await p.getByLabel('Pesan kepada pelapor').fill('Mohon lengkapi undangan acara dan foto objek.');
    await p.getByRole('button', { name: 'Tambah pertanyaan' }).click();
    await p.getByPlaceholder('Dokumen atau keterangan yang diminta').fill('Unggah undangan acara');
  });

  // The reporter opens the link from the mail the KPK sent and answers it, without signing in.
  await page.goto(await completenessLink(page, nosig));
  await page.getByLabel('Unggah undangan acara').fill('Undangan acara terlampir pada berkas.');
  await page.getByRole('button', { name: 'Kirim kelengkapan' }).click();
  await expect(page.getByText('Terima kasih')).toBeVisible();

  // The member re-verifying completeness reads what the reporter sent, on the report's page.
  await desks.decide('anggota_tim', id, 'Setujui', 'f37', async (p) => {
    const answers = p.locator('[id^="jawaban-pelapor-"]');
    await expect(answers).toContainText('Unggah undangan acara');
    await expect(answers).toContainText('Undangan acara terlampir pada berkas.');
  });
});

test('all items on the negative list: not followed up, and the SP3 is numbered', async ({
  desks,
  request,
}) => {
  test.setTimeout(300_000);
  const { id } = await fileReportAsIndividu(request, 'Panitia Seminar');
  await apiToNegativeList(request, id);
  // The member overrides the system's proposal: the item is a seminar kit, on the negative list.
  await desks.decide('anggota_tim', id, 'Setujui', 'f35', async (p) => {
    await expect(p.getByLabel('Setujui usulan')).toBeChecked();
    await expect(async () => {
      await p.getByLabel('Ubah', { exact: true }).check({ timeout: 5_000 });
      await expect(p.getByLabel('Ubah', { exact: true })).toBeChecked({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await pickOption(p, 'Unsur negative list rincian 1', 'seminar kit', 'seminar');
    await p.getByLabel('Alasan rincian 1').fill('Perlengkapan peserta kegiatan kedinasan');
  });
  await desks.decide('ketua_tim', id, 'Setujui', 'f39', fills.nl);
  await desks.decide('ketua_group', id, 'Semua unsur negative list', 'f5a', fills.nl);
  await desks.decide('direktur', id, 'Tidak ditindaklanjuti (SP3)', 'f51', (p) =>
    p.getByLabel('Alasan').fill('Seluruh penerimaan termasuk pengecualian negative list.'),
  );
  await desks.decide('ketua_tim', id, 'Setujui', 'f52', (p) =>
    p.getByLabel('Isi surat SP3').fill('Laporan Saudara tidak ditindaklanjuti karena termasuk pengecualian.'),
  );
  await desks.decide('ketua_group', id, 'Setujui', 'f54');
  await desks.decide('direktur', id, 'Setujui', 'f56');
  await desks.decide('deputi', id, 'Setujui', 'f5D');
  // The e-office's approval numbers and issues the SP3; the reporter reads that nothing follows.
  await apiApproveEoffice(request, id, 'SP3', 'sp3-selesai');
  const mine = await desks.open('individu', `/individu/laporan-detail/${id}`);
  const putusan = mine.getByTestId('putusan-laporan');
  await expect(putusan).toContainText('Laporan tidak ditindaklanjuti (SP3)', { timeout: 30_000 });
  await expect(putusan).toContainText('Tidak ada yang perlu Anda lakukan');
  await expect(
    putusan.getByRole('button', { name: /^Unduh Surat pemberitahuan tidak ditindaklanjuti/ }),
  ).toBeVisible();
});

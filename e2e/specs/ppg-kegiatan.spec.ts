import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { qrOfImage, qrOfPdf } from '../support/qr';
import { expect, signedInContext, test } from '../support/session';
import { decideInPanel } from '../support/ui';

/** Opens a select by its label and picks the option, again until the select shows it closed (a busy phone page). */
async function pick(page: Page, label: string, option: string | RegExp) {
  const combobox = page.getByLabel(label, { exact: true });
  await expect(async () => {
    await combobox.click({ timeout: 5_000 });
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click({ timeout: 5_000 });
    await expect(combobox).toHaveAttribute('aria-expanded', 'false', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

// Issue 26 §1–2: a PPG member creates an activity, the PPG group head assigns the team and accepts it, the member
// adds a session and opens its attendance; three people check in on a phone through the QR code's link (read off
// the page), the second of them twice; the session's monitoring counts three.
test('an activity is created, accepted, and three people check in through the session’s QR code', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const judul = `Sosialisasi e2e ${Date.now()}`;
  const member = await signedInContext(browser, 'anggota_tim_ppg');
  const page = await member.newPage();
  await page.goto('/kpk/kegiatan-create');
  await page.getByLabel('Judul kegiatan').fill(judul);
  await pick(page, 'Jenis kegiatan', 'Sosialisasi');
  await pick(page, 'Bentuk kegiatan', /luring/i);
  // Today on the app's calendar (Asia/Jakarta), whatever the machine's zone: after 17:00 UTC it is already tomorrow.
  const ddmmyyyy = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta' })
    .format(new Date())
    .replaceAll('/', '-');
  const range = page.getByLabel('Tanggal pelaksanaan');
  await range.click();
  await range.fill(ddmmyyyy);
  await page.keyboard.press('Enter');
  await page.locator('.ant-picker-range input').nth(1).fill(ddmmyyyy);
  await page.keyboard.press('Enter');
  await page.getByLabel('Alamat').fill('Aula Utama Gedung Merah Putih');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByRole('heading', { name: judul })).toBeVisible({ timeout: 30_000 });
  await decideInPanel(page, 'Kirim', /\/api\/kegiatan\/\d+\/keputusan$/);
  const kegiatanUrl = page.url();
  const id = Number(new URL(kegiatanUrl).pathname.split('/').pop());

  const headCtx = await signedInContext(browser, 'ketua_group_ppg');
  const head = await headCtx.newPage();
  await head.goto(`/kpk/gh-kegiatan-edit/${id}`);
  await pick(head, 'Ketua tim kegiatan', 'Anggota Tim PPG');
  await head.getByRole('button', { name: 'Simpan tim' }).click();
  await expect(head.getByText('Tim kegiatan disimpan')).toBeVisible({ timeout: 30_000 });
  await decideInPanel(head, 'Terima', /\/api\/kegiatan\/\d+\/keputusan$/);
  await expect(head.getByText('Pelaporan Kegiatan di SIG').first()).toBeVisible({ timeout: 30_000 });
  await headCtx.close();

  // The member adds a session of today and opens its attendance.
  await page.goto(`/kpk/kegiatan/${id}/aktivitas`);
  await page.getByLabel('Nama sesi').fill('Sesi pleno');
  const tanggal = page.getByLabel('Tanggal', { exact: true });
  await tanggal.click();
  await tanggal.fill(ddmmyyyy);
  await page.keyboard.press('Enter');
  const jam = page.getByLabel('Jam', { exact: true });
  await jam.click();
  await jam.fill('00:05');
  await page.keyboard.press('Enter');
  await page.locator('.ant-picker-range input').nth(1).fill('23:55');
  // The picker's own OK: Enter would also submit the form, and the click below would then file a second session.
  await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
  await page.getByRole('button', { name: 'Simpan sesi' }).click();
  await expect(page.getByText('Sesi kegiatan dibuat')).toBeVisible({ timeout: 30_000 });

  // The member's calendar: this week, their own activities, the activity and its session on today's card.
  const kalender = await member.newPage();
  await kalender.goto('/kpk/kegiatan-kalender');
  await kalender.getByText('Mingguan', { exact: true }).click();
  await kalender.getByText('Kegiatan saya', { exact: true }).click();
  await expect(kalender.getByRole('link', { name: new RegExp(judul) })).toBeVisible({ timeout: 30_000 });
  await expect(kalender.getByRole('link', { name: /Sesi pleno/ }).first()).toBeVisible();
  await kalender.getByRole('link', { name: new RegExp(judul) }).click();
  await expect(kalender.getByRole('heading', { name: judul })).toBeVisible({ timeout: 30_000 });
  await kalender.close();
  await page.getByRole('button', { name: 'Presensi QR' }).click();
  await page.getByRole('button', { name: 'Buka presensi' }).click();
  const qr = page.getByRole('img', { name: 'Kode QR presensi sesi' });
  await expect(qr).toBeVisible({ timeout: 30_000 });
  const src = (await qr.getAttribute('src')) ?? '';
  const url = await qrOfImage(Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64'));
  expect(url).toMatch(/\/kegiatan\/presensi\/[A-Za-z0-9_-]+$/);

  // Three people on a phone-sized page, signed out.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const people = [
    { nama: 'Siti Lestari', nik: '3201015201900001', level: 'Pengawas' },
    { nama: 'Budi Pratama', nik: '3201011201900002', level: 'Pelaksana' },
    { nama: 'Dewi Wijaya', nik: '3201015301900003', level: 'Pejabat Fungsional' },
  ];
  for (const [i, p] of [...people, people[1]!].entries()) {
    const tab = await phone.newPage();
    await tab.goto(new URL(url ?? '').pathname);
    await tab.getByLabel('Nama lengkap').fill(p.nama);
    await tab.getByLabel('Nomor NIK / NIP').fill(p.nik);
    await tab.getByLabel('Instansi saya tidak ada dalam daftar').check();
    await tab.getByLabel('Nama instansi').fill('Pemerintah Kota Contoh');
    await pick(tab, 'Level jabatan', p.level);
    await tab.getByLabel('Email').fill(`peserta${i}@contoh.go.id`);
    await tab.getByLabel('Nomor telepon').fill('081234567890');
    await tab.getByText('Saya menyetujui data ini').click();
    await tab.getByRole('button', { name: 'Kirim presensi' }).click();
    await expect(
      tab.getByText(i === 3 ? 'Sudah tercatat' : 'Presensi tercatat', { exact: true }),
    ).toBeVisible({
      timeout: 30_000,
    });
    const width = await tab.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await tab.close();
  }
  await phone.close();

  await page.getByRole('button', { name: 'Kembali ke kegiatan' }).click();
  await page.getByRole('link', { name: 'Monitoring' }).first().click();
  await expect(page.getByText('Siti Lestari')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-statistic').filter({ hasText: 'Hadir' })).toContainText('3');

  // Issue 26 §3: the member writes the activity's report from the activity's page; participants come from attendance.
  await page.goto(kegiatanUrl);
  await page.getByRole('button', { name: 'Buat laporan kegiatan' }).click();
  await page
    .getByLabel('Uraian pelaksanaan sesi: Sesi pleno')
    .fill('Paparan regulasi gratifikasi, diskusi dan tanya jawab.');
  await page.getByLabel('Ringkasan').fill(`${judul} diikuti pegawai instansi sasaran.`);
  await page.getByLabel('Hasil kegiatan').fill('Peserta memahami kewajiban dan alur pelaporan gratifikasi.');
  await page.getByRole('button', { name: 'Simpan Draf' }).click();
  await expect(page).toHaveURL(/\/kpk\/laporan-kegiatan-view\/\d+$/, { timeout: 30_000 });
  const laporanId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByText('Pemerintah Kota Contoh').first()).toBeVisible();
  const keputusan = /\/api\/laporan-kegiatan\/\d+\/keputusan$/;
  await decideInPanel(page, 'Ajukan', keputusan);

  // The group head returns it once with a note; the member completes it and submits it again.
  const gh = await signedInContext(browser, 'ketua_group_ppg');
  const ghPage = await gh.newPage();
  await ghPage.goto(`/kpk/gh-laporan-kegiatan-approval/${laporanId}`);
  await decideInPanel(ghPage, 'Kembalikan', keputusan, 'Lengkapi tindak lanjut kegiatan.');
  await page.goto(`/kpk/laporan-kegiatan-edit/${laporanId}`);
  await page.getByLabel('Tindak lanjut').fill('Pendampingan UPG pada triwulan berikutnya.');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page).toHaveURL(/\/kpk\/laporan-kegiatan-view\/\d+$/, { timeout: 30_000 });
  await decideInPanel(page, 'Ajukan', keputusan);

  // The group head finds it in the queue and approves; the director approves; it goes to the e-office.
  await ghPage.goto('/kpk/gh-laporan-kegiatan-approval');
  await ghPage.getByRole('link', { name: judul }).first().click();
  await decideInPanel(ghPage, 'Setujui', keputusan);
  await gh.close();
  const dir = await signedInContext(browser, 'direktur');
  const dirPage = await dir.newPage();
  await dirPage.goto(`/kpk/direktur-laporan-kegiatan-approval/${laporanId}`);
  await decideInPanel(dirPage, 'Setujui', keputusan);
  await dir.close();

  // The e-office simulator's approver signs it (sysadmin's page); the job pulls the answer.
  const admin = await signedInContext(browser, 'sysadmin');
  const adminPage = await admin.newPage();
  const letter = adminPage
    .locator('.ant-card', { hasText: 'Simulator e-office' })
    .locator('tr.ant-table-row', { hasText: `Laporan kegiatan PPG: ${judul}` });
  await expect(async () => {
    await adminPage.goto('/admin/eoffice-simulator');
    await expect(letter).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 120_000 });
  await letter.getByRole('button', { name: 'Setujui' }).click();
  await adminPage.locator('.ant-popover').getByRole('button', { name: 'Ya, setujui' }).click();
  await admin.close();

  // Signed: the report reads "Laporan Disetujui", its letter carries a QR code that the public page verifies.
  await expect(async () => {
    await page.goto(`/kpk/laporan-kegiatan-view/${laporanId}`);
    await expect(page.getByText('Laporan Disetujui').first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 120_000 });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Unduh PDF' }).first().click();
  const pdf = readFileSync((await (await downloading).path()) ?? '');
  const kode = /\/verifikasi-dokumen\/([0-9A-Z]{26})$/.exec((await qrOfPdf(pdf)) ?? '')?.[1] ?? '';
  expect(kode).toMatch(/^[0-9A-Z]{26}$/);
  const guest = await browser.newContext();
  const pub = await guest.newPage();
  await pub.goto(`/verifikasi-dokumen/${kode}`);
  await expect(pub.getByTestId('status-dokumen')).toContainText('SAH dan BERLAKU');
  await expect(pub.getByText('Laporan kegiatan PPG')).toBeVisible();
  await guest.close();
  await member.close();
});

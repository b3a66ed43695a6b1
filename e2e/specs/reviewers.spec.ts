import { apiGet } from '../support/api';
import { fileReportAsIndividu } from '../support/laporan';
import { apiDecide, Desks } from '../support/proses';
import { test as base, expect } from '../support/session';

/**
 * Issue 24 §1: a reviewer sees what they approve. The report reaches each reviewer through the same API calls the
 * panel makes; the reviewer then reads "Hasil tingkat sebelumnya" on the report's screen in the browser: the team
 * leader the member's verification, the group head the team leader's change on the negative list, marked.
 */
const test = base.extend<{ desks: Desks }>({
  desks: async ({ browser }, use) => {
    const desks = new Desks(browser);
    await use(desks);
    await desks.close();
  },
});
test.use({ actionTimeout: 30_000 });

const HASIL = 'Pemberi rekanan pengadaan yang sedang berkontrak dengan unit kerja pelapor.';
const ALASAN = 'Cendera mata seragam untuk seluruh peserta rapat kerja';

test('the team leader sees the member’s result, the group head what the team leader changed', async ({
  desks,
  request,
}) => {
  test.setTimeout(600_000);
  const { id } = await fileReportAsIndividu(request, 'PT Reviu Bertingkat', [
    { uraian: 'Kamera saku', nilai_taksiran: '900000' },
    { uraian: 'Tas kulit', nilai_taksiran: '400000' },
  ]);
  const grup = (
    await apiGet<{ id: number; nama: string }[]>(request, 'koordinator', 'laporan/beban?jenis=grup')
  ).find((g) => g.nama === 'Grup Pelaporan Gratifikasi I');
  expect(await apiDecide(request, 'koordinator', id, 'distribusi', { grup_id: grup?.id })).toBe(
    'distribusi-f',
  );
  const anggota = (
    await apiGet<{ id: number; nama: string }[]>(request, 'ketua_group', 'laporan/beban?jenis=anggota')
  ).find((a) => a.nama === 'Demo Anggota Tim');
  expect(await apiDecide(request, 'ketua_group', id, 'distribusi', { anggota_user_id: anggota?.id })).toBe(
    'f30',
  );
  expect(
    await apiDecide(request, 'anggota_tim', id, 'setuju', {
      informasi_sesuai: true,
      hasil_verifikasi: HASIL,
    }),
  ).toBe('f34');

  // The team leader, at the review of the verification, reads what the member found.
  const leader = await desks.open('ketua_tim', `/kpk/laporan-detail/${id}`);
  const hasil = leader.getByTestId('hasil-tingkat');
  // The first page of a cold browser on a busy machine takes a while to boot the SPA.
  await expect(hasil).toBeVisible({ timeout: 180_000 });
  const verifikasi = hasil.getByTestId('tahap-verifikasi');
  await expect(verifikasi).toContainText(HASIL);
  await expect(verifikasi).toContainText('Informasi laporan sesuai');
  await expect(verifikasi.locator('thead')).toContainText('Anggota Tim');
  await expect(verifikasi.locator('thead')).toContainText('Demo Anggota Tim');
  await expect(hasil).not.toContainText('anggota_tim');

  // On to the group head's negative-list approval: the member confirms no item is on it, the team leader puts
  // the bag on it with a reason.
  expect(await apiDecide(request, 'ketua_tim', id, 'setuju')).toBe('f38');
  expect(await apiDecide(request, 'ketua_group', id, 'setuju')).toBe('f31');
  const rincian = (
    await apiGet<{ rincian: { id: number; uraian: string }[] }>(request, 'koordinator', `laporan/${id}`)
  ).rincian;
  const none = rincian.map((r) => ({ rincian_id: r.id, unsur_nl_id: null }));
  expect(await apiDecide(request, 'anggota_tim', id, 'setuju', { items: none })).toBe('f35');
  const unsur = (
    await apiGet<{ items: { id: number; kode: string; nama: string }[] }>(
      request,
      'anggota_tim',
      'admin/masters/unsur-nl?per_page=200',
    )
  ).items.find((u) => u.kode === 'REKAN_KERJA');
  const tas = rincian.find((r) => r.uraian === 'Tas kulit');
  const changed = none.map((i) =>
    i.rincian_id === tas?.id ? { ...i, unsur_nl_id: unsur?.id ?? null, alasan: ALASAN } : i,
  );
  expect(await apiDecide(request, 'ketua_tim', id, 'setuju', { items: changed })).toBe('f39');

  const head = await desks.open('ketua_group', `/kpk/laporan-detail/${id}`);
  const nl = head.getByTestId('tahap-negative-list');
  await expect(nl).toBeVisible({ timeout: 180_000 });
  const tasRow = nl.locator('tbody tr').filter({ hasText: 'Tas kulit' });
  await expect(tasRow.locator('td').nth(1)).toHaveText('Bukan negative list');
  await expect(tasRow.locator('td').nth(2)).toContainText(unsur?.nama ?? 'unsur');
  await expect(tasRow.locator('td').nth(2)).toContainText(`Alasan: ${ALASAN}`);
  await expect(tasRow.locator('td').nth(2)).toContainText('Diubah dari tingkat sebelumnya');
  const kameraRow = nl.locator('tbody tr').filter({ hasText: 'Kamera saku' });
  await expect(kameraRow).not.toContainText('Diubah dari tingkat sebelumnya');
  // The earlier stage stays one click away.
  await head.getByText('Verifikasi informasi (3 tingkat)').click();
  await expect(head.getByTestId('tahap-verifikasi')).toContainText(HASIL);
});

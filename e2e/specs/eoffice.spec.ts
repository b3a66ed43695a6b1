import { apiGet } from '../support/api';
import { fileReportAsIndividu } from '../support/laporan';
import { apiDecide, apiToCompletenessApproval, apiToNegativeList } from '../support/proses';
import { expect, test } from '../support/session';

// SPEC §7 e-office: a report's SK goes to the (simulated) e-office when the signer has signed, is approved there by
// the admin, and the report moves on by itself: the SK numbered, the SPSK sent in its turn.

test.use({ signedInAs: 'sysadmin' });

test('a report’s SK goes to the simulated e-office, is approved there, and the report moves on by itself', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { id, nosig } = await fileReportAsIndividu(request, `Pemberi E-Office ${Date.now().toString(36)}`);
  await apiToNegativeList(request, id);
  await apiToCompletenessApproval(request, id);
  expect(await apiDecide(request, 'ketua_group', id, 'lengkap')).toBe('f60');
  const levels = await apiGet<{ items: { id: number; kode?: string }[] }>(
    request,
    'anggota_tim',
    'admin/masters/level?per_page=50',
  );
  const level_id = levels.items.find((l) => l.kode === 'ESELON_II')?.id;
  const { rincian } = await apiGet<{ rincian: { id: number }[] }>(request, 'koordinator', `laporan/${id}`);
  const lha = {
    level_id,
    ringkasan: 'Penerimaan berhubungan dengan jabatan dan berlawanan dengan kewajiban pelapor.',
    items: rincian.map((r) => ({ rincian_id: r.id, status: 'MILIK_NEGARA' })),
  };
  expect(await apiDecide(request, 'anggota_tim', id, 'setuju', lha)).toBe('f61');
  expect(await apiDecide(request, 'ketua_tim', id, 'setuju', lha)).toBe('f63');
  expect(await apiDecide(request, 'ketua_group', id, 'ajukan_riksa', lha)).toBe('f80');
  expect(await apiDecide(request, 'direktur', id, 'setuju')).toBe('f83');
  const pertimbangan = { pertimbangan: 'Hasil analisis telah direviu dan dapat ditetapkan.' };
  expect(await apiDecide(request, 'direktur', id, 'tetapkan_sk', pertimbangan)).toBe('f70');
  expect(await apiDecide(request, 'direktur', id, 'teruskan')).toBe('f72');
  expect(await apiDecide(request, 'deputi', id, 'ditandatangani_deputi')).toBe('f7A');

  await page.goto('/admin/eoffice-simulator');
  await expect(page.getByRole('heading', { name: 'E-Office' })).toBeVisible({ timeout: 30_000 });
  const inbox = page.locator('.ant-card', { hasText: 'Simulator e-office' });
  const letter = inbox
    .locator('tr.ant-table-row', { hasText: `SK atas laporan gratifikasi ${nosig}` })
    .filter({
      hasNotText: 'SPSK',
    });
  await expect(letter).toBeVisible({ timeout: 30_000 });
  await letter.getByRole('button', { name: 'Setujui' }).click();
  // Approving signs the letter there: the simulator asks first, like the e-office would.
  await page.locator('.ant-popover').getByRole('button', { name: 'Ya, setujui' }).click();
  await expect(page.getByText('SK disetujui di e-office', { exact: true }).first()).toBeVisible();

  // The job pulls the approval: the report is numbered and moves to the SPSK, whose letter goes out in turn.
  await expect
    .poll(async () => (await apiGet<{ step: string }>(request, 'koordinator', `laporan/${id}/aksi`)).step, {
      timeout: 60_000,
    })
    .toBe('f7E');
  await expect(
    inbox.locator('tr.ant-table-row', { hasText: `SPSK atas laporan gratifikasi ${nosig}` }),
  ).toBeVisible({
    timeout: 30_000,
  });
  const sent = page.locator('.ant-card', { hasText: 'Surat yang dikirim ke e-office' });
  await expect(
    sent.locator('tr.ant-table-row', { hasText: nosig }).filter({ hasText: 'SK (f7A)' }),
  ).toContainText('Disetujui');
});

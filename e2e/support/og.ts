import { type APIRequestContext, expect } from '@playwright/test';
import { apiGet } from './api';
import { apiApproveEoffice } from './eoffice';
import { fileReportAsIndividu } from './laporan';
import { apiDecide, apiToCompletenessApproval, apiToNegativeList } from './proses';

/** The OG journeys' shared setup (issue 12). */
export const today = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

/**
 * The report through the API to its numbered SK: the first item ruled the state's, the others the recipient's
 * (by default a watch and a cloth), numbered by the e-office's approval. With `spsk`, the SPSK is numbered too, which finishes the report.
 */
export async function reportWithSk(
  request: APIRequestContext,
  giver: string,
  items: readonly { uraian: string; nilai_taksiran: string }[] = [
    { uraian: 'Jam tangan emas', nilai_taksiran: '15000000' },
    { uraian: 'Kain songket', nilai_taksiran: '1200000' },
  ],
  { spsk = false }: { spsk?: boolean } = {},
): Promise<number> {
  const { id } = await fileReportAsIndividu(request, giver, items);
  await apiToNegativeList(request, id);
  await apiToCompletenessApproval(request, id);
  expect(await apiDecide(request, 'ketua_group', id, 'lengkap')).toBe('f60');
  const { rincian } = await apiGet<{ rincian: { id: number }[] }>(request, 'koordinator', `laporan/${id}`);
  const levels = await apiGet<{ items: { id: number; kode: string }[] }>(
    request,
    'anggota_tim',
    'admin/masters/level?per_page=200',
  );
  const lha = {
    level_id: levels.items.find((l) => l.kode === 'ESELON_II')?.id,
    ringkasan: 'Penerimaan berhubungan dengan jabatan pelapor sebagai pejabat pengadaan.',
    items: rincian.map((r, i) => ({ rincian_id: r.id, status: i === 0 ? 'MILIK_NEGARA' : 'MILIK_PENERIMA' })),
    aturan_internal_ids: [],
  };
  expect(await apiDecide(request, 'anggota_tim', id, 'setuju', lha)).toBe('f61');
  expect(await apiDecide(request, 'ketua_tim', id, 'setuju', lha)).toBe('f63');
  expect(await apiDecide(request, 'ketua_group', id, 'ajukan_riksa', lha)).toBe('f80');
  expect(await apiDecide(request, 'direktur', id, 'setuju')).toBe('f83');
  const pertimbangan = { pertimbangan: 'Analisis telah direviu dan dapat ditetapkan.' };
  expect(await apiDecide(request, 'direktur', id, 'tetapkan_sk', pertimbangan)).toBe('f70');
  expect(await apiDecide(request, 'direktur', id, 'teruskan')).toBe('f72');
  expect(await apiDecide(request, 'deputi', id, 'ditandatangani_deputi')).toBe('f7A');
  // The e-office's approval numbers and issues the SK (and the SPSK).
  await apiApproveEoffice(request, id, 'SK', 'f7E');
  if (spsk) await apiApproveEoffice(request, id, 'SPSK', 'selesai');
  return id;
}

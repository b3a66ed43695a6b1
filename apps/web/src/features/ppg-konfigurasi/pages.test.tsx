import type { IndikatorSetDetail } from '@gratifikasi/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREENS } from '@/app/screens';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

const aksi = (
  dapat: boolean,
  keputusan: { keputusan: string; label: string; ke: string; ke_nama: string }[],
) => ({
  proses: { kode: 'KONFIGURASI_INDIKATOR_PPG', versi: 1, nama: 'Konfigurasi indikator PPG' },
  step: dapat ? 'persetujuan' : 'susun',
  step_nama: dapat ? 'Persetujuan Direktur' : 'Penyusunan oleh Group Head',
  version: 3,
  selesai: false,
  pemegang: { peran: 'direktur', perans: ['direktur'], nama: null, lingkup: 'peran' },
  distribusi: { grup: null, tim: null, anggota: null },
  tenggat: null,
  jam_keputusan: null,
  dapat_bertindak: dapat,
  alasan: dapat ? null : 'Langkah ini bukan untuk peran Anda',
  keputusan: keputusan.map((k) => ({ ...k, formulir: null, path: null })),
  konten: {},
});

const indikator = (kode: string, tahap: number, bobot: number) => ({
  id: tahap,
  kode,
  nama: `Indikator ${kode}`,
  tahap,
  tahap_label: `Tahap ${tahap}`,
  parameter_monev_id: null,
  parameter_monev: null,
  bobot,
  bukti: [`Bukti ${kode}`],
  deskripsi: null,
});

const set = (status: 'DRAFT' | 'IN PROGRESS', dapat: boolean): IndikatorSetDetail => ({
  id: 7,
  tahun: 2027,
  versi: 2,
  status,
  status_label: status === 'DRAFT' ? 'Draf' : 'Menunggu Persetujuan Direktur',
  berlaku: false,
  revisi: 4,
  catatan: 'Bobot disesuaikan',
  penyusun: 'Ketua Group PPG',
  disetujui_oleh: null,
  disetujui_at: null,
  dapat_diubah: status === 'DRAFT',
  dapat_versi_baru: false,
  version: 3,
  aksi: aksi(dapat, [
    { keputusan: 'setuju', label: 'Setujui', ke: 'disetujui', ke_nama: 'Disetujui' },
    { keputusan: 'kembalikan', label: 'Kembalikan', ke: 'susun', ke_nama: 'Penyusunan oleh Group Head' },
  ]),
  jejak: [],
  total_bobot: 100,
  indikators: [
    indikator('K1', 1, 25),
    indikator('K2', 2, 25),
    indikator('K3', 3, 25),
    indikator('K4', 4, 25),
  ],
});

beforeAll(async () => {
  await Promise.all(
    ['kpk-direktur-approve-konfigurasi', 'kpk-gh-konfigurasi-indikator-edit'].map((name) =>
      SCREENS[name]?.(),
    ),
  );
  await import('@/app/layouts/AreaLayout');
}, 60_000);

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
});

describe('the indicator configuration screens', () => {
  it('show the director the set waiting and the decisions the engine offers', async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'GET konfigurasi-indikator/7': set('IN PROGRESS', true),
    });
    signIn(profileWith(['direktur']));
    renderRoutes('/kpk/direktur-approve-konfigurasi/7');
    expect(
      await screen.findByText('Konfigurasi Indikator 2027 · Versi 2', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Indikator K3')).toBeInTheDocument();
    expect(screen.getByText('Setujui')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ubah' })).toBeNull();
  }, 60_000);

  it('let the group head edit a draft and save it at the revision seen', async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'GET konfigurasi-indikator/7': set('DRAFT', false),
      'GET konfigurasi-indikator/opsi': { parameter_monev: [], kriteria_skor: [] },
      'PUT konfigurasi-indikator/7': { id: 7, status: 'DRAFT', version: 3, revisi: 5 },
    });
    signIn(profileWith(['ketua_group_ppg']));
    renderRoutes('/kpk/gh-konfigurasi-indikator-edit/7');
    const names = await screen.findAllByLabelText('Nama indikator', {}, { timeout: 20_000 });
    expect(names).toHaveLength(4);
    expect(screen.getByText('100%')).toBeInTheDocument();
    await userEvent.clear(names[0] as HTMLElement);
    await userEvent.type(names[0] as HTMLElement, 'Komitmen pimpinan');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan draf' }));
    await waitFor(() => expect(api.put).toHaveBeenCalled(), { timeout: 10_000 });
    const [path, body] = vi.mocked(api.put).mock.calls[0] as [
      string,
      { revisi: number; indikators: { nama: string }[] },
    ];
    expect(path).toBe('konfigurasi-indikator/7');
    expect(body.revisi).toBe(4);
    expect(body.indikators[0]?.nama).toBe('Komitmen pimpinan');
    expect(body.indikators).toHaveLength(4);
  }, 90_000);
});

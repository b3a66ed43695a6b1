import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import { PELAPOR_AREAS } from './areas';
import { PelaporDetailPage } from './PelaporDetailPage';
import { pelaporOf } from './testing';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const render = (path: string) =>
  renderRoutes(path, [
    { path: '/upg/pelapor-detail/:id', element: <PelaporDetailPage area={PELAPOR_AREAS.upg} /> },
  ]);

beforeEach(() => {
  vi.clearAllMocks();
  signIn(profileWith(['upg']));
});

describe('PelaporDetailPage', { timeout: 60_000 }, () => {
  it('shows every field and the riwayat timeline', async () => {
    routeApi({
      'GET pelapor/1': pelaporOf(1, 'Siti Aminah'),
      'GET pelapor/1/riwayat': [
        {
          id: 2,
          jenis: 'MUTASI',
          instansi_nama: 'Kementerian Dalam Negeri',
          unit_kerja_nama: null,
          jabatan: 'Kepala Seksi',
          golongan: 'IIIC',
          berlaku_mulai: '2026-11-01',
          keterangan: 'SK mutasi',
          created_by_name: 'Demo UPG',
          created_at: '2026-11-02T03:00:00Z',
        },
      ],
    });
    render('/upg/pelapor-detail/1');
    expect(await screen.findByRole('heading', { name: 'Siti Aminah' })).toBeInTheDocument();
    expect(screen.getByText('Jakarta, 15-05-1990')).toBeInTheDocument();
    expect(screen.getByText('Perempuan')).toBeInTheDocument();
    expect(await screen.findByText('Mutasi')).toBeInTheDocument();
    expect(screen.getByText(/Berlaku mulai 01-11-2026/)).toBeInTheDocument();
    expect(screen.getByText('SK mutasi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ubah' })).toBeInTheDocument();
  });

  it('says not found for a pelapor the caller may not see', async () => {
    routeApi({ 'GET pelapor/9': () => Promise.reject(new ApiError('Pelapor tidak ditemukan', 404)) });
    render('/upg/pelapor-detail/9');
    expect(await screen.findByText('Pelapor tidak ditemukan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ubah' })).not.toBeInTheDocument();
  });
});

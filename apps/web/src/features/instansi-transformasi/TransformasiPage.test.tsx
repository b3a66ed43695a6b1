import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, row } from '@/features/masters/testing';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import type { TransformasiPreview } from './api';
import { TransformasiPage } from './TransformasiPage';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const lama = { id: 7, kode: 'UJI-LAMA', nama: 'Badan Uji Lama', is_active: true };
const baru = { id: 9, kode: 'UJI-BARU', nama: 'Kementerian Uji', is_active: true };
const preview = (target: typeof baru | null): TransformasiPreview => ({
  jenis: 'unit-kerja',
  instansi: lama,
  version: '2026-03-01T02:00:00.000Z',
  target,
  selesai: null,
  pindah: [
    { tabel: 'laporans', label: 'Laporan', jumlah: 12 },
    { tabel: 'pelapors', label: 'Profil pelapor', jumlah: 4 },
  ],
  tetap: [
    {
      tabel: 'ppg_peserta_monevs',
      label: 'Kepesertaan monev PPG',
      jumlah: 1,
      alasan: 'Instansi tujuan sudah memiliki data yang sama',
    },
  ],
});
const PATH = 'admin/masters/instansi/7/transformasi/unit-kerja';

beforeEach(() => {
  vi.clearAllMocks();
  signIn(profileWith(['admin']));
  routeApi({
    'GET admin/masters/instansi': page([row({ ...baru })]),
    'POST admin/masters/instansi/7/transformasi/unit-kerja': {
      id: 1,
      instansi: lama,
      target: baru,
      unit_kerja: { id: 55, kode: 'UJI-LAMA', nama: 'Badan Uji Lama' },
      pindah: preview(baru).pindah,
      tetap: preview(baru).tetap,
    },
  });
  const get = vi.mocked(api.get).getMockImplementation()!;
  vi.mocked(api.get).mockImplementation(
    async (path: string, options?: { params?: Record<string, unknown> }) =>
      path === PATH
        ? { data: preview(options?.params?.target_instansi_id ? baru : null) }
        : get(path, options),
  );
});

const render = (path = '/kpk/master-instansis/unit-kerja/7') =>
  renderRoutes(path, [
    { path: '/kpk/master-instansis/:type/:id', element: <TransformasiPage /> },
    { path: '/kpk/master-unit-kerjas/:id', element: <p>Detail unit kerja</p> },
  ]);

describe('the transform of an institution', () => {
  it('shows what moves and what stays, and runs only after choosing a target and confirming', async () => {
    const { router } = render();
    expect(await screen.findByText('Yang pindah ke instansi tujuan')).toBeInTheDocument();
    expect(screen.getByText('Laporan')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByText('Instansi tujuan sudah memiliki data yang sama')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Transformasi' });
    expect(button).toBeDisabled();

    await userEvent.click(screen.getByRole('combobox', { name: 'Instansi tujuan' }));
    await userEvent.click(await screen.findByTitle('Kementerian Uji'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Transformasi' })).toBeEnabled());
    expect(vi.mocked(api.get)).toHaveBeenCalledWith(PATH, { params: { target_instansi_id: 9 } });

    await userEvent.click(screen.getByRole('button', { name: 'Transformasi' }));
    expect(
      await screen.findByText(/Badan Uji Lama akan menjadi unit kerja pada Kementerian Uji/),
    ).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Ya, transformasi' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(PATH, {
        target_instansi_id: 9,
        version: '2026-03-01T02:00:00.000Z',
      }),
    );
    expect(
      await screen.findByText('Badan Uji Lama telah menjadi unit kerja Kementerian Uji'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lihat unit kerja baru' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kpk/master-unit-kerjas/55'));
  });

  it('says where an institution already went', async () => {
    vi.mocked(api.get).mockResolvedValue({
      data: {
        ...preview(null),
        instansi: { ...lama, is_active: false },
        selesai: {
          target_instansi_id: 9,
          target_nama: 'Kementerian Uji',
          unit_kerja_id: 55,
          unit_kerja_nama: 'Badan Uji Lama',
          created_at: '2026-03-02T03:00:00.000Z',
        },
      },
    });
    render();
    expect(await screen.findByText('Instansi ini sudah ditransformasi')).toBeInTheDocument();
    expect(screen.getByText(/pada Kementerian Uji sejak/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Transformasi' })).not.toBeInTheDocument();
  });

  it('is not found for another type', async () => {
    render('/kpk/master-instansis/provinsi/7');
    expect(await screen.findByText('Halaman tidak ditemukan')).toBeInTheDocument();
  });
});

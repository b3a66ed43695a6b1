import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREENS } from '@/app/screens';
import { api } from '@/platform/api';
import { ApiError, routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

const item = {
  id: 7,
  judul: 'Panduan UPG untuk BUMD',
  jenis: { id: 2, nama: 'Buku pedoman' },
  nomor: 'PED-03/PPG/2026',
  tanggal_dokumen: '2026-06-01',
  tahun: 2026,
  sumber: 'unggahan',
  status: 'DIKEMBALIKAN',
  status_label: 'Dikembalikan',
  penyusun: 'Demo Anggota Tim PPG',
  tanggal_terbit: null,
  updated_at: '2026-11-20T03:00:00Z',
};
const aksi = {
  proses: { kode: 'DOKUMEN_PUBLIK', versi: 1, nama: 'Persetujuan dokumen publik' },
  step: 'susun',
  step_nama: 'Penyusunan dokumen publik',
  version: 3,
  selesai: false,
  tenggat: null,
  dapat_bertindak: true,
  alasan: null,
  keputusan: [
    { keputusan: 'kirim', label: 'Kirim', ke: 'persetujuan', ke_nama: 'Persetujuan group head PPG' },
  ],
};
const detail = {
  ...item,
  ringkasan: 'Langkah membentuk UPG di BUMD.',
  berkas_url: '/api/konten/berkas/2026/11/a.pdf?s=1&e=2',
  version: 3,
  dapat_diubah: true,
  aksi,
  jejak: [
    {
      from: null,
      to: 'susun',
      decision: null,
      at: '2026-11-18T03:00:00Z',
      actor_name: null,
      actor_role: null,
      catatan: null,
    },
    {
      from: 'susun',
      to: 'persetujuan',
      decision: 'kirim',
      at: '2026-11-19T03:00:00Z',
      actor_name: 'Demo Anggota',
      actor_role: 'anggota_tim_ppg',
      catatan: null,
    },
    {
      from: 'persetujuan',
      to: 'susun',
      decision: 'kembalikan',
      at: '2026-11-20T03:00:00Z',
      actor_name: 'Demo GH',
      actor_role: 'ketua_group_ppg',
      catatan: 'Lengkapi dasar hukumnya.',
    },
  ],
};

beforeAll(async () => {
  await Promise.all(['kpk-kpk-public-doc-list', 'kpk-kpk-public-doc-detail'].map((n) => SCREENS[n]?.()));
  await import('@/app/layouts/AreaLayout');
}, 60_000);

beforeEach(() => {
  vi.clearAllMocks();
  signIn(profileWith(['anggota_tim_ppg']));
});

describe('public documents with approval', () => {
  it('lists documents by the saved filter fields, with their status', { timeout: 60_000 }, async () => {
    routeApi({
      'GET dokumen-publik': { items: [item], total: 1, page: 1, per_page: 20 },
      'GET dokumen-publik/filter': [],
      'GET jenis-publikasi-dokumen': {
        items: [{ id: 2, nama: 'Buku pedoman' }],
        total: 1,
        page: 1,
        per_page: 100,
      },
    });
    renderRoutes('/kpk/kpk-public-doc-list?tahun=2026&jenis_publikasi=2');
    expect(
      await screen.findByRole('link', { name: 'Panduan UPG untuk BUMD' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Dikembalikan').length).toBeGreaterThan(0);
    expect(api.get).toHaveBeenCalledWith('dokumen-publik', {
      params: expect.objectContaining({ tahun: '2026', jenis_publikasi: '2', page: 1, per_page: 20 }),
    });
    expect(screen.getByRole('button', { name: /Buat Dokumen Publik/ })).toBeInTheDocument();
  });

  it('shows the group head’s note on a returned document and sends it again at the version seen', {
    timeout: 60_000,
  }, async () => {
    const sent = vi.fn(() => ({ id: 7, status: 'DIAJUKAN', version: 4 }));
    routeApi({ 'GET dokumen-publik/7': detail, 'POST dokumen-publik/7/keputusan': sent });
    renderRoutes('/kpk/kpk-public-doc-detail/7');
    expect(
      await screen.findByText('Dikembalikan oleh group head PPG', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Lengkapi dasar hukumnya.').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Ubah' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Kirim', { selector: 'span' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kirim' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kirim' }));
    await waitFor(() => expect(sent).toHaveBeenCalledWith({ keputusan: 'kirim', versi: 3, catatan: null }));
  });

  it('tells a missing document apart from a failed load', { timeout: 60_000 }, async () => {
    routeApi({
      'GET dokumen-publik/9': () => {
        throw new ApiError('Dokumen publik tidak ditemukan', 404);
      },
      'GET dokumen-publik/8': () => {
        throw new ApiError('Server sedang bermasalah', 500);
      },
    });
    const { unmount } = renderRoutes('/kpk/kpk-public-doc-detail/9');
    expect(
      await screen.findByText('Dokumen publik tidak ditemukan', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    unmount();
    renderRoutes('/kpk/kpk-public-doc-detail/8');
    expect(
      await screen.findByText('Dokumen publik tidak dapat dimuat', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });
});

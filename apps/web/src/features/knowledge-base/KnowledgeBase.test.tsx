import { screen, waitFor } from '@testing-library/react';
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

const halaman = {
  items: [
    {
      id: 4,
      judul: 'Menilai kewajaran cenderamata',
      kategori: 'Analisis',
      cuplikan: 'Analis menilai nilai wajar cenderamata yang dilaporkan',
      ada_lampiran: true,
      updated_at: '2026-11-20T03:00:00Z',
    },
  ],
  total: 1,
  page: 1,
  per_page: 20,
  kategori: ['Analisis', 'Arsip'],
};

const artikel = {
  id: 4,
  judul: 'Menilai kewajaran cenderamata',
  kategori: 'Analisis',
  isi: '<p>Langkah <strong>penilaian</strong> nilai wajar.</p>',
  ada_lampiran: true,
  lampiran: [
    { jenis: 'berkas', nama: 'bagan-alur.pdf', url: '/api/konten/berkas/2026/11/a.pdf?s=1&e=2' },
    { jenis: 'tautan', nama: 'https://www.kpk.go.id', url: 'https://www.kpk.go.id' },
  ],
  updated_at: '2026-11-20T03:00:00Z',
};

beforeAll(async () => {
  await Promise.all(['kpk-knowledge-base', 'kpk-knowledge-base-detail'].map((n) => SCREENS[n]?.()));
  await import('@/app/layouts/AreaLayout');
}, 60_000);

beforeEach(() => {
  vi.clearAllMocks();
  signIn(profileWith(['anggota_tim']));
});

describe('the staff knowledge base', () => {
  it('searches by a phrase and opens an article with its attachments', { timeout: 60_000 }, async () => {
    routeApi({ 'GET kpk/knowledge-base': halaman, 'GET kpk/knowledge-base/4': artikel });
    const { router } = renderRoutes('/kpk/knowledge-base');
    expect(
      await screen.findByText(/Analis menilai nilai wajar/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Ada lampiran')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Cari'), 'penilaian{Enter}');
    await waitFor(() =>
      expect(api.get).toHaveBeenLastCalledWith('kpk/knowledge-base', {
        params: { page: 1, per_page: 20, q: 'penilaian' },
      }),
    );

    await userEvent.click(screen.getByRole('link', { name: 'Menilai kewajaran cenderamata' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kpk/knowledge-base/4'));
    expect(await screen.findByText('penilaian')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'bagan-alur.pdf' })).toHaveAttribute(
      'href',
      '/api/konten/berkas/2026/11/a.pdf?s=1&e=2',
    );
    expect(screen.getByRole('link', { name: 'https://www.kpk.go.id' })).toHaveAttribute('target', '_blank');
  });

  it('says when nothing matches a phrase in a category', { timeout: 60_000 }, async () => {
    routeApi({ 'GET kpk/knowledge-base': { ...halaman, items: [], total: 0 } });
    renderRoutes('/kpk/knowledge-base?q=zamrud&kategori=Arsip');
    expect(
      await screen.findByText('Tidak ada artikel yang cocok', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('kpk/knowledge-base', {
      params: { page: 1, per_page: 20, q: 'zamrud', kategori: 'Arsip' },
    });
  });

  it('says when the list cannot be loaded and offers to try again', { timeout: 60_000 }, async () => {
    routeApi({
      'GET kpk/knowledge-base': () => {
        throw new ApiError('Server sedang bermasalah', 500);
      },
    });
    renderRoutes('/kpk/knowledge-base');
    expect(
      await screen.findByText('Basis pengetahuan tidak dapat dimuat.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });

  it('tells a missing article apart from a failed load', { timeout: 60_000 }, async () => {
    routeApi({
      'GET kpk/knowledge-base/9': () => {
        throw new ApiError('Artikel basis pengetahuan tidak ditemukan', 404);
      },
      'GET kpk/knowledge-base/8': () => {
        throw new ApiError('Server sedang bermasalah', 500);
      },
    });
    const { unmount } = renderRoutes('/kpk/knowledge-base/9');
    expect(await screen.findByText('Artikel tidak ditemukan', {}, { timeout: 10_000 })).toBeInTheDocument();
    unmount();
    renderRoutes('/kpk/knowledge-base/8');
    expect(
      await screen.findByText('Artikel tidak dapat dimuat', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });

  it('is not for reporters', { timeout: 60_000 }, async () => {
    signIn(profileWith(['individu']));
    routeApi({ 'GET kpk/knowledge-base': halaman });
    const { router } = renderRoutes('/kpk/knowledge-base');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/kpk/knowledge-base'));
    expect(api.get).not.toHaveBeenCalledWith('kpk/knowledge-base', expect.anything());
  });
});

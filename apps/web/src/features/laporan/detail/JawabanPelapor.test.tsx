import type { JawabanPelapor } from '@gratifikasi/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { renderRoutes } from '@/test/render';
import { JawabanPelaporSection } from './JawabanPelapor';
import { HistoryTimeline } from './sections';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

const answered: JawabanPelapor = {
  id: 12,
  type: 'KELENGKAPAN',
  status: 'dijawab',
  dikirim_at: '2026-03-03T02:00:00Z',
  expires_at: '2026-03-31T16:59:59Z',
  submitted_at: '2026-03-05T03:00:00Z',
  permintaan: {
    pesan: 'Mohon lengkapi dokumen pendukung.',
    items: [{ kode: 'P1', pertanyaan: 'Unggah undangan' }],
  },
  jawaban: {
    items: [{ kode: 'P1', pertanyaan: 'Unggah undangan', jawaban: 'Undangan terlampir' }],
    catatan: 'Sudah saya lengkapi',
    tanggapan: null,
  },
  berkas: [
    {
      id: 90,
      original_name: 'undangan.pdf',
      mime_type: 'application/pdf',
      size: 2048,
      created_at: '2026-03-05T03:00:00Z',
    },
  ],
};

beforeEach(() => vi.clearAllMocks());

describe("the reporter's answers on the KPK report detail", () => {
  it('shows what was asked, the answers, the note and the files sent, each downloadable', async () => {
    routeApi({
      'GET laporan/7/jawaban-pelapor': [
        answered,
        {
          ...answered,
          id: 11,
          type: 'TANGGAPAN',
          status: 'ditutup',
          permintaan: { pesan: 'Mohon tanggapi hasil verifikasi.', items: [] },
          submitted_at: null,
          jawaban: null,
          berkas: [],
        },
      ],
    });
    renderRoutes('/x', [{ path: '/x', element: <JawabanPelaporSection laporanId={7} /> }]);
    expect(await screen.findByText('Permintaan kelengkapan')).toBeInTheDocument();
    expect(screen.getByText('Dijawab')).toBeInTheDocument();
    expect(screen.getByText('1. Unggah undangan')).toBeInTheDocument();
    expect(screen.getByText('Undangan terlampir')).toBeInTheDocument();
    expect(screen.getByText('Sudah saya lengkapi')).toBeInTheDocument();
    expect(screen.getByText('Permintaan tanggapan')).toBeInTheDocument();
    expect(screen.getByText('Ditutup (laporan berpindah langkah)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unduh' }));
    expect(api.download).toHaveBeenCalledWith('laporan/7/attachment/90');
  });

  it('says when nothing was asked of the reporter', async () => {
    routeApi({ 'GET laporan/7/jawaban-pelapor': [] });
    renderRoutes('/x', [{ path: '/x', element: <JawabanPelaporSection laporanId={7} /> }]);
    expect(await screen.findByText('Belum ada permintaan kepada pelapor')).toBeInTheDocument();
  });

  it('links the history row of an answer to the answer', async () => {
    routeApi({
      'GET laporan/7/history': [
        {
          id: 5,
          action: 'Pelapor melengkapi laporan',
          status_from: 'PERMINTAAN_KELENGKAPAN',
          status_to: null,
          status_to_nama: null,
          step: 'f3g',
          catatan: 'Sudah saya lengkapi',
          user_name: null,
          role_name: null,
          created_at: '2026-03-05T03:00:00Z',
          public_link_id: 12,
        },
      ],
    });
    renderRoutes('/x', [{ path: '/x', element: <HistoryTimeline laporanId={7} jawaban /> }]);
    const link = await screen.findByRole('link', { name: 'Lihat jawaban pelapor' });
    expect(link).toHaveAttribute('href', '#jawaban-pelapor-12');
  });
});

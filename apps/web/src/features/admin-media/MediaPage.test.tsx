import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { renderRoutes } from '@/test/render';
import type { Mediable, StoredMedia } from './api';
import { MediablesPage } from './MediablesPage';
import { MediaPage } from './MediaPage';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

const file = (id: number, name: string, extra: Partial<StoredMedia> = {}): StoredMedia => ({
  id,
  original_name: name,
  mime_type: 'image/png',
  size: 1536,
  disk: 'local',
  created_at: '2026-03-01T02:00:00Z',
  deleted_at: null,
  uploader: { id: 4, username: 'individu', name: 'Budi Santoso' },
  attached_to: [{ type: 'laporan', id: 12, collection: 'lampiran' }],
  ...extra,
});

const attachment: Mediable = {
  id: 3,
  media_id: 5,
  mediable_type: 'pelapor',
  mediable_id: 9,
  collection: 'dokumen',
  created_at: '2026-03-02T02:00:00Z',
  original_name: 'sk-pengangkatan.pdf',
  mime_type: 'application/pdf',
  media_deleted: false,
};

const callsTo = (path: string) =>
  vi
    .mocked(api.get)
    .mock.calls.filter(([p]) => p === path)
    .map(([, opts]) => opts?.params);

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  routeApi({
    'GET admin/media': {
      items: [file(1, 'foto-hadiah.png'), file(2, 'surat.pdf', { uploader: null, attached_to: [] })],
      total: 31,
      page: 1,
      per_page: 20,
    },
    'GET admin/media/facets': {
      mime_types: ['application/pdf', 'image/png'],
      mediable_types: ['laporan', 'pelapor'],
    },
    'GET admin/mediables': { items: [attachment], total: 1, page: 1, per_page: 20 },
  });
});

describe('media list', () => {
  it('shows files with size, uploader and attachments, and pages on the server', async () => {
    renderRoutes('/admin/media', [{ path: '/admin/media', element: <MediaPage /> }]);
    const row = (await screen.findByText('foto-hadiah.png')).closest('tr') as HTMLElement;
    expect(within(row).getByText('1,5 KB')).toBeInTheDocument();
    expect(within(row).getByText('Budi Santoso (individu)')).toBeInTheDocument();
    expect(within(row).getByText('Laporan #12 · lampiran')).toBeInTheDocument();
    expect(screen.getByText('1–20 dari 31 data')).toBeInTheDocument();
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(callsTo('admin/media').at(-1)).toMatchObject({ page: 2 }));
  });

  it('searches and filters by MIME type and attached type through the query', async () => {
    renderRoutes('/admin/media', [{ path: '/admin/media', element: <MediaPage /> }]);
    await screen.findByText('foto-hadiah.png');
    await userEvent.type(screen.getByLabelText('Cari'), 'hadiah{Enter}');
    await waitFor(() => expect(callsTo('admin/media').at(-1)).toMatchObject({ q: 'hadiah', page: 1 }));
    await userEvent.click(screen.getByLabelText('Filter jenis berkas'));
    await userEvent.click(await screen.findByTitle('application/pdf'));
    await waitFor(() =>
      expect(callsTo('admin/media').at(-1)).toMatchObject({ q: 'hadiah', mime_type: 'application/pdf' }),
    );
    await userEvent.click(screen.getByLabelText('Filter terlampir pada'));
    await userEvent.click(await screen.findByTitle('Pelapor'));
    await waitFor(() => expect(callsTo('admin/media').at(-1)).toMatchObject({ mediable_type: 'pelapor' }));
  });

  it('downloads a file by its id', async () => {
    renderRoutes('/admin/media', [{ path: '/admin/media', element: <MediaPage /> }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Unduh foto-hadiah.png' }));
    expect(api.download).toHaveBeenCalledWith('admin/media/1/download');
  });
});

describe('mediables list', () => {
  it('shows attachments, filters by record type and downloads the file', async () => {
    renderRoutes('/admin/mediables', [{ path: '/admin/mediables', element: <MediablesPage /> }]);
    const row = (await screen.findByText('Pelapor')).closest('tr') as HTMLElement;
    expect(within(row).getByText('dokumen')).toBeInTheDocument();
    expect(within(row).getByText(/sk-pengangkatan\.pdf/)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Filter jenis data'));
    await userEvent.click(await screen.findByTitle('Laporan'));
    await waitFor(() =>
      expect(callsTo('admin/mediables').at(-1)).toMatchObject({ mediable_type: 'laporan' }),
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Unduh sk-pengangkatan.pdf' }));
    expect(api.download).toHaveBeenCalledWith('admin/media/5/download');
  });
});

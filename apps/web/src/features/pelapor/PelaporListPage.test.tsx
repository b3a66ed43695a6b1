import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { notify } from '@/platform/notify';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import { PELAPOR_AREAS } from './areas';
import { PelaporListPage } from './PelaporListPage';
import { DROPDOWNS, pelaporOf } from './testing';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const listCalls = (source: string) =>
  vi
    .mocked(api.get)
    .mock.calls.filter(([path]) => path === `pelapor/${source}`)
    .map(([, opts]) => (opts as { params: Record<string, unknown> }).params);

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  routeApi({
    ...DROPDOWNS,
    'GET pelapor/list-upg': {
      items: [pelaporOf(1, 'Siti Aminah'), pelaporOf(2, 'Andi')],
      total: 42,
      page: 1,
      per_page: 20,
    },
    'GET pelapor/list-all': {
      items: [pelaporOf(1, 'Siti Aminah'), pelaporOf(3, 'Rudi', { deleted_at: '2026-11-02T00:00:00Z' })],
      total: 2,
      page: 1,
      per_page: 20,
    },
    'DELETE pelapor/2': null,
    'POST pelapor/3/restore': pelaporOf(3, 'Rudi'),
  });
});

const render = (area: keyof typeof PELAPOR_AREAS, path: string) =>
  renderRoutes(path, [
    { path: '*', element: <PelaporListPage area={PELAPOR_AREAS[area]} /> },
    { path: '/upg/pelapor-detail/:id', element: <p>detail</p> },
    { path: '/upg/pelapor-create', element: <p>form tambah</p> },
  ]);

// Tables and popconfirms are slow to render in jsdom on a busy machine.
describe('PelaporListPage', { timeout: 60_000 }, () => {
  it('lists the UPG pelapors, pages, searches and exports the filtered list as Excel', async () => {
    signIn(profileWith(['upg']));
    render('upg', '/upg/pelapor');
    const row = (await screen.findByText('Siti Aminah')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Kementerian Keuangan')).toBeInTheDocument();
    expect(screen.getByText('1–20 dari 42 data')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Cari'), 'siti{Enter}');
    await waitFor(() => expect(listCalls('list-upg').at(-1)).toMatchObject({ q: 'siti', page: 1 }));
    await userEvent.click(screen.getByRole('button', { name: /Ekspor Excel/ }));
    await waitFor(() =>
      expect(api.download).toHaveBeenCalledWith('pelapor/list-upg', {
        params: { q: 'siti', format: 'xlsx' },
      }),
    );
  });

  it('deletes only after confirmation, and opens the detail', async () => {
    signIn(profileWith(['upg']));
    const { router } = render('upg', '/upg/pelapor');
    const row = (await screen.findByText('Andi')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Hapus' }));
    expect(api.delete).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Ya, hapus' }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('pelapor/2'));
    expect(notify.success).toHaveBeenCalled();

    await userEvent.click(within(row).getByRole('button', { name: 'Detail' }));
    expect(router.state.location.pathname).toBe('/upg/pelapor-detail/2');
  });

  it('keeps KPK staff other than anggota_tim read-only', async () => {
    signIn(profileWith(['ketua_tim']));
    render('kpk', '/kpk/pelapor');
    const row = (await screen.findByText('Siti Aminah')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Detail' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Ubah' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Hapus' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Tambah Pelapor/ })).not.toBeInTheDocument();
  });

  it('lets an administrator list deleted pelapors and restore one', async () => {
    signIn(profileWith(['sysadmin']));
    render('admin', '/admin/pelapor?with_deleted=1');
    const row = (await screen.findByText('Rudi')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Dihapus')).toBeInTheDocument();
    expect(listCalls('list-all').at(-1)).toMatchObject({ with_deleted: '1' });
    await userEvent.click(within(row).getByRole('button', { name: 'Pulihkan' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ya, pulihkan' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('pelapor/3/restore'));
  });
});

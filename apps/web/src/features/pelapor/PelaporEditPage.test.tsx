import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import { PELAPOR_AREAS } from './areas';
import { PelaporEditPage } from './PelaporFormPage';
import { DROPDOWNS, pelaporOf } from './testing';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const page = (items: unknown[]) => ({ items, total: items.length, page: 1, per_page: 100 });

const render = (path: string) =>
  renderRoutes(path, [
    { path: '/individu/pelapor-edit', element: <PelaporEditPage area={PELAPOR_AREAS.individu} /> },
    { path: '/individu/pelapor', element: <p>lengkapi pelapor</p> },
  ]);

beforeEach(() => {
  vi.clearAllMocks();
  signIn(profileWith(['individu'], { pelapors: [{ id: 7, nama: 'Siti Aminah', nik: null }] }));
});

describe("a reporter's own 'Ubah Pelapor' opened from the menu (no ?id=)", { timeout: 60_000 }, () => {
  it('edits their one pelapor data at once, not "Pelapor tidak ditemukan"', async () => {
    routeApi({
      ...DROPDOWNS,
      'GET pelapor/list-individu': page([pelaporOf(7, 'Siti Aminah')]),
      'GET pelapor/7': pelaporOf(7, 'Siti Aminah'),
    });
    render('/individu/pelapor-edit');
    expect(
      await screen.findByDisplayValue('Siti Aminah', undefined, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Pelapor tidak ditemukan')).not.toBeInTheDocument();
  });

  it('lets a reporter with several pelapor data choose which to edit', async () => {
    routeApi({
      ...DROPDOWNS,
      'GET pelapor/list-individu': page([pelaporOf(7, 'Siti Aminah'), pelaporOf(8, 'Siti A. (mutasi)')]),
    });
    const { router } = render('/individu/pelapor-edit');
    expect(await screen.findByText('Pilih data pelapor yang akan diubah')).toBeInTheDocument();
    const links = screen.getAllByRole('button', { name: 'Ubah' });
    expect(links).toHaveLength(2);
    await userEvent.click(links[1] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?id=8'));
  });

  it('sends a reporter without pelapor data to fill it in', async () => {
    routeApi({ ...DROPDOWNS, 'GET pelapor/list-individu': page([]) });
    const { router } = render('/individu/pelapor-edit');
    expect(await screen.findByText('Anda belum memiliki data pelapor')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lengkapi Data Pelapor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/individu/pelapor'));
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, row } from '@/features/masters/testing';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import { ADMIN_MASTER_ROUTE_SCREENS } from './adminMasterScreens';
import { hasScreen } from './screens';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const instansi = row({ id: 9, kode: 'KEMENKEU', nama: 'Kementerian Keuangan', is_active: true });
const aturan = row({
  id: 4,
  kode: 'AI-01',
  nama: 'Larangan menerima hadiah',
  isi: 'Pegawai dilarang menerima hadiah.',
  is_active: true,
});
const unsur = row({ id: 3, kode: 'NL-03', nama: 'Upacara adat', is_active: true });

beforeEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
  signIn(profileWith(['sysadmin']));
  routeApi({
    'GET admin/masters/instansi': page([instansi]),
    'GET admin/masters/instansi/9': instansi,
    'GET admin/masters/aturan-internal': page([aturan]),
    'GET admin/masters/aturan-internal/4': aturan,
    'GET admin/masters/unsur-nl': page([unsur]),
    'GET admin/masters/unsur-nl/3': unsur,
    'GET admin/masters/kondisi-unsur-nl': page([]),
  });
});

async function render(path: string, routes: Record<string, string>) {
  const entries = await Promise.all(
    Object.entries(routes).map(async ([routePath, name]) => {
      const Screen = await ADMIN_MASTER_ROUTE_SCREENS[name]!();
      return { path: routePath, element: <Screen /> };
    }),
  );
  return renderRoutes(path, entries);
}

describe('the /admin master routes beyond list and detail', () => {
  it('are all registered screens (no longer not-found)', () => {
    for (const name of [
      'admin-master-instansi-edit',
      'admin-kondisi-unsur-nl',
      'admin-master-aturan-internal-tambah',
      'admin-master-aturan-internal-ubah',
    ]) {
      expect(hasScreen(name), name).toBe(true);
    }
  });

  it('opens the institution with its edit form on /admin/master-instansi/edit/:id', async () => {
    await render('/admin/master-instansi/edit/9', {
      '/admin/master-instansi/edit/:id': 'admin-master-instansi-edit',
    });
    expect(await screen.findByText('Ubah Instansi')).toBeInTheDocument();
    expect(screen.getByText('Detail Instansi')).toBeInTheDocument();
  });

  it('opens the internal-rule list with the create form on tambah, the rule with its edit form on ubah', async () => {
    await render('/admin/master-aturan-internal/tambah', {
      '/admin/master-aturan-internal/tambah': 'admin-master-aturan-internal-tambah',
    });
    expect(await screen.findByText('Tambah Aturan Internal')).toBeInTheDocument();
    await render('/admin/master-aturan-internal/ubah/4', {
      '/admin/master-aturan-internal/ubah/:id': 'admin-master-aturan-internal-ubah',
    });
    expect(await screen.findByText('Ubah Aturan Internal')).toBeInTheDocument();
  });

  it('links each negative-list element to its conditions', async () => {
    const { router } = await render('/admin/master-unsur-nl', {
      '/admin/master-unsur-nl': 'admin-master-unsur-nl',
      '/admin/kondisi-unsur-nl/:id': 'admin-kondisi-unsur-nl',
    });
    await screen.findByText('Upacara adat');
    await userEvent.click(screen.getByRole('button', { name: 'Kondisi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/kondisi-unsur-nl/3'));
    expect(await screen.findByText('Unsur Negative List: Upacara adat')).toBeInTheDocument();
  });
});

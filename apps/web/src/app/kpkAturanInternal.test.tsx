import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import { SCREENS } from './screens';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

const rule = {
  id: 5,
  kode: 'AI-01',
  nama: 'Cendera mata acara resmi',
  isi: 'Dicatat oleh UPG.',
  dasar_hukum: 'Perkom 2/2019',
  berlaku_mulai: null,
  is_active: true,
  created_at: '2026-03-01T02:00:00Z',
  updated_at: '2026-03-01T02:00:00Z',
  deleted_at: null,
  labels: {},
};

// The screens load lazily; load these few once so the first render does not wait for the transform.
beforeAll(async () => {
  await Promise.all(
    [
      'kpk-master-aturan-internal',
      'kpk-master-aturan-internal-detail',
      'kpk-master-aturan-internal-Ubah',
      'kpk-lha-tambah-aturan-internal',
      'kpk-master-aturan-internal-tambah-aturan-internal',
    ].map((name) => SCREENS[name]?.()),
  );
  await Promise.all([import('@/app/layouts/AreaLayout')]);
}, 60_000);

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  routeApi({
    'GET maintenance': { isMaintenance: false, message: '' },
    'GET admin/masters/aturan-internal': { items: [rule], total: 1, page: 1, per_page: 20 },
    'GET admin/masters/aturan-internal/5': rule,
    'POST admin/masters/aturan-internal': (body: unknown) => ({ ...rule, id: 6, ...(body as object) }),
  });
});

describe('KPK internal-rule routes: the generic screens of master aturan-internal', () => {
  it('an analyst adds a rule from the LHA route: the list opens with its create drawer', async () => {
    signIn(profileWith(['anggota_tim']));
    renderRoutes('/kpk/lha-tambah-aturan-internal');
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Tambah Aturan Internal')).toBeInTheDocument();
    await userEvent.type(within(drawer).getByLabelText('Kode'), 'AI-09');
    await userEvent.type(within(drawer).getByLabelText('Judul'), 'Hadiah pernikahan');
    await userEvent.type(within(drawer).getByLabelText('Isi Ketentuan'), 'Batas nilai per pemberi.');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        'admin/masters/aturan-internal',
        expect.objectContaining({ kode: 'AI-09', nama: 'Hadiah pernikahan' }),
      ),
    );
  });

  it('links the list to the KPK detail, and "Ubah" opens the detail with the edit drawer', async () => {
    signIn(profileWith(['anggota_tim']));
    const { router } = renderRoutes('/kpk/master-aturan-internal');
    // Text queries: role queries walk the whole layout (menus included) and take seconds here.
    await userEvent.click(await screen.findByText('Lihat'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kpk/master-aturan-internal-detail/5'));
    expect(await screen.findByText('Perkom 2/2019')).toBeInTheDocument();

    await router.navigate('/kpk/master-aturan-internal-Ubah/5');
    const title = await screen.findByText('Ubah Aturan Internal', { selector: '.ant-drawer-title' });
    const drawer = title.closest('.ant-drawer') as HTMLElement;
    await userEvent.click(within(drawer).getByText('Batal'));
    await userEvent.click(screen.getByText('Kembali'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kpk/master-aturan-internal'));
  });

  it('a reader without a write permission gets the list without the drawer or Tambah', async () => {
    signIn(profileWith(['deputi']));
    renderRoutes('/kpk/master-aturan-internal/tambah-aturan-internal');
    expect(await screen.findByText('Cendera mata acara resmi')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: /Tambah/ })).toBeNull();
  });
});

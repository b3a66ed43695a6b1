import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { notify } from '@/platform/notify';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { page, renderMaster, row } from './testing';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const bandung = row({
  id: 7,
  kode: '32.73',
  nama: 'Kota Bandung',
  provinsi_id: 32,
  jenis: 'kota',
  is_active: true,
  labels: { provinsi_id: 'Jawa Barat' },
});

function lastListParams(): Record<string, unknown> {
  const calls = vi.mocked(api.get).mock.calls.filter(([path]) => path === 'admin/masters/kota-kabupaten');
  return calls.at(-1)?.[1]?.params ?? {};
}

beforeEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
  signIn(profileWith(['sysadmin']));
  routeApi({
    'GET admin/masters/kota-kabupaten': page([bandung]),
    'GET admin/masters/provinsi': page([row({ id: 32, kode: '32', nama: 'Jawa Barat', is_active: true })]),
    'DELETE admin/masters/kota-kabupaten/7': { ...bandung, deleted_at: '2026-03-03T00:00:00Z' },
  });
});

describe('master list', () => {
  it('shows the list columns of the definition with labels, Ya/Tidak and the default sort', async () => {
    renderMaster('kota-kabupaten');
    expect(await screen.findByText('Kota Bandung')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Kode', 'Nama', 'Provinsi', 'Jenis', 'Aktif', 'Aksi']);
    const cells = within(screen.getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 5)).toEqual(['32.73', 'Kota Bandung', 'Jawa Barat', 'Kota', 'Ya']);
    expect(lastListParams()).toEqual({ page: 1, per_page: 20, sort: 'kode', order: 'asc' });
    expect(screen.getByRole('button', { name: /Tambah/ })).toBeInTheDocument();
  });

  it('puts the search and filters in the URL and in the request, and remembers them for the screen', async () => {
    const { router } = renderMaster('kota-kabupaten');
    await screen.findByText('Kota Bandung');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari' }), 'band{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=band'));
    await waitFor(() => expect(lastListParams()).toMatchObject({ q: 'band', page: 1 }));

    await userEvent.click(screen.getByRole('combobox', { name: 'Jenis' }));
    await userEvent.click(await screen.findByTitle('Kabupaten'));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('jenis')).toBe('kabupaten'),
    );
    await waitFor(() => expect(lastListParams()).toMatchObject({ q: 'band', jenis: 'kabupaten' }));
    expect(window.sessionStorage.getItem('list:admin-master-kota-kabupaten')).toBe('q=band&jenis=kabupaten');
  });

  it('restores the remembered query when the list is opened without one', async () => {
    window.sessionStorage.setItem('list:admin-master-kota-kabupaten', 'provinsi_id=32&page=2');
    const { router } = renderMaster('kota-kabupaten');
    await waitFor(() => expect(router.state.location.search).toBe('?provinsi_id=32&page=2'));
    await waitFor(() => expect(lastListParams()).toMatchObject({ provinsi_id: '32', page: 2 }));
    // The chosen province is named in its filter even before the dropdown is opened.
    expect(await screen.findByTitle('Jawa Barat')).toBeInTheDocument();
  });

  it('deletes a row only after the confirmation', async () => {
    renderMaster('kota-kabupaten');
    await screen.findByText('Kota Bandung');
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Hapus data ini?')).toBeInTheDocument();
    expect(api.delete).not.toHaveBeenCalled();
    const confirm = screen.getByRole('tooltip');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('admin/masters/kota-kabupaten/7'));
    expect(notify.success).toHaveBeenCalledWith('Data berhasil dihapus');
  });

  it('lists the trash with Pulihkan and exports the filtered set', async () => {
    const { router } = renderMaster('kota-kabupaten', '/admin/master-kota-kabupaten?q=band');
    await screen.findByText('Kota Bandung');
    await userEvent.click(screen.getByRole('switch', { name: 'Tampilkan data terhapus' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=band&trashed=only'));
    expect(await screen.findByRole('button', { name: 'Pulihkan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ubah' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Ekspor Excel/ }));
    await waitFor(() =>
      expect(api.download).toHaveBeenCalledWith('admin/masters/kota-kabupaten/export', {
        params: { q: 'band', trashed: 'only', sort: 'kode', order: 'asc' },
      }),
    );
  });

  it('offers no writes to a user without the master permission', async () => {
    signIn(profileWith(['anggota_tim']));
    renderMaster('kota-kabupaten');
    await screen.findByText('Kota Bandung');
    expect(screen.queryByRole('button', { name: /Tambah/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hapus' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lihat' })).toBeInTheDocument();
  });

  it('says so when there is no data', async () => {
    routeApi({ 'GET admin/masters/kota-kabupaten': page([]) });
    renderMaster('kota-kabupaten');
    expect(await screen.findByText('Belum ada data')).toBeInTheDocument();
  });
});

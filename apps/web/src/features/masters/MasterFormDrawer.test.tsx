import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { notify } from '@/platform/notify';
import { ApiError, routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { page, renderMaster, row } from './testing';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const jabar = row({ id: 32, kode: '32', nama: 'Jawa Barat', is_active: true });

beforeEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
  signIn(profileWith(['sysadmin']));
});

async function openCreate() {
  renderMaster('provinsi');
  await screen.findByText('Jawa Barat');
  await userEvent.click(screen.getByRole('button', { name: /Tambah/ }));
  return screen.findByRole('dialog');
}

describe('master form', () => {
  it('shows the schema messages before anything is sent', async () => {
    routeApi({ 'GET admin/masters/provinsi': page([jabar]) });
    const drawer = await openCreate();
    expect(within(drawer).getByText('Tambah Provinsi')).toBeInTheDocument();
    await userEvent.type(within(drawer).getByLabelText('Kode'), '123');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Simpan' }));
    expect(await within(drawer).findByText('Maksimal 2 karakter')).toBeInTheDocument();
    expect(await within(drawer).findByText('Wajib diisi')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('puts the server 422 messages under their fields', async () => {
    routeApi({
      'GET admin/masters/provinsi': page([jabar]),
      'POST admin/masters/provinsi': () => {
        throw new ApiError('Data tidak valid', 422, { kode: ['Sudah digunakan'] });
      },
    });
    const drawer = await openCreate();
    await userEvent.type(within(drawer).getByLabelText('Kode'), '32');
    await userEvent.type(within(drawer).getByLabelText('Nama'), 'Jabar Lagi');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Simpan' }));
    expect(await within(drawer).findByText('Sudah digunakan')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('admin/masters/provinsi', {
      kode: '32',
      nama: 'Jabar Lagi',
      is_active: true,
    });
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('saves an edit with the server message and refreshes the list', async () => {
    let saved = jabar;
    routeApi({
      'GET admin/masters/provinsi': () => page([saved]),
      'PUT admin/masters/provinsi/32': (body: unknown) => {
        saved = { ...saved, ...(body as object) };
        return saved;
      },
    });
    vi.mocked(api.put).mockImplementationOnce(async (_path: string, body: unknown) => {
      saved = { ...saved, ...(body as object) };
      return { data: saved, message: 'Data berhasil diperbarui' };
    });
    renderMaster('provinsi');
    await screen.findByText('Jawa Barat');
    await userEvent.click(screen.getByRole('button', { name: 'Ubah' }));
    const drawer = await screen.findByRole('dialog');
    const nama = within(drawer).getByLabelText('Nama');
    expect(nama).toHaveValue('Jawa Barat');
    await userEvent.clear(nama);
    await userEvent.type(nama, 'Provinsi Jawa Barat');
    await userEvent.click(within(drawer).getByRole('switch'));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Data berhasil diperbarui'));
    expect(api.put).toHaveBeenCalledWith('admin/masters/provinsi/32', {
      kode: '32',
      nama: 'Provinsi Jawa Barat',
      is_active: false,
    });
    expect(await screen.findByText('Provinsi Jawa Barat')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Tidak' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { page, renderMaster, row } from './testing';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const provinsis = [row({ id: 31, nama: 'DKI Jakarta' }), row({ id: 32, nama: 'Jawa Barat' })];
const kotas = [
  row({ id: 3173, nama: 'Kota Bandung', provinsi_id: 32 }),
  row({ id: 3171, nama: 'Kota Jakarta Pusat', provinsi_id: 31 }),
];

beforeEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
  signIn(profileWith(['sysadmin']));
  routeApi({ 'GET admin/masters/instansi': page([]), 'GET admin/masters/provinsi': page(provinsis) });
  const answer = vi.mocked(api.get).getMockImplementation()!;
  // Cities answer by their province filter, as the API does.
  vi.mocked(api.get).mockImplementation(async (path, opts) => {
    if (path !== 'admin/masters/kota-kabupaten') return answer(path, opts);
    const parent = Number(opts?.params?.provinsi_id);
    return { data: page(kotas.filter((k) => !parent || k.provinsi_id === parent)) };
  });
});

describe('cascading relation inputs', () => {
  it('offers the cities of the chosen province and clears the city when the province changes', async () => {
    renderMaster('instansi');
    await screen.findByText('Belum ada data');
    await userEvent.click(screen.getByRole('button', { name: /Tambah/ }));
    const drawer = await screen.findByRole('dialog');
    const kota = within(drawer).getByRole('combobox', { name: 'Kota/Kabupaten' });
    // No province yet: the city input waits for it.
    expect(kota).toBeDisabled();

    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Provinsi' }));
    await userEvent.click(await screen.findByTitle('Jawa Barat'));
    await waitFor(() => expect(kota).toBeEnabled());
    await userEvent.click(kota);
    await userEvent.click(await screen.findByTitle('Kota Bandung'));
    expect(screen.queryByTitle('Kota Jakarta Pusat')).not.toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('admin/masters/kota-kabupaten', {
      params: { per_page: 50, provinsi_id: '32' },
    });

    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Provinsi' }));
    await userEvent.click(await screen.findByTitle('DKI Jakarta'));
    await waitFor(() => expect(within(drawer).queryByTitle('Kota Bandung')).not.toBeInTheDocument());
    // Many antd dropdowns in one test: slow under a loaded parallel run.
  }, 45_000);
});

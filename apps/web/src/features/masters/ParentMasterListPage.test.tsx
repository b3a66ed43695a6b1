import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import { ParentMasterListPage } from './ParentMasterListPage';
import { definition, page, row } from './testing';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const upacara = row({ id: 3, kode: 'NL-03', nama: 'Upacara adat', is_active: true });
const kondisi = row({
  id: 11,
  unsur_nl_id: 3,
  nama: 'Diberikan pada acara pernikahan',
  urutan: 1,
  is_active: true,
  labels: { unsur_nl_id: 'Upacara adat' },
});

function listParams(): Record<string, unknown> {
  const calls = vi.mocked(api.get).mock.calls.filter(([path]) => path === 'admin/masters/kondisi-unsur-nl');
  return calls.at(-1)?.[1]?.params ?? {};
}

const render = (id: string) =>
  renderRoutes(`/admin/kondisi-unsur-nl/${id}`, [
    {
      path: '/admin/kondisi-unsur-nl/:id',
      element: <ParentMasterListPage def={definition('kondisi-unsur-nl')} field="unsur_nl_id" />,
    },
  ]);

beforeEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
  signIn(profileWith(['sysadmin']));
  routeApi({
    'GET admin/masters/unsur-nl/3': upacara,
    'GET admin/masters/kondisi-unsur-nl': page([kondisi]),
    'GET admin/masters/unsur-nl': page([upacara]),
  });
});

describe('the conditions of one negative-list element', () => {
  it('lists only that element’s conditions, named in the subtitle, without its filter', async () => {
    render('3');
    expect(await screen.findByText('Diberikan pada acara pernikahan')).toBeInTheDocument();
    expect(screen.getByText('Unsur Negative List: Upacara adat')).toBeInTheDocument();
    expect(listParams()).toMatchObject({ unsur_nl_id: '3', sort: 'urutan' });
    expect(screen.queryByRole('combobox', { name: 'Unsur Negative List' })).not.toBeInTheDocument();
    // The parent is the same on every row: not a column.
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Kondisi',
      'Urutan',
      'Aktif',
      'Aksi',
    ]);
  });

  it('presets the element in the create form', async () => {
    render('3');
    await screen.findByText('Diberikan pada acara pernikahan');
    await userEvent.click(screen.getByRole('button', { name: /Tambah/ }));
    expect(await screen.findByText('Tambah Kondisi Unsur Negative List')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Upacara adat').length).toBeGreaterThan(0));
  });

  it('is not found for an unknown element or a malformed id', async () => {
    render('99');
    expect(await screen.findByText('Halaman tidak ditemukan')).toBeInTheDocument();
    render('abc');
    expect((await screen.findAllByText('Halaman tidak ditemukan')).length).toBeGreaterThan(0);
  });
});

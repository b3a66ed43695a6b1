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

const bandung = row({
  id: 7,
  kode: '32.73',
  nama: 'Kota Bandung',
  provinsi_id: 32,
  jenis: 'kota',
  is_active: false,
  labels: { provinsi_id: 'Jawa Barat' },
});

beforeEach(() => {
  vi.clearAllMocks();
  signIn(profileWith(['sysadmin']));
  routeApi({
    'GET admin/masters/kota-kabupaten/7': bandung,
    'GET admin/masters/kota-kabupaten': page([bandung]),
    'DELETE admin/masters/kota-kabupaten/7': bandung,
  });
});

describe('master detail', () => {
  it('describes every field and the timestamps', async () => {
    renderMaster('kota-kabupaten', '/admin/master-kota-kabupaten/7');
    expect(await screen.findByText('Jawa Barat')).toBeInTheDocument();
    expect(screen.getByText('Detail Kota/Kabupaten')).toBeInTheDocument();
    const label = (text: string) => screen.getByText(text).closest('th, td');
    expect(label('Provinsi')?.nextElementSibling).toHaveTextContent('Jawa Barat');
    expect(label('Jenis')?.nextElementSibling).toHaveTextContent('Kota');
    expect(label('Aktif')?.nextElementSibling).toHaveTextContent('Tidak');
    // Timestamps in Jakarta time.
    expect(label('Dibuat')?.nextElementSibling).toHaveTextContent('01-03-2026 09:00');
    expect(label('Diperbarui')?.nextElementSibling).toHaveTextContent('02-03-2026 10:30');
  });

  it('deletes after confirmation and returns to the list', async () => {
    const { router } = renderMaster('kota-kabupaten', '/admin/master-kota-kabupaten/7');
    await screen.findByText('Jawa Barat');
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    await userEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('admin/masters/kota-kabupaten/7'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/master-kota-kabupaten'));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import { DistribusiLaporan, DistribusiLaporanFungsional } from './pages';
import { inboxItem, pageOf, paramsOf } from './testing';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const waiting = (step: string) =>
  pageOf([
    inboxItem(1, { step, version: 3, grup: null, anggota: null }),
    inboxItem(2, { step, version: 5, grup: null, anggota: null }),
    inboxItem(4, { step, version: 1, grup: null, anggota: null }),
  ]);

const rowOf = (nosig: string) => screen.getByRole('link', { name: nosig }).closest('tr') as HTMLElement;

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
});

describe('distribution to a group (koordinator)', () => {
  const posted: unknown[] = [];
  beforeEach(() => {
    posted.length = 0;
    signIn(profileWith(['koordinator']));
    routeApi({
      'GET laporan/kotak-masuk': waiting('distribusi'),
      'GET laporan/beban': [
        { id: 11, nama: 'Grup I', keterangan: null, beban: 4 },
        { id: 12, nama: 'Grup II', keterangan: null, beban: 9 },
      ],
      'POST laporan/distribusi': (body: unknown) => {
        posted.push(body);
        return {
          berhasil: [1],
          gagal: [
            {
              id: 2,
              pesan:
                'Laporan sudah diproses oleh pengguna lain. Muat ulang halaman untuk melihat keadaan terbaru.',
            },
          ],
        };
      },
    });
  });

  it('sends the ticked reports with the versions seen and names each failure with its reason', async () => {
    renderRoutes('/kpk/distribusi-laporan', [
      { path: '/kpk/distribusi-laporan', element: <DistribusiLaporan /> },
      { path: '/kpk/laporan-detail/:id', element: <p>detail</p> },
    ]);
    await screen.findByRole('link', { name: 'GRA-2026-00001' });
    await waitFor(() =>
      expect(paramsOf(vi.mocked(api.get).mock.calls, 'laporan/kotak-masuk').at(-1)).toMatchObject({
        tab: 'menunggu',
        langkah: 'distribusi',
      }),
    );
    expect(paramsOf(vi.mocked(api.get).mock.calls, 'laporan/beban').at(-1)).toEqual({ jenis: 'grup' });
    const submit = screen.getByRole('button', { name: /Distribusikan/ });
    expect(submit).toBeDisabled();

    await userEvent.click(within(rowOf('GRA-2026-00001')).getByRole('checkbox'));
    await userEvent.click(within(rowOf('GRA-2026-00002')).getByRole('checkbox'));
    expect(screen.getByText('2 laporan dipilih')).toBeInTheDocument();
    expect(screen.getByText('9 laporan aktif')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Grup I\b.*4 laporan aktif/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Catatan' }), 'Prioritas');
    await userEvent.click(submit);

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Distribusikan 2 laporan ke Grup I?')).not.toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, distribusikan' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      items: [
        { id: 1, versi: 3 },
        { id: 2, versi: 5 },
      ],
      grup_id: 11,
      catatan: 'Prioritas',
    });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('1 laporan berhasil didistribusikan ke Grup I; 1 gagal'),
    ).toBeInTheDocument();
    expect(within(alert).getByText('GRA-2026-00002')).toBeInTheDocument();
    expect(within(alert).getByText(/sudah diproses oleh pengguna lain/)).toBeInTheDocument();
    // Nothing stays ticked: a failed report's version is stale, it is ticked again from the refreshed list.
    expect(screen.getByText('Belum ada laporan dipilih')).toBeInTheDocument();
  });
});

describe('distribution to a member (ketua_group)', () => {
  it('lists the members with their team and load and posts the member chosen', async () => {
    signIn(profileWith(['ketua_group']));
    const post = vi.fn(() => ({ berhasil: [4], gagal: [] }));
    routeApi({
      'GET laporan/kotak-masuk': waiting('distribusi-f'),
      'GET laporan/beban': [
        { id: 31, nama: 'Demo Anggota Tim', keterangan: 'Tim 1A', beban: 2 },
        { id: 32, nama: 'Demo Anggota Tim 1B', keterangan: 'Tim 1B', beban: 0 },
      ],
      'POST laporan/distribusi-fungsional': post,
    });
    renderRoutes('/kpk/distribusi-laporan-fungsional', [
      { path: '/kpk/distribusi-laporan-fungsional', element: <DistribusiLaporanFungsional /> },
    ]);
    await screen.findByRole('link', { name: 'GRA-2026-00004' });
    expect(screen.getByText('Tim 1B')).toBeInTheDocument();
    await userEvent.click(within(rowOf('GRA-2026-00004')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('radio', { name: /Demo Anggota Tim 1B/ }));
    await userEvent.click(screen.getByRole('button', { name: /Distribusikan/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Distribusikan 1 laporan ke Demo Anggota Tim 1B?')).not.toHaveLength(
      0,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, distribusikan' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith({ items: [{ id: 4, versi: 1 }], anggota_user_id: 32 }),
    );
    expect(
      await screen.findByText('1 laporan berhasil didistribusikan ke Demo Anggota Tim 1B'),
    ).toBeInTheDocument();
  });
});

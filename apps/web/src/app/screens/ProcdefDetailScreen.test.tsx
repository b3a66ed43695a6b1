import { masterAdminScreens } from '@gratifikasi/domain';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREENS } from '@/app/screens';
import { row } from '@/features/masters/testing';
import { defaultProses } from '@/features/workflow/testing';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { TestProviders } from '@/test/render';
import { ProcdefDetailScreen } from './ProcdefDetailScreen';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

beforeEach(() => {
  vi.clearAllMocks();
  signIn(profileWith(['sysadmin']));
  routeApi({
    'GET admin/masters/wfl-re-procdef/1': row({
      id: 1,
      kode: 'GRATIFIKASI',
      nama: 'Penanganan laporan gratifikasi',
      versi: 1,
      is_active: true,
    }),
    'GET workflow/proses/GRATIFIKASI': defaultProses(),
  });
});

describe('process definition detail', () => {
  it('is the screen of the master detail route', async () => {
    const { detail } = masterAdminScreens('wfl-re-procdef');
    expect(detail).toBe('admin-master-wfl-re-procdef-detail');
    const loaded = await SCREENS['admin-master-wfl-re-procdef-detail']?.();
    expect(loaded).toBe(ProcdefDetailScreen);
  });

  it('draws the process of the row, at its version, under its fields', async () => {
    const router = createMemoryRouter(
      [{ path: '/admin/master-wfl-re-procdef/:id', element: <ProcdefDetailScreen /> }],
      {
        initialEntries: ['/admin/master-wfl-re-procdef/1'],
      },
    );
    render(
      <TestProviders>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    expect(await screen.findByText('Diagram Alur')).toBeInTheDocument();
    expect(await screen.findByTestId('langkah-f83')).toHaveTextContent('Selesai riksa');
    expect(api.get).toHaveBeenCalledWith('workflow/proses/GRATIFIKASI', {
      params: { versi: 1 },
      silent: true,
    });
  });
});

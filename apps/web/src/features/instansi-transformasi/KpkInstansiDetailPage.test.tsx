import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { row } from '@/features/masters/testing';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import { KpkInstansiDetailPage } from './KpkInstansiDetailPage';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

beforeEach(() => {
  vi.clearAllMocks();
  signIn(profileWith(['admin']));
  routeApi({
    'GET admin/masters/instansi/7': row({ id: 7, kode: 'UJI', nama: 'Badan Uji', is_active: true }),
    'GET admin/masters/instansi/8': row({ id: 8, kode: 'LAMA', nama: 'Badan Lama', is_active: false }),
  });
});

const render = (id: number) =>
  renderRoutes(`/kpk/master-instansis/${id}`, [
    { path: '/kpk/master-instansis/:id', element: <KpkInstansiDetailPage /> },
    { path: '/kpk/master-instansis/:type/:id', element: <p>Layar transformasi</p> },
  ]);

describe('the KPK admin’s institution detail', () => {
  it('leads an active institution to its transform', async () => {
    const { router } = render(7);
    await userEvent.click(await screen.findByRole('button', { name: 'Transformasi menjadi unit kerja' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kpk/master-instansis/unit-kerja/7'));
  });

  it('offers no transform for an inactive one', async () => {
    render(8);
    expect((await screen.findAllByText('Badan Lama')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Transformasi menjadi unit kerja' })).not.toBeInTheDocument();
  });
});

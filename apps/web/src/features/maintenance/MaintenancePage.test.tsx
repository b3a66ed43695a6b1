import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/platform/session';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { preloadScreens, renderRoutes } from '@/test/render';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

beforeAll(preloadScreens, 60_000);
beforeEach(() => {
  vi.clearAllMocks();
  signIn(null);
  routeApi({
    'GET maintenance': { isMaintenance: true, message: 'Pembaruan basis data' },
    'POST captcha': { key: 'k', svg: '', enabled: false },
  });
});

describe('maintenance screen', () => {
  it('diverts /login while maintenance is on and shows the configured message', async () => {
    const { router } = renderRoutes('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/maintenance'));
    expect(await screen.findByText('Pembaruan basis data')).toBeInTheDocument();
  });

  it('lets an administrator sign in from the maintenance screen and go to the admin home', async () => {
    const admin = profileWith(['sysadmin']);
    vi.mocked(session.login).mockImplementationOnce(async () => {
      signIn(admin);
      return admin;
    });
    const { router } = renderRoutes('/maintenance');
    await userEvent.click(await screen.findByRole('button', { name: 'Masuk sebagai administrator' }));
    await userEvent.type(await screen.findByLabelText('Nama pengguna'), 'sysadmin');
    await userEvent.type(screen.getByLabelText('Kata sandi'), 'Demo#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    // The form's rules load on submit, so the call follows a tick later.
    await waitFor(() =>
      expect(session.login).toHaveBeenCalledWith(expect.objectContaining({ username: 'sysadmin' })),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/home'));
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '@/app/router';
import { MaintenanceStatusProvider } from '@/features/maintenance/status';
import { notify } from '@/platform/notify';
import { session } from '@/platform/session';
import { ApiError, routeApi } from '@/test/fakeApi';
import { ProfileError, signIn } from '@/test/fakeSession';
import { expectMessages } from '@/test/messages';
import { profileWith } from '@/test/profiles';
import { preloadScreens, renderRoutes } from '@/test/render';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

beforeAll(preloadScreens, 60_000);
beforeEach(() => {
  vi.clearAllMocks();
  signIn(null);
});

function withCaptcha(enabled: boolean) {
  let n = 0;
  routeApi({
    'GET maintenance': { isMaintenance: false, message: '' },
    'POST captcha': () => {
      n += 1;
      return {
        key: `key-${n}`,
        svg: enabled ? '<svg xmlns="http://www.w3.org/2000/svg"></svg>' : '',
        enabled,
      };
    },
  });
}

async function fillAndSubmit(username: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Nama pengguna'), username);
  await userEvent.type(screen.getByLabelText('Kata sandi'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
}

describe('login screen', () => {
  it('signs in and goes to the home of the active role', async () => {
    withCaptcha(false);
    const profile = profileWith(['upg']);
    vi.mocked(session.login).mockImplementationOnce(async () => {
      signIn(profile);
      return profile;
    });
    const { router } = renderRoutes('/login');
    await fillAndSubmit('upg', 'Demo#2026');
    // The form's rules load on submit (they bring Zod, kept off the first visit), so the call follows a tick later.
    await waitFor(() =>
      expect(session.login).toHaveBeenCalledWith({
        username: 'upg',
        password: 'Demo#2026',
        captcha: '',
        token: 'key-1',
        code: '',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/upg/beranda'));
  });

  it("toasts 'Login gagal: <server message>' for 5 seconds when the credentials are wrong", async () => {
    withCaptcha(false);
    vi.mocked(session.login).mockRejectedValueOnce(new ApiError('Nama pengguna atau kata sandi salah', 401));
    const { router } = renderRoutes('/login');
    await fillAndSubmit('upg', 'salah');
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Login gagal: Nama pengguna atau kata sandi salah', {
        duration: 5,
      }),
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the profile failure message as it is', async () => {
    withCaptcha(false);
    vi.mocked(session.login).mockRejectedValueOnce(new ProfileError('Proses login gagal'));
    renderRoutes('/login');
    await fillAndSubmit('upg', 'Demo#2026');
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Proses login gagal', { duration: 5 }));
  });

  it('requires username and password before calling the server', async () => {
    withCaptcha(false);
    renderRoutes('/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Masuk' }));
    await expectMessages('Nama pengguna wajib diisi', 'Kata sandi wajib diisi');
    expect(session.login).not.toHaveBeenCalled();
  });

  it('with captcha on, sends the answer with the captcha key and loads a new captcha after a wrong answer', async () => {
    withCaptcha(true);
    vi.mocked(session.login).mockRejectedValueOnce(
      new ApiError('Captcha salah', 422, { captcha: ['Kode captcha tidak sesuai'] }),
    );
    renderRoutes('/login');
    expect(await screen.findByAltText('Gambar captcha')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Kode captcha'), 'abcd');
    await fillAndSubmit('upg', 'Demo#2026');
    await waitFor(() =>
      expect(session.login).toHaveBeenCalledWith(
        expect.objectContaining({ captcha: 'abcd', token: 'key-1' }),
      ),
    );
    expect(await screen.findByText('Kode captcha tidak sesuai')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Kode captcha')).toHaveValue(''));
  });
});

describe('login without a query cache', () => {
  it('renders and asks for its captcha with the app’s providers alone (issue 29: no react-query on /login)', async () => {
    withCaptcha(true);
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/login'] });
    // The app's own providers (app/Providers) hold no QueryClientProvider; the router adds none for /login.
    render(
      <MaintenanceStatusProvider>
        <RouterProvider router={router} />
      </MaintenanceStatusProvider>,
    );
    expect(await screen.findByLabelText('Nama pengguna')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Gambar captcha' })).toBeInTheDocument();
    router.dispose();
  });
});

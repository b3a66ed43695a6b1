import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { ApiError, routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { expectMessages } from '@/test/messages';
import { preloadScreens, renderRoutes } from '@/test/render';
import { EXPIRED_LINK_MESSAGE } from './ResetPasswordPage';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

beforeAll(preloadScreens, 60_000);
beforeEach(() => {
  vi.clearAllMocks();
  signIn(null);
});

describe('reset password screen', () => {
  it('explains an expired link', async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'POST auth/check-forgot-token': () => {
        throw new ApiError(EXPIRED_LINK_MESSAGE, 422);
      },
    });
    renderRoutes('/reset-password/kedaluwarsa');
    expect(
      await screen.findByText(
        'Tautan sudah kedaluwarsa, silakan tekan tombol refresh dan tekan kembali tautan terkait.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Kata sandi baru')).not.toBeInTheDocument();
  });

  it('sets a new password that follows the policy and returns to login', async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'POST captcha': { key: 'k', svg: '', enabled: false },
      'POST auth/check-forgot-token': { valid: true, email: 'upg@demo.gratifikasi.go.id' },
      'POST auth/change-password': null,
    });
    const { router } = renderRoutes('/reset-password/token-1');
    expect(await screen.findByText('upg@demo.gratifikasi.go.id')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Kata sandi baru'), 'pendek');
    await userEvent.type(screen.getByLabelText('Konfirmasi kata sandi baru'), 'lain');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
    await expectMessages('Kata sandi minimal 8 karakter', 'Konfirmasi kata sandi tidak sama');

    await userEvent.clear(screen.getByLabelText('Kata sandi baru'));
    await userEvent.type(screen.getByLabelText('Kata sandi baru'), 'Rahasia2026');
    await userEvent.clear(screen.getByLabelText('Konfirmasi kata sandi baru'));
    await userEvent.type(screen.getByLabelText('Konfirmasi kata sandi baru'), 'Rahasia2026');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.post).toHaveBeenCalledWith('auth/change-password', {
      token: 'token-1',
      password: 'Rahasia2026',
      password_confirmation: 'Rahasia2026',
    });
  });
});

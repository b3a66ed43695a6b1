import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { session } from '@/platform/session';
import { ApiError, routeApi } from '@/test/fakeApi';
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
});

const EXPIRED = 'Tautan sudah kedaluwarsa, silakan tekan tombol refresh dan tekan kembali tautan terkait.';
const expired = () => {
  throw new ApiError(EXPIRED, 422);
};

describe('activation screen', () => {
  it('activates the account on load, once, and offers the login', async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'POST user/activation': { type: 'ACTIVATION', username: 'siti.n', email: 'siti@contoh.go.id' },
    });
    const { router } = renderRoutes('/activation/token-1');
    expect(await screen.findByText('Akun berhasil diaktivasi')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post).toHaveBeenCalledWith('user/activation', { token: 'token-1' }, { silent: true });
    await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('confirms a new e-mail', async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'POST user/activation': { type: 'EMAIL_CHANGE', username: 'budi', email: 'budi.baru@contoh.go.id' },
    });
    renderRoutes('/activation/token-2');
    expect(await screen.findByText('Email berhasil diubah')).toBeInTheDocument();
    expect(screen.getByText(/budi\.baru@contoh\.go\.id/)).toBeInTheDocument();
  });

  it('reloads the profile when a signed-in user confirms a new e-mail', async () => {
    signIn(profileWith(['individu']));
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'POST user/activation': { type: 'EMAIL_CHANGE', username: 'individu', email: 'baru@contoh.go.id' },
    });
    renderRoutes('/activation/token-4');
    expect(await screen.findByText('Email berhasil diubah')).toBeInTheDocument();
    await waitFor(() => expect(session.reloadProfile).toHaveBeenCalled());
  });

  it('explains an expired link and leads to re-activation', async () => {
    routeApi({ 'GET maintenance': { isMaintenance: false, message: '' }, 'POST user/activation': expired });
    const { router } = renderRoutes('/activation/lama');
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Minta tautan aktivasi baru' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reaktivasi'));
  });

  it('with ?set-password=1 asks for a password first, then activates with it', async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'POST user/activation-changepassword': { type: 'ACTIVATION', username: 'siti.n', email: null },
    });
    renderRoutes('/activation/token-3?set-password=1');
    await userEvent.type(await screen.findByLabelText('Kata sandi baru'), 'pendek');
    await userEvent.click(screen.getByRole('button', { name: 'Aktifkan akun' }));
    expect(await screen.findByText('Kata sandi minimal 8 karakter')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Kata sandi baru'));
    await userEvent.type(screen.getByLabelText('Kata sandi baru'), 'Rahasia2026');
    await userEvent.type(screen.getByLabelText('Konfirmasi kata sandi baru'), 'Rahasia2026');
    await userEvent.click(screen.getByRole('button', { name: 'Aktifkan akun' }));
    expect(await screen.findByText('Akun berhasil diaktivasi')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(
      'user/activation-changepassword',
      { token: 'token-3', password: 'Rahasia2026', password_confirmation: 'Rahasia2026' },
      { silent: true },
    );
  });
});

describe('re-activation screen', () => {
  it('asks for a new link and answers neutrally', async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'POST user/activation-request': null,
    });
    renderRoutes('/reaktivasi');
    await userEvent.type(await screen.findByLabelText('Email'), 'bukan-email');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim tautan aktivasi' }));
    expect(await screen.findByText('Format email tidak valid')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'siti@contoh.go.id');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim tautan aktivasi' }));
    expect(await screen.findByText(/tautan aktivasi baru telah dikirim/)).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('user/activation-request', { email: 'siti@contoh.go.id' });
  });
});

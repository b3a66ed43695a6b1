import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { preloadScreens, renderRoutes } from '@/test/render';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

beforeAll(preloadScreens, 60_000);
beforeEach(() => {
  vi.clearAllMocks();
  signIn(null);
  routeApi({ 'GET maintenance': { isMaintenance: false, message: '' }, 'POST auth/forgot-password': null });
});

describe('forgot password screen', () => {
  it('checks the address format before sending', async () => {
    renderRoutes('/lupa-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'bukan-email');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim tautan' }));
    expect(await screen.findByText('Format email tidak valid')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });

  it('answers with the same generic message whatever the address', async () => {
    renderRoutes('/lupa-password');
    await userEvent.type(await screen.findByLabelText('Email'), 'upg@demo.gratifikasi.go.id');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim tautan' }));
    expect(await screen.findByText(/Jika alamat email tersebut terdaftar/)).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('auth/forgot-password', { email: 'upg@demo.gratifikasi.go.id' });
  });
});

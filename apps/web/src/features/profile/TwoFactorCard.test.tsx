import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/platform/notify';
import { api, routeApi } from '@/test/fakeApi';
import { renderRoutes } from '@/test/render';
import { TwoFactorCard } from './TwoFactorCard';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

beforeEach(() => vi.clearAllMocks());

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/x',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};
const CODES = Array.from({ length: 10 }, (_, i) => `CCCC${i}-DDDDD`);
const off = { enabled: false, required: false, confirmed_at: null, recovery_codes_left: 0 };
const on = (required: boolean) => ({
  enabled: true,
  required,
  confirmed_at: '2026-11-29T10:00:00.000Z',
  recovery_codes_left: 2,
});

const renderCard = () =>
  renderRoutes('/profil', [{ path: '/profil', element: <TwoFactorCard username="deputi" /> }]);

describe('profile: the second factor', () => {
  it('enrols: QR code and secret, the first code, then the ten recovery codes once', async () => {
    let status: object = off;
    routeApi({
      'GET user/totp': () => status,
      'POST user/totp/setup': SETUP,
      'POST user/totp/confirm': () => {
        status = on(false);
        return { recovery_codes: CODES };
      },
    });
    renderCard();
    await userEvent.click(await screen.findByText('Aktifkan autentikasi dua faktor'));
    expect(await screen.findByAltText('Kode QR autentikator')).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await userEvent.type(screen.getByLabelText('Kode verifikasi'), '123456');
    await userEvent.click(screen.getByText('Konfirmasi'));
    expect(await screen.findByText('CCCC0-DDDDD')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('user/totp/confirm', { code: '123456' });
    expect(notify.success).toHaveBeenCalledWith('Autentikasi dua faktor aktif');
    await userEvent.click(screen.getByText('Selesai'));
    expect(await screen.findByText('Sisa kode pemulihan: 2')).toBeInTheDocument();
    expect(screen.queryByText('CCCC0-DDDDD')).not.toBeInTheDocument();
  });

  it('offers no way to turn it off where the role requires it', async () => {
    routeApi({ 'GET user/totp': on(true) });
    renderCard();
    expect(await screen.findByText('Peran Anda mewajibkan autentikasi dua faktor.')).toBeInTheDocument();
    expect(screen.queryByText('Matikan')).not.toBeInTheDocument();
    expect(screen.getByText('Kode pemulihan hampir habis; buat kode baru.')).toBeInTheDocument();
  });

  it('turns it off after confirmation with the password and a code', async () => {
    routeApi({ 'GET user/totp': on(false), 'POST user/totp/disable': null });
    renderCard();
    await userEvent.click(await screen.findByText('Matikan'));
    expect(await screen.findByText('Matikan autentikasi dua faktor?')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Kata sandi'), 'Demo#2026');
    await userEvent.type(screen.getByLabelText('Kode verifikasi'), '654321');
    await userEvent.click(screen.getAllByText('Matikan').at(-1) as HTMLElement);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('user/totp/disable', { password: 'Demo#2026', code: '654321' }),
    );
    expect(notify.success).toHaveBeenCalledWith('Autentikasi dua faktor dimatikan');
  });

  it('makes new recovery codes with a code', async () => {
    routeApi({ 'GET user/totp': on(true), 'POST user/totp/recovery-codes': { recovery_codes: CODES } });
    renderCard();
    await userEvent.click(await screen.findByText('Buat ulang kode pemulihan'));
    await userEvent.type(await screen.findByLabelText('Kode verifikasi'), '111222');
    await userEvent.click(screen.getByText('Buat kode baru'));
    expect(await screen.findByText('CCCC9-DDDDD')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('user/totp/recovery-codes', { code: '111222' });
  });
});

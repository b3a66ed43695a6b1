import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/platform/notify';
import { SecondFactorRequired } from '@/platform/second-factor';
import { session } from '@/platform/session';
import { ApiError, api, routeApi } from '@/test/fakeApi';
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

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  otpauth_url: 'otpauth://totp/Gratifikasi%20Online:direktur?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};

function serve() {
  routeApi({
    'GET maintenance': { isMaintenance: false, message: '' },
    'POST captcha': { key: 'k', svg: '', enabled: false },
    'POST auth/login/totp/setup': SETUP,
  });
}

/** The password step answers a challenge of this kind. */
async function passwordStep(kind: 'totp' | 'enrol') {
  vi.mocked(session.login).mockRejectedValueOnce(
    new SecondFactorRequired({ second_factor: kind, challenge: 'tantangan', expires_in: 300 }),
  );
  const rendered = renderRoutes('/login');
  await userEvent.type(await screen.findByLabelText('Nama pengguna'), 'direktur');
  await userEvent.type(screen.getByLabelText('Kata sandi'), 'Demo#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
  return rendered;
}

describe('login: the second factor', () => {
  it('asks for the code after the password and signs in with it', async () => {
    serve();
    const profile = profileWith(['direktur']);
    const start = vi.fn(async () => {
      signIn(profile);
      return profile;
    });
    vi.mocked(session.verifySecondFactor).mockResolvedValueOnce({ recoveryCodes: null, start });
    const { router } = await passwordStep('totp');
    expect(await screen.findByText(/atau salah satu kode pemulihan/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Kode verifikasi'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));
    await waitFor(() =>
      expect(session.verifySecondFactor).toHaveBeenCalledWith({ challenge: 'tantangan', code: '123456' }),
    );
    expect(start).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('shows a wrong code under the field and stays on the step', async () => {
    serve();
    const wrong = 'Kode verifikasi salah atau sudah pernah dipakai';
    vi.mocked(session.verifySecondFactor).mockRejectedValueOnce(new ApiError(wrong, 422, { code: [wrong] }));
    const { router } = await passwordStep('totp');
    await userEvent.type(await screen.findByLabelText('Kode verifikasi'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(notify.error).toHaveBeenCalledWith(`Login gagal: ${wrong}`, { duration: 5 });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('requires a code before calling the server, and goes back to the password', async () => {
    serve();
    await passwordStep('totp');
    await userEvent.click(await screen.findByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText('Kode wajib diisi')).toBeInTheDocument();
    expect(session.verifySecondFactor).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(await screen.findByLabelText('Kata sandi')).toHaveValue('');
  });

  it('enrols a required account: QR code and secret, the first code, then the recovery codes before the session', async () => {
    serve();
    const profile = profileWith(['direktur']);
    const start = vi.fn(async () => {
      signIn(profile);
      return profile;
    });
    const codes = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBBB`);
    vi.mocked(session.verifySecondFactor).mockResolvedValueOnce({ recoveryCodes: codes, start });
    const { router } = await passwordStep('enrol');
    expect(await screen.findByAltText('Kode QR autentikator')).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(api.post).toHaveBeenCalledTimes(2); // the captcha and one setup, not one per render
    await userEvent.type(screen.getByLabelText('Kode verifikasi'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Aktifkan dan masuk' }));
    expect(await screen.findByText('AAAA0-BBBBB')).toBeInTheDocument();
    expect(screen.getByText('AAAA9-BBBBB')).toBeInTheDocument();
    expect(screen.getByText('Unduh kode pemulihan')).toBeInTheDocument();
    expect(start).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Saya sudah menyimpan kode, lanjutkan' }));
    await waitFor(() => expect(start).toHaveBeenCalled());
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/login'));
  });
});

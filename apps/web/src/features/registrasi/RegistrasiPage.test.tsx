import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { ApiError, routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { expectMessages } from '@/test/messages';
import { preloadScreens, renderRoutes } from '@/test/render';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

beforeAll(preloadScreens, 60_000);
beforeEach(() => {
  vi.clearAllMocks();
  signIn(null);
});

const NIK_OK = '3171014505900001';

function answer(register: unknown = { username: 'siti.n', email: 'siti@contoh.go.id' }) {
  routeApi({
    'GET maintenance': { isMaintenance: false, message: '' },
    'POST captcha': { key: 'captcha-1', svg: '', enabled: false },
    [`GET user/registration-checknik/${NIK_OK}`]: {
      nik: NIK_OK,
      valid: true,
      terdaftar: false,
      jenis_kelamin: 'P',
      tanggal_lahir: '1990-05-05',
      pesan: null,
    },
    'GET user/registration-checknik/3201011201900003': {
      nik: '3201011201900003',
      valid: true,
      terdaftar: true,
      jenis_kelamin: 'L',
      tanggal_lahir: '1990-01-12',
      pesan: 'NIK sudah terdaftar',
    },
    'POST user/registration': register,
  });
}

async function fill(overrides: Partial<Record<string, string>> = {}) {
  const v = {
    NIK: NIK_OK,
    'Nama lengkap': "Siti Nur'aini",
    Email: 'siti@contoh.go.id',
    'Nama pengguna': 'siti.n',
    'Nomor telepon': '081234567890',
    'Kata sandi': 'Rahasia2026',
    'Konfirmasi kata sandi': 'Rahasia2026',
    ...overrides,
  };
  for (const [label, value] of Object.entries(v)) {
    if (value) await userEvent.type(await screen.findByLabelText(label), value);
  }
}

describe('registration screen', () => {
  it('reads sex and birth date from the NIK on blur, or says it is registered', async () => {
    answer();
    renderRoutes('/registrasi');
    const nik = await screen.findByLabelText('NIK');
    await userEvent.type(nik, NIK_OK);
    fireEvent.blur(nik);
    expect(
      await screen.findByText(/Jenis kelamin: Perempuan · Tanggal lahir: 05-05-1990/),
    ).toBeInTheDocument();

    await userEvent.clear(nik);
    await userEvent.type(nik, '3201011201900003');
    fireEvent.blur(nik);
    expect(await screen.findByText('NIK sudah terdaftar')).toBeInTheDocument();
  });

  it('checks the fields with the domain rules and the consent before calling the server', async () => {
    answer();
    renderRoutes('/registrasi');
    await fill({ 'Nama lengkap': 'Budi 99', 'Nama pengguna': 'ab', 'Konfirmasi kata sandi': 'Lain2026' });
    await userEvent.click(screen.getByRole('button', { name: 'Daftar' }));
    await expectMessages(
      'Nama hanya boleh berisi huruf, apostrof, spasi, titik, dan koma',
      'Nama pengguna minimal 4 karakter',
      'Konfirmasi kata sandi tidak sama',
      'Anda harus menyetujui pernyataan untuk mendaftar',
    );
    expect(api.post).not.toHaveBeenCalledWith('user/registration', expect.anything(), expect.anything());
  });

  it('registers and tells the user to check the e-mail', async () => {
    answer();
    renderRoutes('/registrasi');
    await fill();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByText('Silakan periksa email Anda untuk mengaktifkan akun')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith(
      'user/registration',
      {
        nik: NIK_OK,
        nama: "Siti Nur'aini",
        email: 'siti@contoh.go.id',
        username: 'siti.n',
        telepon: '081234567890',
        password: 'Rahasia2026',
        password_confirmation: 'Rahasia2026',
        persetujuan: true,
        captcha: '',
        token: 'captcha-1',
      },
      { silent: true },
    );
  });

  it('puts the server 422s next to their fields', async () => {
    answer(() => {
      throw new ApiError('Data yang dikirim tidak valid', 422, {
        nik: ['NIK sudah terdaftar'],
        email: ['Email sudah digunakan'],
      });
    });
    renderRoutes('/registrasi');
    await fill();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByText('Email sudah digunakan')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('NIK sudah terdaftar')).toBeInTheDocument());
    expect(screen.queryByText('Silakan periksa email Anda untuk mengaktifkan akun')).not.toBeInTheDocument();
  });

  it('says a NIK error once under the field: the blur check and the server agree', async () => {
    answer(() => {
      throw new ApiError('Data yang dikirim tidak valid', 422, { nik: ['NIK sudah terdaftar'] });
    });
    renderRoutes('/registrasi');
    await fill({ NIK: '3201011201900003' });
    fireEvent.blur(screen.getByLabelText('NIK'));
    expect(await screen.findByText('NIK sudah terdaftar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Daftar' }));
    await waitFor(() => expect(screen.getByLabelText('NIK')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('NIK sudah terdaftar')).toHaveLength(1);
  });

  it('is reachable from the login page, as is re-activation', async () => {
    answer();
    renderRoutes('/login');
    expect(await screen.findByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/registrasi');
    expect(screen.getByRole('link', { name: 'Aktivasi ulang' })).toHaveAttribute('href', '/reaktivasi');
  });
});

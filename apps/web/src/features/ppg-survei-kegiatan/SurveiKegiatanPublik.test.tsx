import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { ApiError, routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
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
const survei = {
  kegiatan: 'Sosialisasi Pengendalian Gratifikasi',
  sesi: 'Sesi pleno',
  tanggal: '2026-11-29',
  judul: 'Pre-test Sosialisasi',
  deskripsi: null,
  jenis: 'PRE_TEST',
  jenis_label: 'Pre-test',
  berakhir: '2026-11-30T10:00:00.000Z',
  bagian: [
    {
      id: 1,
      judul: 'Pemahaman',
      pertanyaan: [
        {
          id: 11,
          teks: 'Saya memahami ketentuan gratifikasi',
          tipe: 'LIKERT',
          wajib: true,
          opsi: [],
          batas_min: null,
          batas_max: null,
        },
        {
          id: 12,
          teks: 'Saran',
          tipe: 'TEKS_PANJANG',
          wajib: false,
          opsi: [],
          batas_min: null,
          batas_max: null,
        },
      ],
    },
  ],
};

describe('public activity survey page', () => {
  it('shows the expired-link message outside the window', async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'GET kegiatan/survey/lama': () => {
        throw new ApiError(EXPIRED, 422);
      },
    });
    renderRoutes('/kegiatan/survey/lama');
    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(screen.queryByText('Kirim jawaban')).not.toBeInTheDocument();
  });

  it('checks the identity number and required answers before sending the answers once', async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'GET kegiatan/survey/tok-1': survei,
      'POST kegiatan/survey/tok-1': { baru: true },
    });
    renderRoutes('/kegiatan/survey/tok-1');
    expect(await screen.findByText('Pre-test Sosialisasi')).toBeInTheDocument();
    expect(screen.getByText('1. Saya memahami ketentuan gratifikasi')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Nama lengkap'), 'Budi Santoso');
    await userEvent.type(screen.getByLabelText('Nomor NIK / NIP (sama dengan saat presensi)'), '123');
    await userEvent.click(screen.getByText('Kirim jawaban'));
    expect(await screen.findByText('NIK harus terdiri dari 16 digit angka')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Nomor NIK / NIP (sama dengan saat presensi)'));
    await userEvent.type(
      screen.getByLabelText('Nomor NIK / NIP (sama dengan saat presensi)'),
      '3201011201900001',
    );
    await userEvent.click(screen.getByText('Kirim jawaban'));
    expect(await screen.findByText('Pertanyaan ini wajib dijawab')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await userEvent.click(screen.getByText('4 – Setuju'));
    await userEvent.click(screen.getByText('Kirim jawaban'));
    expect(await screen.findByText('Jawaban tercatat')).toBeInTheDocument();
    expect(api.post).toHaveBeenCalledWith('kegiatan/survey/tok-1', {
      nama: 'Budi Santoso',
      jenis_identitas: 'NIK',
      nomor_identitas: '3201011201900001',
      jawaban: { 11: 4 },
    });
  });

  it('reads a repeat of the same person as already recorded', async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'GET kegiatan/survey/tok-2': survei,
      'POST kegiatan/survey/tok-2': { baru: false },
    });
    renderRoutes('/kegiatan/survey/tok-2');
    await screen.findByText('Pre-test Sosialisasi');
    await userEvent.type(screen.getByLabelText('Nama lengkap'), 'Budi Santoso');
    await userEvent.type(
      screen.getByLabelText('Nomor NIK / NIP (sama dengan saat presensi)'),
      '3201011201900001',
    );
    await userEvent.click(screen.getByText('5 – Sangat setuju'));
    await userEvent.click(screen.getByText('Kirim jawaban'));
    expect(await screen.findByText('Sudah tercatat')).toBeInTheDocument();
  });
});

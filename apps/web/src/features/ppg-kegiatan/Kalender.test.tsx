import type { KalenderHari } from '@gratifikasi/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREENS } from '@/app/screens';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

const today = dayjs().format('YYYY-MM-DD');
const kegiatan = (id: number) => ({
  id,
  judul: `Sosialisasi ${id}`,
  status: 'PELAPORAN',
  status_label: 'Pelaporan Kegiatan',
  tanggal_mulai: today,
  tanggal_selesai: today,
});
/** A busy day: 8 activities and 2 sessions, of which the month lists 3 and 2 and the week 8 and 2. */
const hari = (cap: number): KalenderHari => ({
  tanggal: today,
  jumlah_kegiatan: 8,
  jumlah_sesi: 2,
  kegiatan: Array.from({ length: Math.min(cap, 8) }, (_, i) => kegiatan(i + 1)),
  sesi: [
    {
      id: 31,
      kegiatan_id: 1,
      judul: 'Pleno',
      tanggal: today,
      jam_mulai: '09:00',
      jam_selesai: '12:00',
      ruang: null,
    },
    {
      id: 32,
      kegiatan_id: 2,
      judul: 'Diskusi',
      tanggal: today,
      jam_mulai: '13:00',
      jam_selesai: '15:00',
      ruang: null,
    },
  ],
});

beforeAll(async () => {
  await SCREENS['kpk-kegiatan-kalender']?.();
  await import('@/app/layouts/AreaLayout');
}, 60_000);

beforeEach(() => {
  vi.clearAllMocks();
  signIn(profileWith(['anggota_tim_ppg']));
});

describe('the activity calendar', () => {
  it('lists a busy day’s first activities in the month, and the rest in that day’s week', {
    timeout: 60_000,
  }, async () => {
    routeApi({
      'GET kegiatan-kalender': (opts: unknown) => {
        const { params } = opts as { params: { bulan?: string; minggu?: string } };
        return params.bulan
          ? { tampilan: 'bulan', awal: `${params.bulan}-01`, akhir: `${params.bulan}-28`, hari: [hari(3)] }
          : { tampilan: 'minggu', awal: params.minggu, akhir: params.minggu, hari: [hari(25)] };
      },
    });
    renderRoutes('/kpk/kegiatan-kalender');
    expect(await screen.findByText('Sosialisasi 3')).toBeInTheDocument();
    expect(screen.queryByText('Sosialisasi 4')).not.toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('kegiatan-kalender', {
      params: { bulan: today.slice(0, 7), milik: 'semua' },
    });
    // By text, not by role: computing every role and name of a month of calendar cells under jsdom takes tens of seconds.
    await userEvent.click(screen.getByText('+5 lainnya'));
    expect(await screen.findByText('Sosialisasi 8')).toBeInTheDocument();
    const senin = dayjs(today)
      .subtract((dayjs(today).day() + 6) % 7, 'day')
      .format('YYYY-MM-DD');
    expect(api.get).toHaveBeenLastCalledWith('kegiatan-kalender', {
      params: { minggu: senin, milik: 'semua' },
    });
    expect(screen.getByText('13:00 Diskusi').closest('a')).toHaveAttribute(
      'href',
      expect.stringMatching(/\/kegiatan\/2\/aktivitas\/32\//),
    );
    await userEvent.click(screen.getByText('Kegiatan saya'));
    expect(api.get).toHaveBeenLastCalledWith('kegiatan-kalender', {
      params: { minggu: senin, milik: 'saya' },
    });
  });
});

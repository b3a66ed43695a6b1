import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import type { EofficeView, Kiriman } from './api';
import { EofficePage } from './EofficePage';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const waiting: Kiriman = {
  id: 1,
  laporan_id: 7,
  nosig: 'GRA-7',
  jenis: 'SK',
  langkah: 'f7A',
  status: 'MENUNGGU',
  ref: null,
  catatan: null,
  percobaan: 2,
  galat_terakhir: 'Layanan e-office belum dikonfigurasi (EOFFICE_URL)',
  coba_lagi_at: '2026-11-25T03:15:00Z',
  created_at: '2026-11-25T03:00:00Z',
  diputus_at: null,
};

const render = (view: EofficeView) => {
  routeApi({ 'GET admin/eoffice': () => view });
  return renderRoutes('/admin/eoffice', [{ path: '/admin/eoffice', element: <EofficePage /> }]);
};

beforeEach(() => {
  vi.clearAllMocks();
  signIn(profileWith(['sysadmin']));
});

describe('E-Office page', () => {
  it('says plainly when there is no e-office (no EOFFICE_URL outside the demo), and shows no simulator', async () => {
    render({ adapter: 'none', kiriman: [waiting], simulator: [] });
    expect(await screen.findByText('E-office belum dikonfigurasi (EOFFICE_URL).')).toBeInTheDocument();
    expect(screen.getByText(/Simulator e-office hanya ada pada mode demo/)).toBeInTheDocument();
    expect(screen.queryByText(/Simulator e-office: surat menunggu persetujuan/)).not.toBeInTheDocument();
    expect(await screen.findByText('GRA-7')).toBeInTheDocument();
  });

  it('shows the simulator inbox in the demo', async () => {
    render({ adapter: 'simulator', kiriman: [], simulator: [] });
    expect(await screen.findByText('Simulator e-office: surat menunggu persetujuan')).toBeInTheDocument();
    expect(screen.queryByText(/belum dikonfigurasi/)).not.toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { notify } from '@/platform/notify';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import type { EofficeView, Kiriman, SimulatorSurat } from './api';
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

  it('asks before approving a letter, then says it was approved', async () => {
    const sk: SimulatorSurat = {
      id: 3,
      kunci: 'k-3',
      jenis: 'SK',
      perihal: 'SK penetapan status kepemilikan GRA-7',
      status: 'PENDING',
      catatan: null,
      tanggal: null,
      created_at: '2026-11-25T03:00:00Z',
    };
    routeApi({
      'GET admin/eoffice': () => ({ adapter: 'simulator', kiriman: [], simulator: [sk] }),
      'POST admin/eoffice-simulator/3/setujui': {},
    });
    renderRoutes('/admin/eoffice', [{ path: '/admin/eoffice', element: <EofficePage /> }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Setujui' }));
    expect(await screen.findByText('Setujui dan tandatangani SK (SIM-3)?')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Ya, setujui' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('admin/eoffice-simulator/3/setujui', {}));
    expect(
      await screen.findByText('SK (SIM-3) disetujui dan ditandatangani di e-office.'),
    ).toBeInTheDocument();
    expect(notify.success).toHaveBeenCalledWith('SK disetujui di e-office');
  });
});

import type { PutusanLaporan } from '@gratifikasi/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { renderRoutes } from '@/test/render';
import { PutusanCard } from './PutusanCard';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

const sk: PutusanLaporan = {
  terbit: true,
  jenis: 'SK',
  surat: [
    {
      surat_id: 31,
      jenis: 'draft-sk',
      nama: 'SK penetapan status gratifikasi',
      nomor: '12/SK/2026',
      tanggal: '2026-11-20',
    },
    {
      surat_id: 32,
      jenis: 'pengantar-sk',
      nama: 'Surat pengantar SK (SPSK)',
      nomor: '7/SPSK/2026',
      tanggal: '2026-11-21',
    },
  ],
  rincian: [
    {
      rincian_id: 1,
      uraian: 'Jam tangan emas',
      keputusan: 'MILIK_NEGARA',
      keputusan_label: 'Milik Negara',
      nilai_negara: null,
      tindak_lanjut: 'SERAHKAN',
      tindak_lanjut_label: 'Serahkan objek ke KPK',
      keterangan: 'Serahkan objek ke KPK paling lambat 01-12-2026 (7 hari kerja sejak SK).',
      batas: '2026-12-01',
      batas_hk: 7,
    },
    {
      rincian_id: 2,
      uraian: 'Buku agenda',
      keputusan: 'MILIK_PENERIMA',
      keputusan_label: 'Milik Penerima',
      nilai_negara: null,
      tindak_lanjut: 'TIDAK_ADA',
      tindak_lanjut_label: 'Tidak ada yang perlu dilakukan',
      keterangan: 'Objek ditetapkan milik Anda; tidak ada yang perlu dilakukan.',
      batas: null,
      batas_hk: null,
    },
  ],
};

beforeEach(() => vi.clearAllMocks());

describe("the ruling on the reporter's report", () => {
  it('offers the SK and SPSK, says each item’s ruling in words and what the reporter must do', async () => {
    routeApi({ 'GET laporan/7/putusan': sk });
    renderRoutes('/x', [{ path: '/x', element: <PutusanCard laporanId={7} /> }]);
    expect(await screen.findByText('Keputusan KPK (SK)')).toBeInTheDocument();
    expect(screen.getByText('Milik Negara')).toBeInTheDocument();
    expect(screen.getByText('Milik Penerima')).toBeInTheDocument();
    expect(screen.getByText('1 objek memerlukan tindakan Anda')).toBeInTheDocument();
    expect(screen.getAllByText(/paling lambat 01-12-2026/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/MILIK_NEGARA|draft-sk/)).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Unduh SK penetapan status gratifikasi 12/SK/2026' }),
    );
    expect(api.download).toHaveBeenCalledWith('laporan/7/dokumen/surat/31');
    await userEvent.click(
      screen.getByRole('button', { name: 'Unduh Surat pengantar SK (SPSK) 7/SPSK/2026' }),
    );
    expect(api.download).toHaveBeenCalledWith('laporan/7/dokumen/surat/32');
  });

  it('shows nothing before the ruling is issued', async () => {
    routeApi({ 'GET laporan/7/putusan': { terbit: false, jenis: null, surat: [], rincian: [] } });
    const { container } = renderRoutes('/x', [{ path: '/x', element: <PutusanCard laporanId={7} /> }]);
    await vi.waitFor(() => expect(api.get).toHaveBeenCalledWith('laporan/7/putusan', { silent: true }));
    await vi.waitFor(() => expect(container.querySelector('.ant-skeleton')).toBeNull());
    expect(screen.queryByTestId('putusan-laporan')).toBeNull();
  });
});

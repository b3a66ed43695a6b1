import type { HasilTingkat, HasilTingkatView } from '@gratifikasi/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routeApi } from '@/test/fakeApi';
import { renderRoutes } from '@/test/render';
import { PreviousLevels } from './PreviousLevels';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));

const level = (over: Partial<HasilTingkat>): HasilTingkat => ({
  step: 'f30',
  step_nama: 'Verifikasi informasi',
  peran: 'Anggota Tim',
  oleh: 'Ani Analis',
  pada: '2026-11-20T03:15:00.000Z',
  keputusan: 'Setujui',
  dikembalikan: false,
  catatan: null,
  isian: [],
  rincian: [],
  lama: false,
  ...over,
});

const item = (
  rincian_id: number,
  uraian: string,
  nilai: string,
  berubah = false,
  catatan: string | null = null,
) => ({
  rincian_id,
  uraian,
  nilai,
  catatan,
  berubah,
});

const VIEW: HasilTingkatView = {
  laporan_id: 7,
  tahap: [
    {
      kode: 'verifikasi',
      nama: 'Verifikasi informasi',
      tingkat: [
        level({
          isian: [
            {
              kunci: 'informasi_sesuai',
              label: 'Informasi laporan sesuai',
              nilai: 'Ya',
              panjang: false,
              berubah: false,
            },
            {
              kunci: 'hasil_verifikasi',
              label: 'Hasil verifikasi',
              nilai: 'Identitas pemberi sesuai KTP.',
              panjang: true,
              berubah: false,
            },
          ],
        }),
        level({ step: 'f34', peran: 'Ketua Tim', oleh: 'Budi Ketua', catatan: 'Sesuai.' }),
      ],
    },
    {
      kode: 'lha',
      nama: 'Laporan hasil analisis (LHA)',
      tingkat: [
        level({
          step: 'f60',
          step_nama: 'Penyusunan LHA',
          isian: [
            {
              kunci: 'ringkasan',
              label: 'Ringkasan analisis',
              nilai: 'Analisis awal.',
              panjang: true,
              berubah: false,
            },
          ],
          rincian: [item(1, 'Kamera saku', 'Milik Negara'), item(2, 'Tas kulit', 'Milik Negara')],
        }),
        level({
          step: 'f61',
          step_nama: 'Reviu LHA',
          peran: 'Ketua Tim',
          oleh: 'Budi Ketua',
          isian: [
            {
              kunci: 'ringkasan',
              label: 'Ringkasan analisis',
              nilai: 'Analisis direviu.',
              panjang: true,
              berubah: true,
            },
          ],
          rincian: [item(1, 'Kamera saku', 'Milik Negara'), item(2, 'Tas kulit', 'Milik Penerima', true)],
        }),
        level({
          step: 'f63',
          step_nama: 'Persetujuan LHA',
          peran: 'Ketua Group',
          oleh: 'Citra Group',
          keputusan: 'Kembalikan',
          dikembalikan: true,
          catatan: 'Periksa kembali nilai tas.',
          lama: true,
        }),
      ],
    },
  ],
};

const render = () => renderRoutes('/x', [{ path: '/x', element: <PreviousLevels laporanId={7} /> }]);

beforeEach(() => vi.clearAllMocks());

describe('Hasil tingkat sebelumnya', () => {
  it('shows the latest stage side by side, level by level, with what a level changed marked in words', async () => {
    routeApi({ 'GET laporan/7/hasil-tingkat': VIEW });
    render();
    const table = await screen.findByRole('table', {
      name: 'Hasil Laporan hasil analisis (LHA) per tingkat',
    });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Isian',
      expect.stringContaining('Anggota TimAni Analis20-11-2026'),
      expect.stringContaining('Ketua TimBudi Ketua'),
      expect.stringContaining('Ketua GroupCitra Group'),
    ]);
    const row = (name: string) =>
      [...table.querySelectorAll('tbody tr')].find((r) => r.querySelector('td')?.textContent === name);
    const cells = (name: string) => [...(row(name)?.querySelectorAll('td') ?? [])].map((c) => c.textContent);
    expect(cells('Rincian: Tas kulit')).toEqual([
      'Rincian: Tas kulit',
      'Milik Negara',
      'Milik PenerimaDiubah dari tingkat sebelumnya',
      '-',
    ]);
    expect(cells('Rincian: Kamera saku')[2]).toBe('Milik Negara');
    expect(cells('Ringkasan analisis')[2]).toBe('Analisis direviu.Diubah dari tingkat sebelumnya');
    expect(cells('Keputusan')[3]).toBe('KembalikanPutaran sebelumnya');
    expect(cells('Catatan')[3]).toBe('Periksa kembali nilai tas.');
    // Exactly the two changes are marked.
    expect(within(table).getAllByText('Diubah dari tingkat sebelumnya')).toHaveLength(2);
    expect(table.querySelectorAll('[data-berubah]')).toHaveLength(2);
  });

  it('opens an earlier stage on demand: the member’s verification for the team leader', async () => {
    routeApi({ 'GET laporan/7/hasil-tingkat': VIEW });
    render();
    await screen.findByTestId('tahap-lha');
    expect(screen.queryByText('Identitas pemberi sesuai KTP.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Verifikasi informasi (2 tingkat)'));
    const table = await screen.findByTestId('tahap-verifikasi');
    expect(within(table).getByText('Identitas pemberi sesuai KTP.')).toBeInTheDocument();
    expect(within(table).getByText('Informasi laporan sesuai')).toBeInTheDocument();
    expect(within(table).queryByText('Diubah dari tingkat sebelumnya')).not.toBeInTheDocument();
    // No code reaches the screen.
    expect(document.body.textContent).not.toMatch(/f3\d|anggota_tim|ketua_tim|MILIK_/);
  });

  it('says so when no level has recorded a result yet', async () => {
    routeApi({ 'GET laporan/7/hasil-tingkat': { laporan_id: 7, tahap: [] } });
    render();
    expect(
      await screen.findByText('Belum ada hasil verifikasi, reviu, atau analisis yang tercatat.'),
    ).toBeInTheDocument();
  });
});

import type { NlAssessmentInput, NlView, Rincian } from '@gratifikasi/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routeApi } from '@/test/fakeApi';
import { TestProviders } from '@/test/render';
import { NegativeListPanel } from './NegativeListPanel';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

const rincian = (id: number, uraian: string, nilai: string, objek: string): Rincian => ({
  id,
  status_penerimaan: 'DITERIMA',
  jenis_penerimaan_id: 1,
  jenis_penerimaan_nama: 'Barang',
  jenis_objek_id: 2,
  jenis_objek_nama: objek,
  uraian,
  jumlah: 1,
  satuan: null,
  nilai_taksiran: nilai,
  mata_uang_kode: 'IDR',
  kurs: '1',
  kurs_tanggal: null,
  nilai_rupiah: nilai,
  lokasi_objek_gratifikasi_id: null,
  lokasi_objek_gratifikasi_nama: null,
  dititipkan: 'TIDAK',
  keterangan: null,
});

const REKAN = 'Pemberian sesama rekan kerja yang tidak berbentuk uang';

function view(penilaian: NlView['items'][number]['penilaian'] = []): NlView {
  return {
    laporan_id: 7,
    nama_pemberi: 'Andi Wijaya',
    tahun: 2026,
    nilai_pemberi: '450000.00',
    total_tahunan_lain: '1200000.00',
    total_tahunan: '1650000.00',
    semua_nl: false,
    items: [
      {
        rincian: rincian(11, 'Kemeja batik', '350000.00', 'Pakaian/tas/aksesori'),
        usulan: {
          unsur_nl_id: 16,
          unsur_nl_nama: REKAN,
          alasan:
            'Hubungan pemberi "Rekan kerja" sesuai unsur "Pemberian sesama rekan kerja yang tidak berbentuk uang".',
          kondisi: ['Tidak terdapat konflik kepentingan'],
        },
        penilaian,
      },
      {
        rincian: rincian(12, 'Uang saku', '100000.00', 'Uang tunai'),
        usulan: {
          unsur_nl_id: null,
          unsur_nl_nama: null,
          alasan:
            'Unsur "Pemberian sesama rekan kerja yang tidak berbentuk uang" tidak berlaku: objek berupa uang.',
          kondisi: [],
        },
        penilaian: [],
      },
    ],
    unsur: [
      {
        id: 1,
        kode: 'KELUARGA',
        nama: 'Pemberian dari keluarga',
        batas_per_pemberi: null,
        batas_per_tahun: null,
        kondisi: [],
      },
      {
        id: 16,
        kode: 'REKAN_KERJA',
        nama: REKAN,
        batas_per_pemberi: '500000.00',
        batas_per_tahun: '1500000.00',
        kondisi: [],
      },
    ],
  };
}

const saved = (tingkat: 'anggota' | 'ketua_tim', unsur: number | null, alasan: string | null) => ({
  tingkat,
  unsur_nl_id: unsur,
  unsur_nl_nama: unsur === 16 ? REKAN : unsur === 1 ? 'Pemberian dari keluarga' : null,
  usulan_unsur_nl_id: 16,
  alasan,
  user_id: 5,
  user_nama: tingkat === 'anggota' ? 'Demo Anggota Tim' : 'Demo Ketua Tim',
  updated_at: '2026-03-03T02:00:00Z',
});

beforeEach(() => {
  vi.clearAllMocks();
});

const last = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.at(-1)?.[0] as NlAssessmentInput;

describe('NegativeListPanel', () => {
  it('shows each proposal with its reason and the giver’s yearly total, and emits the member’s choices', async () => {
    routeApi({ 'GET laporan/7/nl': view() });
    const onChange = vi.fn();
    render(
      <TestProviders>
        <NegativeListPanel laporanId={7} tingkat="anggota" onChange={onChange} />
      </TestProviders>,
    );
    expect(await screen.findByText('Pemberi: Andi Wijaya')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Total pemberian dari pemberi yang sama tahun 2026: Rp1.650.000,00 (laporan ini Rp450.000,00, laporan lain pelapor Rp1.200.000,00)',
      ),
    ).toBeInTheDocument();
    const kemeja = screen.getByTestId('nl-rincian-11');
    expect(within(kemeja).getByText(REKAN)).toBeInTheDocument();
    expect(within(kemeja).getByText(/sesuai unsur/)).toBeInTheDocument();
    expect(within(kemeja).getByText('Syarat: Tidak terdapat konflik kepentingan')).toBeInTheDocument();
    // Loaded: the proposals confirmed as they stand.
    await waitFor(() =>
      expect(last(onChange)).toEqual({
        items: [
          { rincian_id: 11, unsur_nl_id: 16 },
          { rincian_id: 12, unsur_nl_id: null },
        ],
      }),
    );

    // Overriding the shirt as "not NL" asks for a reason, then sends it.
    await userEvent.click(within(kemeja).getByRole('radio', { name: 'Ubah' }));
    await userEvent.click(within(kemeja).getByRole('combobox', { name: 'Unsur negative list rincian 1' }));
    await userEvent.click(await screen.findByTitle('Bukan negative list'));
    expect(
      await within(kemeja).findByText('Alasan wajib diisi bila berbeda dari usulan'),
    ).toBeInTheDocument();
    await userEvent.type(
      within(kemeja).getByRole('textbox', { name: 'Alasan rincian 1' }),
      'Pemberi rekanan',
    );
    // The help leaves with an animation: gone once it has played.
    await waitFor(() =>
      expect(
        within(kemeja).queryByText('Alasan wajib diisi bila berbeda dari usulan'),
      ).not.toBeInTheDocument(),
    );
    expect(last(onChange)).toEqual({
      items: [
        { rincian_id: 11, unsur_nl_id: null, alasan: 'Pemberi rekanan' },
        { rincian_id: 12, unsur_nl_id: null },
      ],
    });
  }, 30_000);

  it('offers the team leader the member’s choice and shows the server’s field errors', async () => {
    routeApi({ 'GET laporan/7/nl': view([saved('anggota', 1, 'Pemberi adalah sepupu')]) });
    const onChange = vi.fn();
    render(
      <TestProviders>
        <NegativeListPanel
          laporanId={7}
          tingkat="ketua_tim"
          onChange={onChange}
          errors={{ 'items.1.alasan': ['Alasan wajib diisi bila berbeda dari usulan'] }}
        />
      </TestProviders>,
    );
    const kemeja = await screen.findByTestId('nl-rincian-11');
    expect(within(kemeja).getByText('Anggota Tim:')).toBeInTheDocument();
    expect(within(kemeja).getByText('Alasan: Pemberi adalah sepupu')).toBeInTheDocument();
    expect(within(kemeja).getByText('Usulan tingkat sebelumnya:')).toBeInTheDocument();
    await waitFor(() => expect(last(onChange)?.items[0]).toEqual({ rincian_id: 11, unsur_nl_id: 1 }));
    // The error of item 2 shows once its editor is open.
    const uang = screen.getByTestId('nl-rincian-12');
    await userEvent.click(within(uang).getByRole('radio', { name: 'Ubah' }));
    expect(within(uang).getByText('Alasan wajib diisi bila berbeda dari usulan')).toBeInTheDocument();
  }, 30_000);

  it('read-only: shows every level’s assessment and no editor', async () => {
    routeApi({
      'GET laporan/7/nl': view([saved('anggota', 16, null), saved('ketua_tim', null, 'Pemberi rekanan')]),
    });
    render(
      <TestProviders>
        <NegativeListPanel laporanId={7} />
      </TestProviders>,
    );
    const kemeja = await screen.findByTestId('nl-rincian-11');
    expect(within(kemeja).getByText('Anggota Tim:')).toBeInTheDocument();
    expect(within(kemeja).getByText('Ketua Tim:')).toBeInTheDocument();
    expect(within(kemeja).getByText('Alasan: Pemberi rekanan')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREENS } from '@/app/screens';
import { ApiError, routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import { pindahkan } from './Builder';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

const q = (
  id: number,
  bagian_id: number,
  teks: string,
  tipe: string,
  extra: Record<string, unknown> = {},
) => ({
  id,
  bagian_id,
  teks,
  tipe,
  wajib: false,
  opsi: [],
  batas_min: null,
  batas_max: null,
  urutan: id,
  ...extra,
});
const bagian = [
  {
    id: 1,
    judul: 'Kelembagaan',
    urutan: 1,
    pertanyaan: [
      q(11, 1, 'Apakah UPG sudah memiliki SK?', 'PILIHAN_TUNGGAL', { wajib: true, opsi: ['Ya', 'Tidak'] }),
      q(12, 1, 'Layanan KPK memuaskan', 'LIKERT', { wajib: true }),
    ],
  },
  { id: 2, judul: 'Penutup', urutan: 2, pertanyaan: [q(21, 2, 'Saran untuk KPK', 'TEKS_PANJANG')] },
];
const aksi = {
  proses: { kode: 'SURVEI', versi: 1, nama: 'Persetujuan survei' },
  step: 'susun',
  step_nama: 'Penyusunan survei',
  version: 1,
  selesai: false,
  tenggat: null,
  dapat_bertindak: true,
  alasan: null,
  keputusan: [
    { keputusan: 'kirim', label: 'Kirim', ke: 'persetujuan', ke_nama: 'Persetujuan group head PPG' },
  ],
};
const detail = {
  id: 5,
  judul: 'Survei Pemetaan UPG 2026',
  jenis: 'SURVEI_INSTANSI',
  jenis_label: 'Survei Instansi',
  status: 'DRAF',
  status_label: 'Draft',
  versi_ke: 1,
  induk_id: null,
  penyusun: 'Demo Anggota Tim PPG',
  jumlah_pertanyaan: 3,
  updated_at: '2026-11-20T03:00:00Z',
  deskripsi: null,
  version: 7,
  versi_proses: 1,
  dapat_diubah: true,
  terjawab: false,
  versi_baru_id: null,
  bagian,
  riwayat: [
    {
      id: 1,
      aksi: 'CREATE_SURVEY',
      aksi_label: 'Survei dibuat',
      keterangan: 'Survei dibuat',
      oleh: 'Demo',
      at: '2026-11-20T03:00:00Z',
    },
  ],
  aksi,
  jejak: [],
};

beforeAll(async () => {
  await Promise.all(['kpk-kpk-survey-creator-edit', 'upg-survey-detail'].map((n) => SCREENS[n]?.()));
  await import('@/app/layouts/AreaLayout');
}, 60_000);

beforeEach(() => {
  vi.clearAllMocks();
});

describe('order after a drag', () => {
  it('moves a question within and across sections', () => {
    const order = [
      { id: 1, pertanyaan: [11, 12] },
      { id: 2, pertanyaan: [21] },
    ];
    expect(pindahkan(order, 12, 1, 11)).toEqual([
      { id: 1, pertanyaan: [12, 11] },
      { id: 2, pertanyaan: [21] },
    ]);
    expect(pindahkan(order, 11, 2, null)).toEqual([
      { id: 1, pertanyaan: [12] },
      { id: 2, pertanyaan: [21, 11] },
    ]);
    expect(pindahkan(order, 21, 1, 12)).toEqual([
      { id: 1, pertanyaan: [11, 21, 12] },
      { id: 2, pertanyaan: [] },
    ]);
  });
});

describe('survey builder', () => {
  beforeEach(() => signIn(profileWith(['anggota_tim_ppg'])));

  it('shows sections and questions, saves a drag’s order and adds a question at the version seen', {
    timeout: 60_000,
  }, async () => {
    const urutan = vi.fn(() => ({ id: 5, version: 8 }));
    const tambah = vi.fn(() => ({ id: 5, version: 8, pertanyaan_id: 13 }));
    routeApi({ 'GET survey/5': detail, 'PUT survey/5/urutan': urutan, 'POST survey-question': tambah });
    renderRoutes('/kpk/kpk-survey-creator-edit/5');
    expect(
      await screen.findByText('1. Apakah UPG sudah memiliki SK?', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Saran untuk KPK', { exact: false })).toBeInTheDocument();
    // Drag the second question above the first.
    const second = screen.getByText('2. Layanan KPK memuaskan').closest('li') as HTMLElement;
    const first = screen.getByText('1. Apakah UPG sudah memiliki SK?').closest('li') as HTMLElement;
    fireEvent.dragStart(second);
    fireEvent.dragOver(first);
    fireEvent.drop(first);
    await waitFor(() =>
      expect(urutan).toHaveBeenCalledWith({
        versi: 7,
        bagian: [
          { id: 1, pertanyaan: [12, 11] },
          { id: 2, pertanyaan: [21] },
        ],
      }),
    );
    await userEvent.click(screen.getAllByText('Tambah pertanyaan', { selector: 'span' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Pertanyaan'), 'Jumlah pegawai UPG');
    await userEvent.click(within(dialog).getByText('Simpan', { selector: 'span' }));
    // A single choice needs two options: the form says so before any call.
    expect(await within(dialog).findByText('Minimal 2 opsi')).toBeInTheDocument();
    expect(tambah).not.toHaveBeenCalled();
    const opsi = within(dialog).getByLabelText('Opsi jawaban');
    await userEvent.type(opsi, 'Kurang dari 5{enter}');
    await userEvent.type(opsi, '5 atau lebih{enter}');
    await userEvent.click(within(dialog).getByText('Simpan', { selector: 'span' }));
    await waitFor(() =>
      expect(tambah).toHaveBeenCalledWith({
        survei_id: 5,
        bagian_id: 1,
        versi: 7,
        pertanyaan: {
          teks: 'Jumlah pegawai UPG',
          tipe: 'PILIHAN_TUNGGAL',
          wajib: false,
          opsi: ['Kurang dari 5', '5 atau lebih'],
          batas_min: null,
          batas_max: null,
        },
      }),
    );
  });
});

describe('UPG answer page', () => {
  const assignment = {
    id: 40,
    judul: 'Survei Pemetaan UPG 2026',
    jenis_label: 'Survei Instansi',
    sesi_nama: 'Gelombang I',
    dibuka_pada: '2026-11-01T00:00:00Z',
    ditutup_pada: '2026-12-31T00:00:00Z',
    keadaan_label: 'Dibuka',
    status: 'DRAF',
    status_label: 'Draf',
    deskripsi: 'Mohon diisi oleh ketua UPG.',
    keadaan: 'DIBUKA',
    dapat_diisi: true,
    bagian,
    jawaban: { 11: 'Ya' },
    version: 2,
    dikirim_pada: null,
  };
  beforeEach(() => signIn(profileWith(['upg'])));

  it('saves a draft, marks an unanswered required question before sending, then sends once', {
    timeout: 60_000,
  }, async () => {
    const draft = vi.fn(() => ({ id: 40, status: 'DRAF', version: 3 }));
    const kirim = vi.fn(() => ({ id: 40, status: 'TERKIRIM', version: 3 }));
    routeApi({
      'GET upg/survey/40': assignment,
      'PUT upg/survey/40/jawaban': draft,
      'POST upg/survey/40/kirim': kirim,
    });
    renderRoutes('/upg/survey/40');
    expect(
      await screen.findByText('1. Apakah UPG sudah memiliki SK?', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Saran untuk KPK'), 'Perbanyak bimtek');
    await userEvent.click(screen.getByText('Simpan draf', { selector: 'span' }));
    await waitFor(() =>
      expect(draft).toHaveBeenCalledWith({ versi: 2, jawaban: { 11: 'Ya', 21: 'Perbanyak bimtek' } }),
    );
    await userEvent.click(screen.getByText('Kirim jawaban', { selector: 'span' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByText('Kirim', { selector: 'span' }));
    expect(await screen.findByText('Pertanyaan ini wajib dijawab')).toBeInTheDocument();
    expect(kirim).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('4 – Setuju'));
    await userEvent.click(screen.getByText('Kirim jawaban', { selector: 'span' }));
    dialog = (await screen.findAllByRole('dialog')).at(-1) as HTMLElement;
    await userEvent.click(within(dialog).getByText('Kirim', { selector: 'span' }));
    await waitFor(() =>
      expect(kirim).toHaveBeenCalledWith({ versi: 2, jawaban: { 11: 'Ya', 12: 4, 21: 'Perbanyak bimtek' } }),
    );
  });

  it('is read-only once sent, and not found for another institution’s assignment', {
    timeout: 60_000,
  }, async () => {
    routeApi({
      'GET upg/survey/40': {
        ...assignment,
        status: 'TERKIRIM',
        status_label: 'Terkirim',
        dapat_diisi: false,
      },
      'GET upg/survey/41': () => {
        throw new ApiError('Survei tidak ditemukan', 404);
      },
    });
    const { unmount } = renderRoutes('/upg/survey/40');
    expect(
      await screen.findByText('Jawaban telah dikirim dan tidak dapat diubah.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Kirim jawaban')).toBeNull();
    unmount();
    renderRoutes('/upg/survey/41');
    expect(await screen.findByText('Survei tidak ditemukan', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});

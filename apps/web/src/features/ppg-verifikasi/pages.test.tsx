import type { VerifikasiDetail, VerifikasiItem } from '@gratifikasi/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const aksi = (
  step: string,
  dapat: boolean,
  keputusan: { keputusan: string; label: string; ke: string }[],
) => ({
  proses: { kode: 'VERIFIKASI_PPG', versi: 1, nama: 'Verifikasi indikator PPG' },
  step,
  step_nama: step === 'penilaian' ? 'Penilaian oleh Anggota Tim' : 'Persetujuan Direktur',
  version: 3,
  selesai: false,
  pemegang: { peran: null, perans: [], nama: null, lingkup: 'peran' },
  distribusi: { grup: null, tim: null, anggota: null },
  tenggat: null,
  jam_keputusan: null,
  dapat_bertindak: dapat,
  alasan: null,
  keputusan: keputusan.map((k) => ({ ...k, ke_nama: k.ke, formulir: null, path: null })),
  konten: {},
});

const indikator = (id: number, tahap: number, bobot: number) => ({
  id,
  kode: `K${id}`,
  nama: `Indikator K${id}`,
  tahap,
  tahap_label: `Tahap ${tahap}`,
  parameter_monev_id: null,
  parameter_monev: null,
  bobot,
  bukti: [`Bukti K${id}`],
  deskripsi: null,
});

const item: VerifikasiItem = {
  id: 5,
  tahun: 2026,
  instansi: { id: 1, nama: 'Kementerian Keuangan' },
  anggota: { id: 9, nama: 'Anggota Tim PPG' },
  status: 'DIKEMBALIKAN',
  status_label: 'Dikembalikan Oleh Reviewer',
  indikator_versi: 1,
  skor_versi: 1,
  peserta_monev: true,
  jumlah_dinilai: 1,
  jumlah_indikator: 2,
  total: null,
  step: 'penilaian',
  updated_at: '2026-11-20T03:00:00.000Z',
};

const detail = (member: boolean): VerifikasiDetail => ({
  ...item,
  status: member ? 'DIKEMBALIKAN' : 'REVIEW_DIREKTUR',
  status_label: member ? 'Dikembalikan Oleh Reviewer' : 'Persetujuan Direktur',
  revisi: 4,
  version: 3,
  indikators: [indikator(1, 1, 40), indikator(2, 4, 60)],
  levels: [1, 2].flatMap((id) => [
    { indikator_id: id, kriteria: 'Sangat Baik', skor: 100, deskripsi: 'Lengkap' },
    { indikator_id: id, kriteria: 'Cukup', skor: 50, deskripsi: 'Sebagian' },
  ]),
  nilai: [{ indikator_id: 1, skor: 100, catatan: 'SK ada' }],
  perTahap: { 1: 40, 2: 0, 3: 0, 4: 0 },
  lengkap: false,
  dapat_dinilai: member,
  bukti: {
    diseminasi: [{ id: 3, nama: 'Sosialisasi pegawai baru', tanggal: '2026-05-12', berkas: [] }],
    inovasi: [],
    realisasi: [],
  },
  aksi: member
    ? aksi('penilaian', true, [{ keputusan: 'kirim', label: 'Kirim', ke: 'katim' }])
    : aksi('direktur', true, [
        { keputusan: 'setuju', label: 'Setujui', ke: 'selesai' },
        { keputusan: 'kembalikan', label: 'Kembalikan', ke: 'gh' },
      ]),
  jejak: [
    {
      from: 'katim',
      to: 'penilaian',
      decision: 'kembalikan',
      at: '2026-11-21T02:00:00.000Z',
      actor_name: 'Ketua Tim PPG',
      actor_role: 'ketua_tim_ppg',
      catatan: 'Lengkapi bukti K2',
    },
  ],
});

beforeAll(async () => {
  await Promise.all(
    ['kpk-anggota-verifikasi-list', 'kpk-anggota-verifikasi-input', 'kpk-ApprovalVerifikasi'].map((name) =>
      SCREENS[name]?.(),
    ),
  );
  await import('@/app/layouts/AreaLayout');
}, 60_000);

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
});

describe('the verification screens', () => {
  it('show the member their queue with the SPEC label and the MONEV filter sent', async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'GET approval-verifikasi': { items: [item], total: 1, page: 1, per_page: 20 },
    });
    signIn(profileWith(['anggota_tim_ppg']));
    renderRoutes('/kpk/anggota-verifikasi-list');
    expect(await screen.findByText('Kementerian Keuangan', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('Dikembalikan Oleh Reviewer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Buat daftar verifikasi/ })).toBeNull();
    const [path, opts] = vi.mocked(api.get).mock.calls.find((c) => c[0] === 'approval-verifikasi') as [
      string,
      { params: Record<string, unknown> },
    ];
    expect(path).toBe('approval-verifikasi');
    expect(opts.params).toMatchObject({ peserta: 'MONEV', page: 1 });
  }, 60_000);

  it('let the group head build the year’s list from the approval queue', async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'GET approval-verifikasi': { items: [], total: 0, page: 1, per_page: 20 },
    });
    signIn(profileWith(['ketua_group_ppg']));
    renderRoutes('/kpk/ApprovalVerifikasi');
    expect(
      await screen.findByText('Tidak ada verifikasi yang menunggu keputusan Anda', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Buat daftar verifikasi/ })).toBeInTheDocument();
    const [, opts] = vi.mocked(api.get).mock.calls.find((c) => c[0] === 'approval-verifikasi') as [
      string,
      { params: Record<string, unknown> },
    ];
    expect(opts.params.menunggu).toBe('ya');
  }, 60_000);

  it('let the member score an indicator from the allowed levels, with the running total, and save', async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'GET approval-verifikasi/5': detail(true),
      'PUT approval-verifikasi/5': { id: 5, status: 'SEDANG', version: 3, revisi: 5 },
    });
    signIn(profileWith(['anggota_tim_ppg']));
    renderRoutes('/kpk/anggota-verifikasi-input/5');
    expect(
      await screen.findByText('Verifikasi Kementerian Keuangan 2026', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Total skor')).toHaveTextContent('40');
    expect(screen.getByText('Ketua Tim PPG: Lengkapi bukti K2')).toBeInTheDocument();
    expect(screen.getByText('Sosialisasi pegawai baru')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kirim' })).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Skor K2'));
    await userEvent.click(await screen.findByText('Cukup (50) — Sebagian'));
    expect(screen.getByLabelText('Total skor')).toHaveTextContent('70');
    await userEvent.type(screen.getByLabelText('Catatan K2'), 'Realisasi TW3 belum ada');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan draf' }));
    await waitFor(() => expect(api.put).toHaveBeenCalled(), { timeout: 10_000 });
    const [path, body] = vi.mocked(api.put).mock.calls[0] as [
      string,
      { revisi: number; nilai: { indikator_id: number; skor: number; catatan: string | null }[] },
    ];
    expect(path).toBe('approval-verifikasi/5');
    expect(body.revisi).toBe(4);
    expect(body.nilai).toEqual([
      { indikator_id: 1, skor: 100, catatan: 'SK ada' },
      { indikator_id: 2, skor: 50, catatan: 'Realisasi TW3 belum ada' },
    ]);
    expect(screen.getByRole('button', { name: 'Kirim' })).toBeEnabled();
  }, 90_000);

  it('show the director the scores read-only and the decisions the engine offers', async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'GET approval-verifikasi/5': detail(false),
    });
    signIn(profileWith(['direktur']));
    renderRoutes('/kpk/direktur-approve-verifikasi/5');
    expect(
      await screen.findByText('Verifikasi Kementerian Keuangan 2026', {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simpan draf' })).toBeNull();
    expect(screen.getByText('Sangat Baik (100)')).toBeInTheDocument();
    const panel = screen.getByText('Keputusan').closest('.ant-card') as HTMLElement;
    expect(within(panel).getByText('Setujui')).toBeInTheDocument();
    expect(within(panel).getByText('Kembalikan')).toBeInTheDocument();
  }, 60_000);
});

import { currentYear } from '@gratifikasi/domain';
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

const tahun = currentYear();
const tahap = (selesai: boolean) => ({ selesai, keterangan: selesai ? 'Sudah ditetapkan' : null });
const rencana = (over: Record<string, unknown> = {}) => ({
  id: 9,
  tahun,
  instansi_id: 1,
  status: 'draft',
  status_label: 'Draf',
  revisi: 2,
  version: 3,
  catatan: null,
  diajukan_at: null,
  terlambat: false,
  disetujui_at: null,
  dapat_diubah: true,
  jendela: { mulai: `${tahun}-01-01`, selesai: `${tahun}-12-31` },
  aksi: ['kirim'],
  items: [
    {
      id: 1,
      jenis: 'SURAT_EDARAN',
      uraian: 'Surat edaran menjelang Idul Fitri',
      satuan: 'surat',
      target_tw1: 1,
      target_tw2: 0,
      target_tw3: 0,
      target_tw4: 1,
      keterangan: null,
    },
  ],
  ...over,
});
const profil = (rk = rencana()) => ({
  id: 4,
  tahun,
  instansi: { id: 1, nama: 'Kementerian Keuangan' },
  alamat: 'Jl. Wahidin',
  telepon: null,
  email: null,
  website: null,
  jumlah_pegawai: 78000,
  sk_upg_nomor: 'KMK-12/2024',
  sk_upg_tanggal: '2024-02-01',
  anggota_upg: [{ nama: 'Budi', jabatan: 'Ketua UPG' }],
  aturan_internal_id: null,
  aturan_internal: null,
  komitmen_pimpinan: 'Pakta integritas',
  kontak: [],
  tahapan: { komitmen: tahap(true), aturan: tahap(true), upg: tahap(true), monev: tahap(false) },
  revisi: 1,
  updated_at: '2026-02-01T00:00:00Z',
  dokumen_upg: [],
  rencana_kerja: rk,
});
const item = (over: Record<string, unknown> = {}) => ({
  id: 4,
  tahun,
  upg_id: 7,
  instansi: { id: 1, nama: 'Kementerian Keuangan' },
  jumlah_pegawai: 78000,
  tahapan_selesai: 3,
  status_rencana: 'submit',
  status_rencana_label: 'Perlu Persetujuan',
  jumlah_kegiatan: 1,
  updated_at: '2026-02-01T00:00:00Z',
  ...over,
});
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, per_page: 20 });

beforeAll(async () => {
  await Promise.all(
    [
      'upg-profil-klop',
      'upg-profil-klop-view',
      'upg-profil-klop-edit',
      'kpk-kpk-profile-klop',
      'kpk-kpk-profile-klop-detail',
    ].map((n) => SCREENS[n]?.()),
  );
  await import('@/app/layouts/AreaLayout');
}, 60_000);

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
});

describe('the institution’s year screens', () => {
  it('lists the UPG’s years and offers this year’s profile when it is missing', {
    timeout: 60_000,
  }, async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'GET profile-klop': page([
        item({ tahun: tahun - 1, status_rencana: 'approved', status_rencana_label: 'Disetujui' }),
      ]),
    });
    signIn(profileWith(['upg']));
    renderRoutes('/upg/profil-klop');
    expect(await screen.findByRole('link', { name: String(tahun - 1) }, { timeout: 40_000 })).toHaveAttribute(
      'href',
      `/upg/profil-klop-view/${tahun - 1}`,
    );
    expect(screen.getByText('Disetujui')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Lihat ringkasan ${tahun - 1}` })).toHaveAttribute(
      'href',
      `/upg/upg-profile-klop-detail/7?tahun=${tahun - 1}`,
    );
    expect(screen.getByRole('button', { name: new RegExp(`Buat Profil ${tahun}`) })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`Salin dari ${tahun - 1}`) }));
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'GET profile-klop': page([]),
      [`POST profile-klop/${tahun}/salin`]: { id: 5, tahun, dari: tahun - 1 },
      [`GET profile-klop/${tahun}`]: profil(),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ya' }));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith(`profile-klop/${tahun}/salin`));
  });

  it('shows the UPG’s year and sends the plan after a confirmation', { timeout: 60_000 }, async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      [`GET profile-klop/${tahun}`]: profil(),
      'POST rencana-kerja/9/keputusan': rencana({ status: 'submit', status_label: 'Pengajuan', aksi: [] }),
    });
    signIn(profileWith(['upg']));
    renderRoutes(`/upg/profil-klop-view/${tahun}`);
    expect(
      await screen.findByText('Surat edaran menjelang Idul Fitri', {}, { timeout: 40_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Draf')).toBeInTheDocument();
    expect(screen.getByText('KMK-12/2024 (01-02-2024)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Ajukan/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ya' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('rencana-kerja/9/keputusan', {
        keputusan: 'kirim',
        version: 3,
        catatan: null,
      }),
    );
  });

  it('lists plans awaiting review for the KPK and opens one by its UPG and year', {
    timeout: 60_000,
  }, async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'GET profile-klop': page([item()]),
    });
    signIn(profileWith(['ketua_tim_ppg']));
    renderRoutes('/kpk/kpk-profile-klop?status_rencana=submit');
    const link = await screen.findByRole('link', { name: 'Kementerian Keuangan' }, { timeout: 40_000 });
    expect(link).toHaveAttribute('href', `/kpk/kpk-profile-klop-detail/7?tahun=${tahun}`);
    expect(screen.getAllByText('Perlu Persetujuan').length).toBeGreaterThan(0);
    expect(api.get).toHaveBeenCalledWith('profile-klop', {
      params: expect.objectContaining({ status_rencana: 'submit' }),
    });
  });

  it('lets the reviewer return a plan only with a note', { timeout: 60_000 }, async () => {
    const submitted = rencana({
      status: 'submit',
      status_label: 'Perlu Persetujuan',
      dapat_diubah: false,
      aksi: ['kembalikan', 'setuju'],
    });
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      'GET profile-klop/upg/7': {
        upg: { id: 7, nama: 'UPG Kementerian Keuangan' },
        instansi: { id: 1, nama: 'Kementerian Keuangan', klasifikasi: null },
        tahun_profil: [tahun],
      },
      [`GET profile-klop/${tahun}`]: profil(submitted),
      'POST rencana-kerja/9/keputusan': rencana({ status: 'return', status_label: 'Dikembalikan', aksi: [] }),
    });
    signIn(profileWith(['ketua_tim_ppg']));
    renderRoutes(`/kpk/kpk-profile-klop-detail/7/rencana-kerja?tahun=${tahun}`);
    await userEvent.click(await screen.findByRole('button', { name: /Kembalikan/ }, { timeout: 40_000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Kembalikan/ }));
    expect(await within(dialog).findByText('Catatan pengembalian wajib diisi')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Catatan untuk UPG'), 'Tambahkan target e-learning');
    await userEvent.click(within(dialog).getByRole('button', { name: /Kembalikan/ }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('rencana-kerja/9/keputusan', {
        keputusan: 'kembalikan',
        version: 3,
        catatan: 'Tambahkan target e-learning',
      }),
    );
    expect(api.get).toHaveBeenCalledWith(
      `profile-klop/${tahun}`,
      expect.objectContaining({ params: { upg_id: 7 } }),
    );
  });

  it('creates this year’s profile from an empty form', { timeout: 60_000 }, async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      [`GET profile-klop/${tahun}`]: null,
      [`PUT profile-klop/${tahun}`]: profil(),
      'GET profile-klop/aturan-internal': {
        items: [
          { id: 31, kode: 'PERMENKEU-7', nama: 'Pengendalian Gratifikasi Kemenkeu', milik_instansi: true },
          { id: 5, kode: 'PERKPK-2', nama: 'Peraturan KPK 2/2019', milik_instansi: false },
        ],
      },
    });
    signIn(profileWith(['upg']));
    renderRoutes(`/upg/profil-klop-edit/${tahun}`);
    const pegawai = await screen.findByLabelText('Jumlah Pegawai', {}, { timeout: 40_000 });
    await userEvent.clear(pegawai);
    await userEvent.type(pegawai, '1200');
    await userEvent.type(screen.getByLabelText('Nomor SK Pembentukan UPG'), 'SK-1/2026');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Komitmen pimpinan' }));
    // The internal rule: the institution's own first, the general ones marked as such.
    await userEvent.click(screen.getByRole('combobox', { name: 'Aturan Internal Pengendalian Gratifikasi' }));
    expect(await screen.findByText('PERKPK-2 — Peraturan KPK 2/2019 (berlaku umum)')).toBeInTheDocument();
    await userEvent.click(screen.getByText('PERMENKEU-7 — Pengendalian Gratifikasi Kemenkeu'));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Profil' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(
        `profile-klop/${tahun}`,
        expect.objectContaining({
          aturan_internal_id: 31,
          jumlah_pegawai: 1200,
          sk_upg_nomor: 'SK-1/2026',
          revisi: 0,
          tahapan: expect.objectContaining({ komitmen: { selesai: true, keterangan: null } }),
        }),
      ),
    );
  });

  it('saves the plan’s activities at the revision read while it is a draft', {
    timeout: 60_000,
  }, async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      [`GET profile-klop/${tahun}`]: profil(),
      'PUT rencana-kerja/9': rencana(),
    });
    signIn(profileWith(['upg']));
    renderRoutes(`/upg/profil-klop-edit/${tahun}`);
    const uraian = await screen.findByDisplayValue(
      'Surat edaran menjelang Idul Fitri',
      {},
      { timeout: 40_000 },
    );
    await userEvent.clear(uraian);
    await userEvent.type(uraian, 'Surat edaran Natal dan Idul Fitri');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Rencana Kerja' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('rencana-kerja/9', {
        items: [
          expect.objectContaining({
            jenis: 'SURAT_EDARAN',
            uraian: 'Surat edaran Natal dan Idul Fitri',
            target_tw4: 1,
          }),
        ],
        revisi: 2,
      }),
    );
  });
});

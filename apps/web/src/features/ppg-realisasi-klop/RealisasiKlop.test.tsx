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
const realisasi = (over: Record<string, unknown> = {}) => ({
  id: 11,
  tahun,
  triwulan: 2,
  instansi_id: 1,
  rencana_kerja_id: 9,
  status: 'draft',
  status_label: 'Draf',
  revisi: 3,
  version: 4,
  catatan: null,
  diajukan_at: null,
  terlambat: false,
  disetujui_at: null,
  dapat_diubah: true,
  jendela: { mulai: `${tahun}-04-01`, selesai: `${tahun}-07-15` },
  status_jendela: 'DIBUKA',
  aksi: ['kirim'],
  items: [
    {
      id: 21,
      rencana_item_id: 1,
      jenis: 'DISEMINASI',
      uraian_kegiatan: 'Sosialisasi kepada pegawai',
      satuan: 'kegiatan',
      target: 2,
      capaian: 1,
      persen: 50,
      uraian: 'Sosialisasi di kantor pusat',
      bukti: [
        {
          id: 5,
          original_name: 'daftar-hadir.pdf',
          mime_type: 'application/pdf',
          size: 100,
          created_at: '2026-05-01T00:00:00Z',
        },
      ],
    },
  ],
  ...over,
});

beforeAll(async () => {
  await Promise.all(
    [
      'upg-realisasi-klop-view',
      'upg-realisasi-klop-edit',
      'kpk-kpk-profile-klop-detail',
      'upg-profil-klop-view',
    ].map((n) => SCREENS[n]?.()),
  );
  await import('@/app/layouts/AreaLayout');
}, 60_000);

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
});

describe('the quarterly realisation screens', () => {
  it('shows the UPG’s quarter per plan item and sends it after a confirmation', {
    timeout: 60_000,
  }, async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      [`GET realisasi-rencana-kerja/${tahun}/2`]: realisasi(),
      [`POST realisasi-rencana-kerja/${tahun}/2/keputusan`]: realisasi({
        status: 'submit',
        status_label: 'Pengajuan',
        aksi: [],
      }),
    });
    signIn(profileWith(['upg']));
    renderRoutes(`/upg/realisasi-klop-view/${tahun}/2`);
    expect(
      await screen.findByText('Sosialisasi kepada pegawai', {}, { timeout: 40_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 kegiatan')).toBeInTheDocument();
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(screen.getByText('daftar-hadir.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ubah/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Kirim/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ya' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        `realisasi-rencana-kerja/${tahun}/2/keputusan`,
        { keputusan: 'kirim', version: 4, catatan: null },
        { params: {} },
      ),
    );
  });

  it('saves the figures and what was done at the revision read', { timeout: 60_000 }, async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      [`GET realisasi-rencana-kerja/${tahun}/2`]: realisasi(),
      [`PUT realisasi-rencana-kerja/${tahun}/2`]: realisasi(),
    });
    signIn(profileWith(['upg']));
    renderRoutes(`/upg/realisasi-klop-edit/${tahun}/2`);
    const capaian = await screen.findByLabelText('Realisasi 1', {}, { timeout: 40_000 });
    await userEvent.clear(capaian);
    await userEvent.type(capaian, '2');
    const uraian = screen.getByLabelText('Yang dilaksanakan 1');
    await userEvent.clear(uraian);
    await userEvent.type(uraian, 'Dua kali sosialisasi');
    expect(screen.getByText('daftar-hadir.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Realisasi' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith(`realisasi-rencana-kerja/${tahun}/2`, {
        items: [{ rencana_item_id: 1, capaian: 2, uraian: 'Dua kali sosialisasi' }],
        revisi: 3,
      }),
    );
  });

  it('keeps a sent quarter read-only in the edit screen', { timeout: 60_000 }, async () => {
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      [`GET realisasi-rencana-kerja/${tahun}/2`]: realisasi({
        status: 'submit',
        status_label: 'Pengajuan',
        dapat_diubah: false,
        aksi: [],
      }),
    });
    signIn(profileWith(['upg']));
    renderRoutes(`/upg/realisasi-klop-edit/${tahun}/2`);
    expect(
      await screen.findByText(
        'Realisasi berstatus Pengajuan dan tidak dapat diubah.',
        {},
        { timeout: 40_000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simpan Realisasi' })).toBeNull();
  });

  it('lets the KPK reviewer return a sent quarter only with a note', { timeout: 60_000 }, async () => {
    const rk = {
      id: 9,
      tahun,
      instansi_id: 1,
      status: 'approved',
      status_label: 'Disetujui',
      revisi: 2,
      version: 3,
      catatan: null,
      diajukan_at: null,
      terlambat: false,
      disetujui_at: null,
      dapat_diubah: false,
      jendela: { mulai: `${tahun}-01-01`, selesai: `${tahun}-01-31` },
      aksi: [],
      items: [],
    };
    const tahap = { selesai: false, keterangan: null };
    const sent = realisasi({
      triwulan: 1,
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
      'GET realisasi-rencana-kerja': { items: [], total: 0, page: 1, per_page: 10 },
      [`GET profile-klop/${tahun}`]: {
        id: 4,
        tahun,
        instansi: { id: 1, nama: 'Kementerian Keuangan' },
        alamat: null,
        telepon: null,
        email: null,
        website: null,
        jumlah_pegawai: 10,
        sk_upg_nomor: null,
        sk_upg_tanggal: null,
        anggota_upg: [],
        aturan_internal_id: null,
        aturan_internal: null,
        komitmen_pimpinan: null,
        kontak: [],
        tahapan: { komitmen: tahap, aturan: tahap, upg: tahap, monev: tahap },
        revisi: 1,
        updated_at: '2026-02-01T00:00:00Z',
        dokumen_upg: [],
        rencana_kerja: rk,
      },
      [`GET realisasi-rencana-kerja/${tahun}/1`]: sent,
      [`POST realisasi-rencana-kerja/${tahun}/1/keputusan`]: realisasi({ triwulan: 1, status: 'return' }),
    });
    signIn(profileWith(['ketua_tim_ppg']));
    renderRoutes(`/kpk/kpk-profile-klop-detail/7/realisasi?tahun=${tahun}`);
    expect(await screen.findByRole('tab', { name: 'Triwulan I' }, { timeout: 40_000 })).toBeInTheDocument();
    // By its text: the overview around the quarter makes a role query over the whole page slow in jsdom.
    const kembalikan = (await screen.findByText('Kembalikan', { selector: 'button span' })).closest('button');
    await userEvent.click(kembalikan as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Kembalikan/ }));
    expect(await within(dialog).findByText('Catatan pengembalian wajib diisi')).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Catatan untuk UPG'), 'Lampirkan daftar hadir');
    await userEvent.click(within(dialog).getByRole('button', { name: /Kembalikan/ }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        `realisasi-rencana-kerja/${tahun}/1/keputusan`,
        { keputusan: 'kembalikan', version: 4, catatan: 'Lampirkan daftar hadir' },
        { params: { upg_id: 7 } },
      ),
    );
  });

  it('links the UPG’s profile to each quarter with its status tag once the plan is approved', {
    timeout: 60_000,
  }, async () => {
    const tahap = { selesai: false, keterangan: null };
    routeApi({
      'GET maintenance': { isMaintenance: false, message: '' },
      [`GET profile-klop/${tahun}`]: {
        id: 4,
        tahun,
        instansi: { id: 1, nama: 'Kementerian Keuangan' },
        alamat: null,
        telepon: null,
        email: null,
        website: null,
        jumlah_pegawai: 10,
        sk_upg_nomor: null,
        sk_upg_tanggal: null,
        anggota_upg: [],
        aturan_internal_id: null,
        aturan_internal: null,
        komitmen_pimpinan: null,
        kontak: [],
        tahapan: { komitmen: tahap, aturan: tahap, upg: tahap, monev: tahap },
        revisi: 1,
        updated_at: '2026-02-01T00:00:00Z',
        dokumen_upg: [],
        rencana_kerja: {
          id: 9,
          tahun,
          instansi_id: 1,
          status: 'approved',
          status_label: 'Disetujui',
          revisi: 2,
          version: 3,
          catatan: null,
          diajukan_at: null,
          terlambat: false,
          disetujui_at: null,
          dapat_diubah: false,
          jendela: { mulai: `${tahun}-01-01`, selesai: `${tahun}-01-31` },
          aksi: [],
          items: [],
        },
      },
      'GET realisasi-rencana-kerja': {
        items: [
          {
            id: 11,
            tahun,
            triwulan: 1,
            upg_id: 7,
            instansi: { id: 1, nama: 'Kementerian Keuangan' },
            status: 'return',
            status_label: 'Dikembalikan',
            terlambat: true,
            diajukan_at: null,
          },
        ],
        total: 1,
        page: 1,
        per_page: 10,
      },
    });
    signIn(profileWith(['upg']));
    renderRoutes(`/upg/profil-klop-view/${tahun}`);
    const q1 = await screen.findByRole('link', { name: 'Triwulan I' }, { timeout: 40_000 });
    expect(q1).toHaveAttribute('href', `/upg/realisasi-klop-view/${tahun}/1`);
    expect(screen.getByRole('link', { name: 'Triwulan IV' })).toHaveAttribute(
      'href',
      `/upg/realisasi-klop-view/${tahun}/4`,
    );
    expect(await screen.findByText('Dikembalikan')).toBeInTheDocument();
    expect(screen.getByText('Terlambat')).toBeInTheDocument();
    expect(screen.getAllByText('Belum diisi')).toHaveLength(3);
  });
});

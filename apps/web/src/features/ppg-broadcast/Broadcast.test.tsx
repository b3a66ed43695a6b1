import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREENS } from '@/app/screens';
import { api } from '@/platform/api';
import { ApiError, routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

const item = {
  id: 5,
  judul: 'Undangan Rapat Koordinasi UPG',
  tahun: 2026,
  status: 'DISETUJUI',
  status_label: 'Disetujui',
  penyusun: 'Demo Anggota Tim PPG',
  filter_label: 'Semua akun dengan peran UPG',
  jumlah_penerima: 4,
  disetujui_at: '2026-11-20T03:00:00Z',
  updated_at: '2026-11-20T03:00:00Z',
};
const aksiSelesai = {
  proses: { kode: 'BROADCAST_EMAIL', versi: 1, nama: 'Persetujuan broadcast email' },
  step: 'kirim',
  step_nama: 'Disetujui dan dikirim',
  version: 3,
  selesai: false,
  tenggat: null,
  dapat_bertindak: false,
  alasan: 'Langkah ini dipegang group head PPG',
  keputusan: [],
};
const jejak = [
  {
    from: null,
    to: 'susun',
    decision: null,
    at: '2026-11-18T03:00:00Z',
    actor_name: null,
    actor_role: null,
    catatan: null,
  },
];
const approved = {
  ...item,
  isi: '<p>Mohon hadir pada rapat koordinasi.</p>',
  lampiran: [{ url: '/api/konten/berkas/2026/11/a.pdf?s=1&e=2', nama: 'undangan.pdf' }],
  filter: { jenis: 'peran', peran: 'upg' },
  instansi: [],
  revisi: 1,
  version: 3,
  dapat_diubah: false,
  progres: {
    antri: 0,
    dikirim: 1,
    terkirim: 2,
    gagal: 1,
    total: 4,
    persen: 100,
    persen_terkirim: 50,
    selesai: true,
  },
  aksi: aksiSelesai,
  jejak,
};
const penerima = {
  items: [
    {
      id: 1,
      nama: 'Petugas UPG Satu',
      email: 'satu@pemda.go.id',
      status: 'gagal',
      alasan: 'SMTP 550 mailbox unavailable',
      kirim_ulang: 0,
    },
    {
      id: 2,
      nama: 'Petugas UPG Dua',
      email: 'dua@pemda.go.id',
      status: 'terkirim',
      alasan: null,
      kirim_ulang: 0,
    },
  ],
  total: 2,
  page: 1,
  per_page: 10,
};

beforeAll(async () => {
  await Promise.all(
    ['kpk-kpk-broadcast-email-list', 'kpk-kpk-broadcast-email-view', 'kpk-gh-approval-broadcast-detail'].map(
      (n) => SCREENS[n]?.(),
    ),
  );
  await import('@/app/layouts/AreaLayout');
}, 60_000);

beforeEach(() => {
  vi.clearAllMocks();
  signIn(profileWith(['anggota_tim_ppg']));
});

describe('broadcast e-mail', () => {
  it('lists broadcasts by the saved filter fields, paged on the server', { timeout: 60_000 }, async () => {
    routeApi({
      'GET broadcast': { items: [item], total: 1, page: 1, per_page: 20 },
      'GET broadcast/filter': [],
    });
    renderRoutes('/kpk/kpk-broadcast-email-list?tahun=2026&q=rapat');
    expect(
      await screen.findByText('Undangan Rapat Koordinasi UPG', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(api.get).toHaveBeenCalledWith('broadcast', {
      params: expect.objectContaining({ tahun: '2026', judul: 'rapat', page: 1, per_page: 20 }),
    });
    expect(screen.getByText('Buat Broadcast')).toBeInTheDocument();
  });

  it('shows the sending progress, each recipient’s state and resends the failed after confirmation', {
    timeout: 60_000,
  }, async () => {
    const resend = vi.fn(() => ({ jumlah: 1 }));
    routeApi({
      'GET broadcast/5': approved,
      'GET broadcast/5/penerima': penerima,
      'POST broadcast/5/kirim-ulang': resend,
    });
    renderRoutes('/kpk/kpk-broadcast-email-view/5');
    expect(await screen.findByText('Pengiriman', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Semua penerima telah diserahkan ke outbox email.')).toBeInTheDocument();
    expect(document.querySelector('.ant-progress')?.getAttribute('aria-valuenow')).toBe('100');
    expect(await screen.findByText('SMTP 550 mailbox unavailable')).toBeInTheDocument();
    expect(screen.getByText('Mohon hadir pada rapat koordinasi.')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Kirim ulang yang gagal'));
    await userEvent.click(await screen.findByText('Kirim ulang', { selector: '.ant-popconfirm span' }));
    await waitFor(() => expect(resend).toHaveBeenCalled());
  });

  it('the group head sees the count and sample, and returns with a note after confirming', {
    timeout: 60_000,
  }, async () => {
    signIn(profileWith(['ketua_group_ppg']));
    const decided = vi.fn(() => ({ id: 6, status: 'DIKEMBALIKAN', version: 5, revisi: 1 }));
    routeApi({
      'GET broadcast/6': {
        ...approved,
        id: 6,
        status: 'DIAJUKAN',
        status_label: 'Perlu Persetujuan',
        progres: null,
        jumlah_penerima: null,
        aksi: {
          ...aksiSelesai,
          step: 'persetujuan',
          step_nama: 'Persetujuan group head PPG',
          version: 4,
          dapat_bertindak: true,
          alasan: null,
          keputusan: [
            { keputusan: 'kembalikan', label: 'Kembalikan', ke: 'susun', ke_nama: 'Penyusunan' },
            { keputusan: 'setuju', label: 'Setuju', ke: 'kirim', ke_nama: 'Disetujui dan dikirim' },
          ],
        },
      },
      'POST broadcast/penerima/pratinjau': {
        jumlah: 120,
        tanpa_email: 3,
        contoh: [{ nama: 'Petugas UPG Satu', email: 'satu@pemda.go.id' }],
      },
      'POST broadcast/6/keputusan': decided,
    });
    renderRoutes('/kpk/gh-approval-broadcast-detail/6');
    expect(await screen.findByText('120 alamat email penerima', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('satu@pemda.go.id')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Kembalikan', { selector: 'span' }));
    await userEvent.type(await screen.findByLabelText(/Catatan/), 'Perjelas waktu rapat');
    await userEvent.click(screen.getByText('Kembalikan', { selector: 'button span' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByText('Kembalikan', { selector: 'button span' }));
    await waitFor(() =>
      expect(decided).toHaveBeenCalledWith({
        keputusan: 'kembalikan',
        versi: 4,
        catatan: 'Perjelas waktu rapat',
      }),
    );
  });

  it('counts the recipients of the chosen filter before saving, and refuses an empty message', {
    timeout: 60_000,
  }, async () => {
    const count = vi.fn(() => ({
      jumlah: 7,
      tanpa_email: 0,
      contoh: [{ nama: 'Direktur A', email: 'a@kpk.go.id' }],
    }));
    routeApi({ 'POST broadcast/penerima/pratinjau': count });
    renderRoutes('/kpk/kpk-broadcast-email-create');
    await userEvent.click(await screen.findByText('Semua akun dengan peran', {}, { timeout: 10_000 }));
    await userEvent.click(screen.getByText('Hitung penerima'));
    expect(await screen.findByText('7 alamat email penerima')).toBeInTheDocument();
    expect(count).toHaveBeenCalledWith({ filter: { jenis: 'peran', peran: 'upg' } });
    await userEvent.click(screen.getByText('Simpan Draf'));
    expect((await screen.findAllByText(/^Subjek (wajib diisi|minimal 5 karakter)$/)).length).toBeGreaterThan(
      0,
    );
    expect(api.post).not.toHaveBeenCalledWith('broadcast', expect.anything());
  });

  it('tells a missing broadcast apart from a failed load', { timeout: 60_000 }, async () => {
    routeApi({
      'GET broadcast/9': () => {
        throw new ApiError('Broadcast email tidak ditemukan', 404);
      },
    });
    renderRoutes('/kpk/kpk-broadcast-email-view/9');
    expect(
      await screen.findByText('Broadcast email tidak ditemukan', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import { inboxItem, pageOf } from '../testing';
import { MoveWorkflowPage } from './MoveWorkflowPage';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const proses = {
  kode: 'GRATIFIKASI',
  versi: 1,
  nama: 'Laporan Gratifikasi',
  start: 'draft',
  nodes: [
    { kode: 'draft', nama: 'Draf laporan', roles: ['individu'], lingkup: 'pelapor', final: false },
    { kode: 'distribusi', nama: 'Distribusi laporan ke grup', roles: ['koordinator'], final: false },
    { kode: 'f30', nama: 'Verifikasi informasi', roles: ['anggota_tim'], lingkup: 'anggota', final: false },
    { kode: 'f33', nama: 'Verifikasi kelengkapan', roles: ['anggota_tim'], lingkup: 'anggota', final: false },
    {
      kode: 'f3g',
      nama: 'Pelapor melengkapi laporan',
      roles: ['anggota_tim'],
      lingkup: 'pelapor',
      final: false,
    },
    {
      kode: 'f7A',
      nama: 'Penomoran SK',
      roles: ['Administrasi/Sekretaris'],
      lingkup: 'peran',
      formulir: 'penomoran',
      final: false,
    },
    { kode: 'selesai', nama: 'SK dan SPSK terbit', roles: ['Administrasi/Sekretaris'], final: true },
  ],
  edges: [
    { from: 'draft', to: 'distribusi', decision: 'kirim', label: 'Kirim' },
    { from: 'distribusi', to: 'f30', decision: 'distribusi', label: 'Distribusikan' },
    { from: 'f30', to: 'f33', decision: 'setuju', label: 'Setujui' },
    { from: 'f33', to: 'f3g', decision: 'tidak_lengkap', label: 'Tidak lengkap' },
    { from: 'f3g', to: 'f33', decision: 'dilengkapi', label: 'Dilengkapi pelapor' },
    { from: 'f33', to: 'f7A', decision: 'setuju', label: 'Setujui' },
    { from: 'f7A', to: 'selesai', decision: 'bernomor', label: 'Beri nomor' },
  ],
  unreachable: [],
};

beforeEach(() => {
  vi.clearAllMocks();
  signIn(profileWith(['sysadmin']));
});

describe('move workflow', () => {
  it('looks the report up, shows its step and version and moves it with that version and a reason', async () => {
    const move = vi.fn(() => ({ id: 7, step: 'f33', dari: 'f30', version: 5 }));
    routeApi({
      'GET laporan/kotak-masuk': pageOf([inboxItem(7, { step: 'f30', version: 4 })]),
      'GET workflow/proses/GRATIFIKASI': proses,
      'GET laporan/7/aksi': {
        laporan_id: 7,
        dalam_proses: true,
        status: 'VERIFIKASI',
        step: 'f30',
        step_nama: 'Verifikasi informasi',
        version: 4,
        pemegang: { peran: 'anggota_tim', nama: 'Demo Anggota Tim', lingkup: 'anggota' },
        dapat_bertindak: false,
        alasan: null,
        keputusan: [],
      },
      'POST laporan/7/move-workflow': move,
    });
    renderRoutes('/admin/move-workflow-laporan', [
      { path: '/admin/move-workflow-laporan', element: <MoveWorkflowPage /> },
    ]);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Laporan' }));
    await userEvent.click(await screen.findByText(/GRA-2026-00007 — Budi Santoso/));
    expect(await screen.findByText('Demo Anggota Tim — Anggota Tim')).toBeInTheDocument();
    expect(screen.getByText('Verifikasi informasi')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Pindahkan ke langkah' }));
    await userEvent.click(await screen.findByText('f33 — Verifikasi kelengkapan'));
    // Only the KPK's steps where someone decides: not the reporter's, not one waiting on them, not a numbering,
    // not the end.
    expect(screen.getByText('distribusi — Distribusi laporan ke grup')).toBeInTheDocument();
    for (const kode of ['draft', 'f3g', 'f7A', 'selesai']) {
      expect(screen.queryByText(new RegExp(`^${kode} — `))).not.toBeInTheDocument();
    }
    await userEvent.type(screen.getByRole('textbox', { name: 'Alasan' }), 'Sudah diverifikasi manual.');
    await userEvent.click(screen.getByRole('button', { name: /Pindahkan$/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, pindahkan' }));
    await waitFor(() =>
      expect(move).toHaveBeenCalledWith({ step: 'f33', versi: 4, alasan: 'Sudah diverifikasi manual.' }),
    );
    expect(
      await screen.findByText('GRA-2026-00007 dipindahkan dari f30 ke f33 (Verifikasi kelengkapan).'),
    ).toBeInTheDocument();
  });
});

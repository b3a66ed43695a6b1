import type { ImporInstansiBatch } from '@gratifikasi/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { TestProviders } from '@/test/render';
import { ImporInstansiPage } from './ImporInstansiPage';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const BASE = 'wizard/import-laporan-dikelola-instansi';
const batch: ImporInstansiBatch = {
  id: 7,
  instansi_id: 5,
  instansi_nama: 'Kementerian Keuangan',
  nama_berkas: 'dikelola-2025.xlsx',
  status: 'committed',
  status_label: 'Tersimpan',
  total_rows: 4,
  valid_rows: 3,
  total_laporan: 3,
  valid_laporan: 2,
  committed_laporan: 2,
  progress: 100,
  created_at: '2026-11-29T08:00:00.000Z',
  committed_at: '2026-11-29T08:01:00.000Z',
  undone_at: null,
};

beforeEach(() => {
  vi.clearAllMocks();
  signIn(profileWith(['superuser']));
  routeApi({
    [`GET ${BASE}`]: { items: [batch], total: 1, page: 1, per_page: 20, total_laporan_dikelola: 1234 },
    'GET instansi/list-all': {
      items: [{ id: 5, nama: 'Kementerian Keuangan' }],
      total: 1,
      page: 1,
      per_page: 20,
    },
  });
});

describe('wizard import screen', () => {
  it('lists the batches, counts the institution-handled reports apart and waits for an institution', async () => {
    render(
      <TestProviders>
        <MemoryRouter initialEntries={[`/wizard/import-laporan-dikelola-instansi`]}>
          <Routes>
            <Route path="/wizard/import-laporan-dikelola-instansi" element={<ImporInstansiPage />} />
          </Routes>
        </MemoryRouter>
      </TestProviders>,
    );
    expect(await screen.findByText('dikelola-2025.xlsx')).toBeTruthy();
    expect(screen.getByText('2 / 2')).toBeTruthy();
    expect(screen.getByText('1.234')).toBeTruthy();
    expect(screen.getByText('Pilih instansi terlebih dahulu.')).toBeTruthy();
    expect(screen.getByText('Unggah berkas Excel').closest('button')?.disabled).toBe(true);
    await userEvent.click(screen.getByText('Unduh templat'));
    expect(api.download).toHaveBeenCalledWith(`${BASE}/template`);
  });
});

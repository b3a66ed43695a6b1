import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import { AppConfigDetailPage } from './AppConfigDetailPage';
import { AppConfigsPage } from './AppConfigsPage';
import type { AppConfig } from './api';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const at = '2026-11-20T03:00:00Z';
const CONFIGS: AppConfig[] = [
  {
    key: 'batas_lapor_kpk_hk',
    value: 30,
    description: 'Batas hari kerja penerima melapor ke KPK sejak penerimaan (UU 20/2001 Pasal 12C)',
    updated_at: at,
    jenis: { type: 'integer', minimum: 1, maximum: 260 },
  },
  {
    key: 'login_throttle',
    value: { max: 5, window_minutes: 15, user_max: 20, ip_max: 100 },
    description: 'Batas login gagal dalam jendela waktu',
    updated_at: at,
    jenis: {
      type: 'object',
      properties: {
        max: { type: 'integer', minimum: 1, maximum: 100 },
        window_minutes: { type: 'integer', minimum: 1, maximum: 1440 },
        user_max: { type: 'integer', minimum: 1, maximum: 10000 },
        ip_max: { type: 'integer', minimum: 1, maximum: 100000 },
      },
      required: ['max', 'window_minutes'],
    },
  },
  {
    key: 'eskalasi_tenggat',
    value: true,
    description: 'Eskalasi kepada atasan ketika tenggat langkah terlewati',
    updated_at: at,
    jenis: { type: 'boolean' },
  },
];

const render = (path: string) =>
  renderRoutes(path, [
    { path: '/admin/app-configs', element: <AppConfigsPage /> },
    { path: '/admin/app-configs/:id', element: <AppConfigDetailPage /> },
  ]);

beforeEach(() => {
  vi.clearAllMocks();
  signIn(profileWith(['sysadmin']));
  routeApi({
    'GET app-configs': CONFIGS,
    'PUT app-configs/batas_lapor_kpk_hk': { ...CONFIGS[0], value: 45 },
  });
});

describe('Konfigurasi Aplikasi', { timeout: 120_000 }, () => {
  it('lists each setting in words with its value and unit, not raw JSON', async () => {
    render('/admin/app-configs');
    expect(await screen.findByRole('link', { name: 'Batas melapor ke KPK' })).toBeInTheDocument();
    expect(screen.getByText('30 hari kerja')).toBeInTheDocument();
    expect(screen.getByText(/Jendela waktu: 15 menit/)).toBeInTheDocument();
    expect(screen.getByText('Ya')).toBeInTheDocument();
    expect(screen.queryByText(/[{}]"/)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain('"max"');
  });

  it('edits a number of working days with a typed input, its bounds and a confirmation', async () => {
    render('/admin/app-configs/batas_lapor_kpk_hk');
    const input = await screen.findByRole('spinbutton', { name: 'Batas melapor ke KPK' });
    expect(input).toHaveValue('30');
    expect(screen.getByText('hari kerja')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '300');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Maksimal 260 hari kerja')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '45');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Simpan Batas melapor ke KPK?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, simpan' }));
    await waitFor(() =>
      expect(api.put).toHaveBeenCalledWith('app-configs/batas_lapor_kpk_hk', { value: 45 }),
    );
  });

  it('gives a setting of several values one labelled input each', async () => {
    render('/admin/app-configs/login_throttle');
    expect(await screen.findByRole('spinbutton', { name: 'Jendela waktu' })).toHaveValue('15');
    expect(screen.getByRole('spinbutton', { name: 'Gagal per IP untuk semua nama pengguna' })).toHaveValue(
      '100',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

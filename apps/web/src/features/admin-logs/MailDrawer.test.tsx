import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, routeApi } from '@/test/fakeApi';
import { renderRoutes } from '@/test/render';
import { MailDrawer } from './TrxEmailsPage';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

const failed = {
  id: 5,
  to: 'a@contoh.go.id',
  subject: 'Aktivasi akun',
  status: 'failed',
  error: 'Error: SMTP menolak',
  attempts: 3,
  created_at: '2026-03-01T02:00:00Z',
  sent_at: null,
  html: '<p>Halo</p>',
  text: 'Halo',
};

beforeEach(() => {
  vi.clearAllMocks();
  routeApi({
    'GET admin/trx-emails/5': failed,
    'POST admin/trx-emails/5/retry': { ...failed, status: 'pending', attempts: 0, error: null },
  });
});

describe('outbox mail drawer', () => {
  it('sends a failed message again and shows it pending', async () => {
    renderRoutes('/', [{ path: '/', element: <MailDrawer id={5} onClose={() => {}} /> }]);
    await screen.findByText('SMTP menolak', { exact: false });
    await userEvent.click(screen.getByRole('button', { name: 'Kirim ulang' }));
    expect(api.post).toHaveBeenCalledWith('admin/trx-emails/5/retry');
    expect(await screen.findByText('Menunggu')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kirim ulang' })).toBeNull();
  });
});

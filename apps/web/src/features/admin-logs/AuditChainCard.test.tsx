import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, routeApi } from '@/test/fakeApi';
import { renderRoutes } from '@/test/render';
import { AuditChainCard } from './AuditChainCard';
import type { AuditChainCheck } from './api';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

const check = (over: Partial<AuditChainCheck>): AuditChainCheck => ({
  id: 1,
  status: 'intact',
  requested_by: null,
  chains_total: 64,
  chains_done: 64,
  rows_checked: 1200,
  rows_unchained: 0,
  broken_id: null,
  message: 'Rantai utuh: 1200 baris di 64 rantai',
  started_at: '2026-11-28T18:45:00Z',
  finished_at: '2026-11-28T18:45:03Z',
  ...over,
});

const render = () =>
  renderRoutes('/admin/log-activity', [{ path: '/admin/log-activity', element: <AuditChainCard /> }]);

beforeEach(() => vi.clearAllMocks());

describe('the audit chain card', () => {
  it('names the first broken row with a link to it, above the earlier checks', async () => {
    routeApi({
      'GET admin/audit-chain': [
        check({
          id: 2,
          status: 'broken',
          broken_id: 55,
          message: 'Baris #55 diubah: isinya tidak cocok dengan hash-nya',
        }),
        check({ id: 1 }),
      ],
    });
    render();
    expect(
      await screen.findByText('Baris #55 diubah: isinya tidak cocok dengan hash-nya'),
    ).toBeInTheDocument();
    expect(screen.getByText('Buka baris #55').closest('a')).toHaveAttribute('href', '/admin/log-activity/55');
    expect(screen.getByText('Utuh')).toBeInTheDocument();
    expect(screen.getByText('Terjadwal')).toBeInTheDocument();
  });

  it('starts a check and shows its progress while it runs', async () => {
    let started = false;
    routeApi({
      'GET admin/audit-chain': () =>
        started
          ? [check({ id: 3, status: 'running', chains_done: 16, rows_checked: 300, requested_by: 2 })]
          : [],
      'POST admin/audit-chain/verify': () => {
        started = true;
        return check({ id: 3, status: 'running', chains_done: 0 });
      },
    });
    render();
    expect(await screen.findByText(/belum pernah diperiksa/)).toBeInTheDocument();
    fireEvent.click(screen.getByText('Periksa sekarang'));
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('admin/audit-chain/verify'));
    expect(await screen.findByText(/16 dari 64/)).toBeInTheDocument();
    expect(screen.getByText('Periksa sekarang').closest('button')).toBeDisabled();
  });
});

import { CODE_LISTS, searchCodeLists } from '@gratifikasi/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { renderRoutes } from '@/test/render';
import { CodesPage } from './CodesPage';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

beforeEach(() => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
  // The server's answer is the domain's search (the same registry).
  vi.mocked(api.get).mockImplementation(async (_path: string, options?: { params?: { q?: string } }) => {
    const items = searchCodeLists(options?.params?.q ?? '', CODE_LISTS.slice(0, 6));
    return { data: { items, total: items.length } };
  });
});

const render = (path = '/admin/codes') =>
  renderRoutes(path, [{ path: '/admin/codes', element: <CodesPage /> }]);

describe('code lists screen', () => {
  it('lists the code lists with their uses, and opens one to show its codes', async () => {
    render();
    expect(await screen.findByText('Status laporan')).toBeInTheDocument();
    expect(screen.getByText('Master: Master Status Laporan')).toBeInTheDocument();
    expect(screen.queryByText('REVIEW_NL')).not.toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: /expand row|Perluas baris/i })[0]!);
    expect(await screen.findByText('REVIEW_NL')).toBeInTheDocument();
    expect(screen.getByText('Review negative list')).toBeInTheDocument();
    expect(screen.getByText(/Sumber definisi: labels\/laporan.ts LAPORAN_STATUSES/)).toBeInTheDocument();
  });

  it('searches on the server and opens the lists it finds on their matching codes', async () => {
    const { router } = render();
    await screen.findByText('Status laporan');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cari' }), 'f7A{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=f7A'));
    await waitFor(() =>
      expect(vi.mocked(api.get)).toHaveBeenLastCalledWith('admin/codes', { params: { q: 'f7A' } }),
    );
    expect(await screen.findByText('Penomoran SK')).toBeInTheDocument();
    expect(screen.queryByText('Status laporan')).not.toBeInTheDocument();
    expect(screen.queryByText('f30')).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    render('/admin/codes?q=zzzz');
    expect(await screen.findByText('Tidak ada kode yang cocok')).toBeInTheDocument();
  });
});

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListQuery } from './useListQuery';

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/daftar']}>{children}</MemoryRouter>;
}

describe('a list query written from the page', () => {
  it('keeps a search sent just before a sort made by a handler of the earlier render', () => {
    sessionStorage.clear();
    const { result } = renderHook(() => ({ list: useListQuery('hook-test'), location: useLocation() }), {
      wrapper,
    });
    const earlier = result.current.list;
    act(() => {
      earlier.setSearch('67/LAP-GRAT');
      // The table's header was clicked before the page drew the search: its handler is the earlier one.
      earlier.setSort('nilai_rupiah', 'asc');
    });
    expect(result.current.list.query).toMatchObject({ q: '67/LAP-GRAT', sort: 'nilai_rupiah', order: 'asc' });
    expect(result.current.location.search).toBe('?sort=nilai_rupiah&order=asc&q=67%2FLAP-GRAT');
    expect(sessionStorage.getItem('list:hook-test')).toBe('sort=nilai_rupiah&order=asc&q=67%2FLAP-GRAT');
  });

  it('builds on a change made elsewhere once it is shown', () => {
    sessionStorage.clear();
    const { result } = renderHook(() => useListQuery('hook-test-2'), { wrapper });
    act(() => result.current.setFilter('state', 'DITERIMA'));
    act(() => result.current.setPage(3));
    expect(result.current.query).toMatchObject({ page: 3, filters: { state: 'DITERIMA' } });
    act(() => result.current.reset());
    expect(result.current.query).toMatchObject({ page: 1, filters: {} });
  });
});

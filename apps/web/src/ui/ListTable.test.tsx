import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TableColumnsType } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/test/render';
import { isFiltered, type ListResult, ListTable, type ListTableProps } from './ListTable';
import type { ListQuery } from './useListQuery';

interface Row {
  id: number;
  nama: string;
}

const columns: TableColumnsType<Row> = [{ key: 'nama', title: 'Nama', dataIndex: 'nama', sorter: true }];

const listOf = (query: Partial<ListQuery> = {}) => ({
  query: { page: 1, per_page: 20, filters: {}, ...query },
  setPage: vi.fn(),
  setSort: vi.fn(),
});

const ok = (items: Row[], total = items.length): ListResult<Row> => ({
  data: { items, total },
  isFetching: false,
  isError: false,
});

function renderTable(props: Partial<ListTableProps<Row>> & { list: ListTableProps<Row>['list'] }) {
  return render(
    <TestProviders>
      <ListTable<Row> result={ok([])} columns={columns} rowKey="id" noun="laporan" {...props} />
    </TestProviders>,
  );
}

describe('isFiltered', () => {
  it('is false for a bare list and true for a search, a filter or the trash', () => {
    expect(isFiltered(listOf())).toBe(false);
    expect(isFiltered(listOf({ q: 'budi' }))).toBe(true);
    expect(isFiltered(listOf({ filters: { status: 'TERKIRIM' } }))).toBe(true);
    expect(isFiltered(listOf({ trashed: 'only' }))).toBe(true);
  });

  it('passes over the ignored filters (a tab is not a filter)', () => {
    expect(isFiltered(listOf({ filters: { tab: 'draft' } }), ['tab'])).toBe(false);
    expect(isFiltered(listOf({ filters: { tab: 'draft', status: 'X' } }), ['tab'])).toBe(true);
  });
});

describe('ListTable', () => {
  it('shows the rows and the total, and sorts through the list query', async () => {
    const list = listOf();
    renderTable({ list, result: ok([{ id: 1, nama: 'Budi Santoso' }], 41) });
    expect(await screen.findByText('Budi Santoso')).toBeInTheDocument();
    expect(screen.getByText('1–20 dari 41 data')).toBeInTheDocument();
    expect(screen.queryByText('Daftar laporan tidak dapat dimuat.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('columnheader', { name: /Nama/ }));
    expect(list.setSort).toHaveBeenCalledWith('nama', 'asc');
  });

  it('says the list is empty, in the noun, and differently when filtered', async () => {
    const { unmount } = renderTable({ list: listOf() });
    expect(await screen.findByText('Belum ada laporan')).toBeInTheDocument();
    unmount();

    renderTable({ list: listOf({ q: 'wibowo' }) });
    expect(await screen.findByText('Tidak ada laporan yang cocok')).toBeInTheDocument();
  });

  it('takes overridden texts and an explicit filtered flag', async () => {
    const { unmount } = renderTable({
      list: listOf({ filters: { tab: 'draft' } }),
      filtered: false,
      emptyText: 'Belum ada laporan pada kelompok ini',
    });
    expect(await screen.findByText('Belum ada laporan pada kelompok ini')).toBeInTheDocument();
    unmount();

    renderTable({ list: listOf({ q: 'x' }), noMatchText: 'Tidak ketemu' });
    expect(await screen.findByText('Tidak ketemu')).toBeInTheDocument();
  });

  it('shows the error line when the list cannot be loaded', async () => {
    renderTable({
      list: listOf(),
      noun: 'pelapor',
      result: { data: undefined, isFetching: false, isError: true },
    });
    expect(await screen.findByText('Daftar pelapor tidak dapat dimuat.')).toBeInTheDocument();
    expect(screen.getByText('Belum ada pelapor')).toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestProviders } from '@/test/render';
import { DataTable } from '../DataTable';
import { type PhoneColumnsType, phoneColumns } from './PhoneCard';
import { PHONE_QUERY } from './useIsPhone';

interface Row {
  id: number;
  nomor: string;
  pelapor: string;
  tanggal: string;
  langkah: string;
  tenggat: string;
}

const columns: PhoneColumnsType<Row> = [
  { key: 'nomor', title: 'Nomor', dataIndex: 'nomor' },
  { key: 'pelapor', title: 'Pelapor', dataIndex: 'pelapor' },
  { key: 'tanggal', title: 'Tanggal Lapor', dataIndex: 'tanggal', phone: 'hide' },
  { key: 'langkah', title: 'Langkah', phone: 'lead', render: (_, row) => <b>{row.langkah}</b> },
  { key: 'tenggat', title: 'Tenggat', dataIndex: 'tenggat', phone: 'lead' },
];

const rows: Row[] = [
  {
    id: 1,
    nomor: '1/LAP',
    pelapor: 'Budi',
    tanggal: '01-11-2026',
    langkah: 'Verifikasi',
    tenggat: '30-11-2026',
  },
  {
    id: 2,
    nomor: '2/LAP',
    pelapor: 'Sari',
    tanggal: '02-11-2026',
    langkah: 'Analisis',
    tenggat: '01-12-2026',
  },
];

function phoneScreen(on: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: on && query === PHONE_QUERY,
  })) as never;
  return () => {
    window.matchMedia = original;
  };
}

const table = () =>
  render(
    <TestProviders>
      <DataTable<Row>
        rows={rows}
        total={2}
        loading={false}
        columns={columns}
        rowKey="id"
        query={{ page: 1, per_page: 20 }}
        onPage={() => {}}
        onSort={() => {}}
      />
    </TestProviders>,
  );

let restore = () => {};
afterEach(() => restore());

describe('a list on a phone', () => {
  it('orders the card: the first column as heading, the lead columns next, the hidden ones left out', () => {
    expect(phoneColumns(columns).map((c) => c.key)).toEqual(['nomor', 'langkah', 'tenggat', 'pelapor']);
  });

  it('draws each row as a card with labelled lines, from the same renders as the cells', () => {
    restore = phoneScreen(true);
    table();
    const cards = screen.getAllByTestId('kartu-baris');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('1/LAP')).toBeInTheDocument();
    expect(first.getByText('Langkah')).toBeInTheDocument();
    expect(first.getByText('Verifikasi').tagName).toBe('B');
    expect(first.getByText('Tenggat')).toBeInTheDocument();
    expect(first.getByText('30-11-2026')).toBeInTheDocument();
    expect(first.queryByText('01-11-2026')).not.toBeInTheDocument();
    // No header row: the labels are in the cards.
    expect(screen.queryByRole('columnheader', { name: 'Pelapor' })).not.toBeInTheDocument();
  });

  it('keeps the table with its headers on a wider screen', () => {
    restore = phoneScreen(false);
    table();
    expect(screen.queryByTestId('kartu-baris')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Tanggal Lapor' })).toBeInTheDocument();
    expect(screen.getByText('01-11-2026')).toBeInTheDocument();
  });
});

import {
  AGING_BUCKETS,
  formatDate,
  formatNumber,
  formatRupiah,
  JENIS_ENTRI_LABELS,
  type JenisEntri,
} from '@gratifikasi/domain';
import { Button, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { Aging } from './api';

/** An amount in its currency: rupiah as Rp1.500.000,00, others as "USD 1.000,50". Never rounded. */
export function Uang({ value, mata_uang = 'IDR' }: { value: string | null | undefined; mata_uang?: string }) {
  if (value === null || value === undefined) return <>-</>;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {mata_uang === 'IDR' ? formatRupiah(value) : `${mata_uang} ${formatNumber(value)}`}
    </span>
  );
}

export const tanggal = (v: string | null | undefined) => (v ? formatDate(v) : '-');

const STATUS_TAGIHAN: Record<string, { label: string; color: string }> = {
  BELUM_LUNAS: { label: 'Belum lunas', color: 'orange' },
  LUNAS: { label: 'Lunas', color: 'green' },
  LEBIH_BAYAR: { label: 'Lebih bayar', color: 'purple' },
  DIBATALKAN: { label: 'Dibatalkan', color: 'default' },
};
export const STATUS_TAGIHAN_OPTIONS = Object.entries(STATUS_TAGIHAN).map(([value, s]) => ({
  value,
  label: s.label,
}));

export function StatusTagihan({ status }: { status: string }) {
  const s = STATUS_TAGIHAN[status] ?? { label: status, color: 'default' };
  return <Tag color={s.color}>{s.label}</Tag>;
}

export function JenisEntriTag({ jenis }: { jenis: string }) {
  const color = jenis === 'TAGIHAN' ? 'blue' : jenis === 'BAYAR' ? 'green' : 'red';
  return <Tag color={color}>{JENIS_ENTRI_LABELS[jenis as JenisEntri] ?? jenis}</Tag>;
}

/** The aging buckets as table columns (and the overpayment and balance). */
export function agingColumns<T extends Aging>(mataUang: (r: T) => string): ColumnType<T>[] {
  return [
    ...AGING_BUCKETS.map((b) => ({
      key: b.key,
      title: b.label,
      align: 'right' as const,
      render: (_: unknown, r: T) => <Uang value={r[b.key]} mata_uang={mataUang(r)} />,
    })),
    {
      key: 'lebih_bayar',
      title: 'Lebih bayar',
      align: 'right' as const,
      render: (_: unknown, r: T) => <Uang value={r.lebih_bayar} mata_uang={mataUang(r)} />,
    },
    {
      key: 'saldo',
      title: 'Saldo',
      align: 'right' as const,
      render: (_: unknown, r: T) => (
        <strong>
          <Uang value={r.saldo} mata_uang={mataUang(r)} />
        </strong>
      ),
    },
  ];
}

/** A print page's frame: the content, a print button hidden on paper, and the menu hidden when printing. */
export function PrintFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="piutang-print">
      <style>
        {
          '@media print { .ant-layout-sider, .ant-layout-header, .piutang-noprint { display: none !important; } }'
        }
      </style>
      <div className="piutang-noprint" style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => window.print()}>
          Cetak
        </Button>
      </div>
      <h2 style={{ textAlign: 'center', marginBottom: 0 }}>Komisi Pemberantasan Korupsi</h2>
      <h3 style={{ textAlign: 'center', marginTop: 4 }}>{title}</h3>
      {children}
    </div>
  );
}

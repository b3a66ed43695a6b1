import { formatDate, LAPORAN_TABS } from '@gratifikasi/domain';
import { Descriptions, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';

export const KANAL_LABELS: Record<string, string> = {
  INDIVIDU: 'Individu',
  UPG: 'UPG',
  DATA_ENTRY: 'Data Entry',
  KPK: 'KPK',
};

export const DITITIPKAN_LABELS: Record<string, string> = {
  TIDAK: 'Tidak dititipkan',
  UPG: 'Dititipkan ke UPG',
  KPK: 'Dititipkan ke KPK',
};

const TAB_COLORS: Record<string, string> = {
  DRAFT: 'default',
  UPG: 'gold',
  TERKIRIM: 'blue',
  PROSES: 'processing',
  PIUTANG: 'orange',
  SELESAI: 'green',
};

/** The colour of a status: by the tab (status group) it belongs to. */
export function statusColor(status: string): string {
  const tab = LAPORAN_TABS.find((t) => (t.statuses as readonly string[]).includes(status));
  if (status === 'DIKEMBALIKAN') return 'volcano';
  return tab ? (TAB_COLORS[tab.key] ?? 'default') : 'default';
}

export function StatusTag({ status, label }: { status: string; label: string }) {
  return <Tag color={statusColor(status)}>{label || status}</Tag>;
}

export function TerlambatTag({ late }: { late: boolean }) {
  return late ? (
    <Tooltip title="Dilaporkan melewati batas 30 hari kerja sejak tanggal penerimaan">
      <Tag color="red">Terlambat</Tag>
    </Tooltip>
  ) : null;
}

/** A report made to its UPG after the 10 HK from receipt (Perkom 2/2019; app-config batas_lapor_upg_hk). */
export function TerlambatUpgTag({ late, batas }: { late: boolean; batas?: string | null }) {
  return late ? (
    <Tooltip
      title={`Dilaporkan ke UPG melewati batas 10 hari kerja sejak tanggal penerimaan${batas ? ` (${dateText(batas)})` : ''}`}
    >
      <Tag color="orange">Terlambat ke UPG</Tag>
    </Tooltip>
  ) : null;
}

/** DD-MM-YYYY, or '-' when empty. */
export function dateText(value: string | null | undefined): string {
  return formatDate(value) || '-';
}

/** Text, or '-' when empty. */
export function text(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '-' : String(value);
}

/** A read-only block of label/value pairs (Descriptions with `items`). */
export function InfoList({
  title,
  items,
  column = 2,
}: {
  title?: ReactNode;
  items: readonly (readonly [string, ReactNode])[];
  column?: number;
}) {
  return (
    <Descriptions
      size="small"
      bordered
      title={title}
      column={{ xs: 1, md: column }}
      items={items.map(([label, children]) => ({ key: label, label, children }))}
      style={{ marginBottom: 16 }}
    />
  );
}

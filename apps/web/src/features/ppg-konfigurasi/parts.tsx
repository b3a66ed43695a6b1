import {
  STATUS_JENDELA_LABELS,
  STATUS_KONFIGURASI_LABELS,
  type StatusJendela,
  type StatusKonfigurasi,
  toJakarta,
} from '@gratifikasi/domain';
import { Select, Tag } from 'antd';

const WARNA: Record<StatusKonfigurasi, string> = {
  DRAFT: 'default',
  'IN PROGRESS': 'processing',
  APPROVED: 'success',
  REJECTED: 'error',
};

/** A configuration version's status as SPEC §4's generic statuses read. */
export function StatusKonfigurasiTag({ status, berlaku }: { status: StatusKonfigurasi; berlaku?: boolean }) {
  return (
    <>
      <Tag color={WARNA[status]}>{STATUS_KONFIGURASI_LABELS[status]}</Tag>
      {berlaku ? <Tag color="green">Berlaku</Tag> : null}
    </>
  );
}

const JENDELA_WARNA: Record<StatusJendela, string> = {
  BELUM_DIBUKA: 'default',
  DIBUKA: 'green',
  DITUTUP: 'red',
};
export function StatusJendelaTag({ status }: { status: StatusJendela }) {
  return <Tag color={JENDELA_WARNA[status]}>{STATUS_JENDELA_LABELS[status]}</Tag>;
}

/** The monitoring years to choose from: next year down to 2016. */
export function tahunOptions(): { value: number; label: string }[] {
  const now = toJakarta(new Date()).year();
  const out = [];
  for (let y = now + 1; y >= 2016; y -= 1) out.push({ value: y, label: String(y) });
  return out;
}

export const tahunIni = () => toJakarta(new Date()).year();

export function TahunSelect({
  value,
  onChange,
  allowClear,
}: {
  value: number | undefined;
  onChange: (v: number | undefined) => void;
  allowClear?: boolean;
}) {
  return (
    <Select
      aria-label="Tahun"
      style={{ width: 120 }}
      placeholder="Tahun"
      allowClear={allowClear}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      options={tahunOptions()}
    />
  );
}

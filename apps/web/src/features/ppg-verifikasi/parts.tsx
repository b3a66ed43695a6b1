import { canOpen, STATUS_VERIFIKASI_LABELS, type StatusVerifikasi, toJakarta } from '@gratifikasi/domain';
import { Select, Tag } from 'antd';
import { buildPath, routeByName } from '@/platform/routes';
import { useSession } from '@/platform/session';

const WARNA: Record<StatusVerifikasi, string> = {
  BELUM: 'default',
  SEDANG: 'processing',
  DIKEMBALIKAN: 'warning',
  DIBATALKAN: 'error',
  REVIEW_KATIM: 'blue',
  REVIEW_GH: 'geekblue',
  REVIEW_DIREKTUR: 'purple',
  SELESAI: 'success',
};

/** A verification's status as SPEC §4's verification labels read. */
export function StatusVerifikasiTag({ status }: { status: StatusVerifikasi }) {
  return <Tag color={WARNA[status]}>{STATUS_VERIFIKASI_LABELS[status]}</Tag>;
}

export const tahunIni = () => toJakarta(new Date()).year();

/** The monitoring years: next year down to 2016. */
export function TahunVerifikasiSelect({
  value,
  onChange,
  allowClear,
}: {
  value: number | undefined;
  onChange: (v: number | undefined) => void;
  allowClear?: boolean;
}) {
  const now = tahunIni();
  const options = [];
  for (let y = now + 1; y >= 2016; y -= 1) options.push({ value: y, label: String(y) });
  return (
    <Select
      aria-label="Tahun"
      style={{ width: 120 }}
      placeholder="Tahun"
      allowClear={allowClear}
      value={value}
      onChange={(v) => onChange(v ?? undefined)}
      options={options}
    />
  );
}

/** The verification's page for the caller's role: the director's, the reviewers', else the member's input. */
const DETAIL = [
  'kpk-direktur-approve-verifikasi',
  'kpk-approve-verifikasi-input',
  'kpk-anggota-verifikasi-input',
];

export function useVerifikasiLinks() {
  const { profile } = useSession();
  const detail = DETAIL.find((n) => canOpen(routeByName(n), profile)) ?? 'kpk-anggota-verifikasi-input';
  return {
    detail: (id: number) => buildPath(detail, { id }),
    /** The reviewers (team leader, group heads) build the year's list: the access table says who they are. */
    pembuatDaftar: canOpen(routeByName('kpk-approve-verifikasi-input'), profile),
    antrean: canOpen(routeByName('kpk-ApprovalVerifikasi'), profile)
      ? buildPath('kpk-ApprovalVerifikasi')
      : buildPath('kpk-anggota-verifikasi-list'),
  };
}

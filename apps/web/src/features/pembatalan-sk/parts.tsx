import {
  type PermintaanAksi,
  STATUS_PERMINTAAN,
  STATUS_PERMINTAAN_LABELS,
  type StatusPermintaan,
} from '@gratifikasi/domain';
import { Tag } from 'antd';
import { KeputusanPanel as Panel } from '@/ui/workflow';
import { type PermintaanJenis, useKeputusan } from './api';

export { JejakPermintaan, PosisiAlert } from '@/ui/workflow';

const STATUS_COLOR: Record<StatusPermintaan, string> = {
  DIAJUKAN: 'blue',
  DIKEMBALIKAN: 'orange',
  DISETUJUI: 'green',
  DITOLAK: 'red',
};

export function StatusPermintaanTag({ status }: { status: StatusPermintaan }) {
  return <Tag color={STATUS_COLOR[status]}>{STATUS_PERMINTAAN_LABELS[status]}</Tag>;
}

/** The status tabs of a request list ('' is all), each with its count. */
export function statusTabs(jumlah: Partial<Record<StatusPermintaan, number>> | undefined) {
  const total = Object.values(jumlah ?? {}).reduce((sum, n) => sum + (n ?? 0), 0);
  return [
    { key: '', label: `Semua (${total})` },
    ...STATUS_PERMINTAAN.map((s) => ({
      key: s,
      label: `${STATUS_PERMINTAAN_LABELS[s]} (${jumlah?.[s] ?? 0})`,
    })),
  ];
}

/** A request's decision panel: the one panel, deciding through the request's own call. */
export function KeputusanPanel({
  jenis,
  id,
  aksi,
}: {
  jenis: PermintaanJenis;
  id: number;
  aksi: PermintaanAksi;
}) {
  const decide = useKeputusan(jenis, id);
  return <Panel aksi={aksi} decide={decide.mutateAsync} pending={decide.isPending} />;
}

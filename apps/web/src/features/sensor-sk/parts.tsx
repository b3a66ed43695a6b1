import {
  isKuasiIdentifier,
  JENIS_DATA_PRIBADI_LABELS,
  type SensorKandidat,
  STATUS_BATCH_SENSOR_LABELS,
  type StatusBatchSensor,
  type Temuan,
} from '@gratifikasi/domain';
import { Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { useKandidat } from './api';

const COLOR: Record<StatusBatchSensor, string> = {
  DRAF: 'default',
  DIAJUKAN: 'blue',
  DITERBITKAN: 'green',
  DITOLAK: 'red',
};

export function StatusBatchTag({ status }: { status: StatusBatchSensor }) {
  return <Tag color={COLOR[status]}>{STATUS_BATCH_SENSOR_LABELS[status]}</Tag>;
}

const ASAL: Record<Temuan['sumber'], string> = {
  laporan: 'Dari data laporan',
  pola: 'Dari pola',
  peninjau: 'Ditandai peninjau',
};

/**
 * One finding: its kind and text, coloured by where it comes from. A quasi-identifier (position, institution, the
 * report's number or date) carries a dashed border and the words "tidak langsung": it names no one alone, but with
 * the rest points to the holder of a unique post.
 */
export function TemuanTag({ t }: { t: Temuan }) {
  const color = t.sumber === 'laporan' ? 'volcano' : t.sumber === 'pola' ? 'purple' : 'geekblue';
  const kuasi = isKuasiIdentifier(t.jenis);
  return (
    <Tag
      color={color}
      // A long finding (a full job title) wraps inside its tag: the table keeps to its card, the download beside it
      // stays clear of the next column.
      style={{ whiteSpace: 'normal', ...(kuasi ? { borderStyle: 'dashed' } : {}) }}
      title={kuasi ? `${ASAL[t.sumber]}; pengenal tidak langsung (kuasi-identifier)` : ASAL[t.sumber]}
    >
      {JENIS_DATA_PRIBADI_LABELS[t.jenis]}
      {kuasi ? ' (tidak langsung)' : ''}: {t.teks}
    </Tag>
  );
}

/** Numbered SKs free to publish, searched and paged on the server, chosen with checkboxes. */
export function KandidatPicker({
  value,
  onChange,
}: {
  value: SensorKandidat[];
  onChange: (rows: SensorKandidat[]) => void;
}) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const result = useKandidat(q, page);
  const chosen = new Map(value.map((r) => [r.laporan_id, r]));
  return (
    <>
      <Input.Search
        placeholder="Cari nomor laporan atau nama pelapor"
        allowClear
        onSearch={(v) => {
          setQ(v.trim());
          setPage(1);
        }}
        style={{ marginBottom: 8, maxWidth: 400 }}
        aria-label="Cari SK"
      />
      <Table<SensorKandidat>
        size="small"
        rowKey="laporan_id"
        loading={result.isFetching}
        dataSource={result.data?.items ?? []}
        locale={{ emptyText: q ? 'Tidak ada SK yang cocok' : 'Tidak ada SK bernomor yang belum diterbitkan' }}
        pagination={{
          current: page,
          pageSize: 10,
          total: result.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        rowSelection={{
          selectedRowKeys: [...chosen.keys()],
          preserveSelectedRowKeys: true,
          onChange: (_keys, rows) => {
            const next = new Map(chosen);
            const onPage = new Set((result.data?.items ?? []).map((r) => r.laporan_id));
            for (const id of onPage) next.delete(id);
            for (const r of rows) if (r) next.set(r.laporan_id, r);
            onChange([...next.values()]);
          },
        }}
        columns={[
          { key: 'nomor_sk', title: 'Nomor SK', render: (_, r) => r.nomor_sk },
          { key: 'nosig', title: 'Nomor Laporan', render: (_, r) => r.nosig ?? `#${r.laporan_id}` },
          { key: 'pelapor', title: 'Pelapor', render: (_, r) => r.pelapor_nama ?? '-' },
        ]}
      />
    </>
  );
}

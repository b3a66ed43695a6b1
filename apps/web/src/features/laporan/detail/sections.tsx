import { PaperClipOutlined } from '@ant-design/icons';
import {
  formatDateTime,
  formatNumber,
  formatRupiah,
  type Laporan,
  type LaporanHistory,
  type MediaInfoDto,
  type Rincian,
  roleLabel,
  stepLabel,
  terbilangRupiah,
} from '@gratifikasi/domain';
import { Button, Empty, List, Skeleton, Table, type TableColumnsType, Tag, Timeline, Typography } from 'antd';
import { downloadAttachment, useLaporanHistory } from '../api';
import { DITITIPKAN_LABELS, dateText, text } from '../display';

const rincianColumns: TableColumnsType<Rincian> = [
  { key: 'no', title: 'No', width: 50, render: (_, __, i) => i + 1 },
  {
    key: 'objek',
    title: 'Objek',
    render: (_, r) => (
      <>
        <div>{r.uraian}</div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {[r.jenis_penerimaan_nama, r.jenis_objek_nama].filter(Boolean).join(' · ')}
        </Typography.Text>
      </>
    ),
  },
  {
    key: 'status',
    title: 'Status',
    render: (_, r) =>
      r.status_penerimaan === 'DITOLAK' ? (
        <Tag color="orange">Ditolak</Tag>
      ) : (
        <Tag color="blue">Diterima</Tag>
      ),
  },
  { key: 'jumlah', title: 'Jumlah', render: (_, r) => `${r.jumlah} ${r.satuan ?? ''}` },
  {
    key: 'nilai',
    title: 'Nilai Taksiran',
    align: 'right',
    render: (_, r) => `${r.mata_uang_kode} ${formatNumber(r.nilai_taksiran)}`,
  },
  {
    key: 'kurs',
    title: 'Kurs',
    align: 'right',
    render: (_, r) =>
      r.mata_uang_kode === 'IDR' ? (
        '-'
      ) : (
        <>
          {formatRupiah(r.kurs)}
          {r.kurs_tanggal ? (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              per {dateText(r.kurs_tanggal)}
            </Typography.Text>
          ) : null}
        </>
      ),
  },
  { key: 'rupiah', title: 'Nilai (Rp)', align: 'right', render: (_, r) => formatRupiah(r.nilai_rupiah) },
  { key: 'lokasi', title: 'Lokasi Objek', render: (_, r) => text(r.lokasi_objek_gratifikasi_nama) },
  {
    key: 'dititipkan',
    title: 'Penitipan',
    render: (_, r) => DITITIPKAN_LABELS[r.dititipkan] ?? r.dititipkan,
  },
];

/** The total in words, capitalised; empty when the value is not a number. */
function terbilangSafe(value: string): string {
  try {
    const words = terbilangRupiah(value);
    return words.charAt(0).toUpperCase() + words.slice(1);
  } catch {
    return '';
  }
}

/** The items with currency, kurs and rupiah, and the total in figures and words. */
export function RincianSection({ laporan }: { laporan: Laporan }) {
  return (
    <Table<Rincian>
      rowKey="id"
      size="small"
      dataSource={laporan.rincian}
      columns={rincianColumns}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'Belum ada rincian objek' }}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0} colSpan={6} align="right">
            <strong>Total Nilai</strong>
          </Table.Summary.Cell>
          <Table.Summary.Cell index={1} colSpan={3}>
            <strong data-testid="total-nilai">{formatRupiah(laporan.total_nilai)}</strong>
            <Typography.Text type="secondary" italic style={{ display: 'block', fontSize: 12 }}>
              {terbilangSafe(laporan.total_nilai)}
            </Typography.Text>
          </Table.Summary.Cell>
        </Table.Summary.Row>
      )}
    />
  );
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

export function LampiranSection({ laporan }: { laporan: Laporan }) {
  if (laporan.lampiran.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Tidak ada lampiran" />;
  }
  return <BerkasList laporanId={laporan.id} files={laporan.lampiran} />;
}

/** Files attached to a report, each with its download. */
export function BerkasList({ laporanId, files }: { laporanId: number; files: readonly MediaInfoDto[] }) {
  return (
    <List
      size="small"
      dataSource={[...files]}
      renderItem={(m) => (
        <List.Item
          actions={[
            <Button
              key="unduh"
              size="small"
              onClick={() => downloadAttachment(laporanId, m.id).catch(() => undefined)}
            >
              Unduh
            </Button>,
          ]}
        >
          <PaperClipOutlined style={{ marginRight: 8 }} />
          {m.original_name}
          <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
            ({sizeText(m.size)})
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}

/** Who made a change: the name and the role's label; the system when no one did (the KPK's view only names steps). */
function pelakuText(h: LaporanHistory): string | null {
  const who = [h.user_name, h.role_name ? roleLabel(h.role_name) : null].filter(Boolean).join(' · ');
  if (who) return who;
  return h.step ? 'Sistem' : null;
}

function historyItem(h: LaporanHistory, jawaban: boolean) {
  const pelaku = pelakuText(h);
  return {
    key: h.id,
    color: h.status_to === 'DIKEMBALIKAN' ? 'red' : 'blue',
    title: formatDateTime(h.created_at),
    content: (
      <>
        <div>
          <strong>{h.status_to_nama ?? 'Perubahan laporan'}</strong>
          {h.step ? <Tag style={{ marginLeft: 8 }}>{stepLabel(h.step)}</Tag> : null}
        </div>
        {pelaku ? <Typography.Text type="secondary">{pelaku}</Typography.Text> : null}
        {h.catatan ? <div>{h.catatan}</div> : null}
        {jawaban && typeof h.public_link_id === 'number' ? (
          <a href={`#jawaban-pelapor-${h.public_link_id}`}>Lihat jawaban pelapor</a>
        ) : null}
      </>
    ),
  };
}

/**
 * The status history of one report, oldest first; with `jawaban` (the KPK's detail, which shows the reporter's
 * answers), a row recording an answer links to it.
 */
export function HistoryTimeline({ laporanId, jawaban = false }: { laporanId: number; jawaban?: boolean }) {
  const history = useLaporanHistory(laporanId);
  if (history.isLoading) return <Skeleton active />;
  if (history.isError)
    return <Typography.Text type="danger">Riwayat laporan tidak dapat dimuat.</Typography.Text>;
  const items = history.data ?? [];
  if (items.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Belum ada riwayat" />;
  return <Timeline items={items.map((h) => historyItem(h, jawaban))} />;
}

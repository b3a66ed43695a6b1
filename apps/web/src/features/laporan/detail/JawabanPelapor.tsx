import {
  formatDateTime,
  type JawabanPelapor,
  STATUS_JAWABAN_PELAPOR_LABELS,
  type StatusJawabanPelapor,
} from '@gratifikasi/domain';
import { Card, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { useJawabanPelapor } from '../api';
import { InfoList, text } from '../display';
import { BerkasList } from './sections';

const STATUS_COLORS: Record<StatusJawabanPelapor, string> = {
  menunggu: 'gold',
  dijawab: 'green',
  ditutup: 'default',
  kedaluwarsa: 'red',
};

/** One request sent to the reporter: what was asked and, once answered, the answers, the note and the files. */
function Permintaan({ laporanId, item }: { laporanId: number; item: JawabanPelapor }) {
  const jenis = item.type === 'KELENGKAPAN' ? 'Permintaan kelengkapan' : 'Permintaan tanggapan';
  const answers = item.permintaan.items.map(
    (q, i) =>
      [
        `${i + 1}. ${q.pertanyaan}`,
        text(item.jawaban?.items.find((a) => a.kode === q.kode)?.jawaban),
      ] as const,
  );
  return (
    <Card
      id={`jawaban-pelapor-${item.id}`}
      type="inner"
      size="small"
      title={
        <Flex gap={8} wrap align="center">
          <span>{jenis}</span>
          <Tag color={STATUS_COLORS[item.status]}>{STATUS_JAWABAN_PELAPOR_LABELS[item.status]}</Tag>
        </Flex>
      }
    >
      <InfoList
        column={1}
        items={[
          ['Dikirim', formatDateTime(item.dikirim_at)],
          ['Batas Tautan', formatDateTime(item.expires_at)],
          ['Tanggal Jawaban', item.submitted_at ? formatDateTime(item.submitted_at) : '-'],
          ['Pesan KPK', text(item.permintaan.pesan)],
          ...answers,
          ...(item.jawaban?.tanggapan ? ([['Tanggapan Pelapor', item.jawaban.tanggapan]] as const) : []),
          ...(item.jawaban?.catatan ? ([['Catatan Pelapor', item.jawaban.catatan]] as const) : []),
        ]}
      />
      {item.berkas.length > 0 ? (
        <BerkasList laporanId={laporanId} files={item.berkas} />
      ) : item.submitted_at ? (
        <Typography.Text type="secondary">Pelapor tidak mengirim berkas.</Typography.Text>
      ) : null}
    </Card>
  );
}

/**
 * The reporter's answers through completeness and response links, newest first, for the member re-verifying the
 * report (`GET laporan/{id}/jawaban-pelapor`).
 */
export function JawabanPelaporSection({ laporanId }: { laporanId: number }) {
  const jawaban = useJawabanPelapor(laporanId);
  if (jawaban.isLoading) return <Skeleton active />;
  if (jawaban.isError)
    return <Typography.Text type="danger">Jawaban pelapor tidak dapat dimuat.</Typography.Text>;
  const items = jawaban.data ?? [];
  if (items.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Belum ada permintaan kepada pelapor" />;
  return (
    <Flex vertical gap={12}>
      {items.map((item) => (
        <Permintaan key={item.id} laporanId={laporanId} item={item} />
      ))}
    </Flex>
  );
}

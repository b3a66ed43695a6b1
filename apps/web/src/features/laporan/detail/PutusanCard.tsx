import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { formatDate, type PutusanLaporan, type TindakLanjut } from '@gratifikasi/domain';
import { Alert, Button, Card, Flex, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { downloadSurat, usePutusan } from '../api';

const KEPUTUSAN_COLOR: Record<string, string> = {
  MILIK_NEGARA: 'red',
  SEBAGIAN_MILIK_NEGARA: 'orange',
  MILIK_PENERIMA: 'green',
};
const TINDAK_COLOR: Record<TindakLanjut, string | undefined> = {
  SERAHKAN: 'volcano',
  BAYAR: 'volcano',
  DIKEMBALIKAN: 'blue',
  TIDAK_ADA: undefined,
  SELESAI: 'green',
};

function LetterButton({ laporanId, surat }: { laporanId: number; surat: PutusanLaporan['surat'][number] }) {
  const [busy, setBusy] = useState(false);
  const label = `Unduh ${surat.nama}${surat.nomor ? ` ${surat.nomor}` : ''}`;
  return (
    <Button
      type="primary"
      icon={<DownloadOutlined />}
      loading={busy}
      aria-label={label}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadSurat(laporanId, surat.surat_id);
        } catch {
          // The api client has shown the failure.
        } finally {
          setBusy(false);
        }
      }}
    >
      {label}
    </Button>
  );
}

/**
 * On the reporter's (and their UPG's) report, once the KPK's ruling is issued (issue 24 §1): the SK and SPSK (or the
 * SP3) to download, and per item the ruling in words and what follows for the reporter — hand the object over by its
 * deadline, pay the bill, or nothing. Shows nothing before the ruling is issued.
 */
export function PutusanCard({ laporanId }: { laporanId: number }) {
  const query = usePutusan(laporanId);
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  const p = query.data;
  if (!p?.terbit) return null;
  const perluTindakan = p.rincian.filter(
    (r) => r.tindak_lanjut === 'SERAHKAN' || r.tindak_lanjut === 'BAYAR',
  );
  return (
    <Card
      size="small"
      title={p.jenis === 'SK' ? 'Keputusan KPK (SK)' : 'Laporan tidak ditindaklanjuti (SP3)'}
      data-testid="putusan-laporan"
      style={{ marginBottom: 16 }}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Flex gap={8} wrap>
          {p.surat.map((s) => (
            <LetterButton key={s.surat_id} laporanId={laporanId} surat={s} />
          ))}
        </Flex>
        <Typography.Text type="secondary">
          {p.surat
            .map((s) => `${s.nama} nomor ${s.nomor ?? '-'} tanggal ${formatDate(s.tanggal)}`)
            .join(' · ')}
        </Typography.Text>
        {perluTindakan.length ? (
          <Alert
            type="warning"
            showIcon
            title={`${perluTindakan.length} objek memerlukan tindakan Anda`}
            description={perluTindakan.map((r) => `${r.uraian}: ${r.keterangan}`).join(' ')}
          />
        ) : (
          <Alert type="success" showIcon title="Tidak ada yang perlu Anda lakukan atas laporan ini." />
        )}
        <List
          size="small"
          dataSource={p.rincian}
          rowKey="rincian_id"
          renderItem={(r) => (
            <List.Item>
              <Flex vertical gap={4} style={{ width: '100%' }}>
                <Flex gap={8} wrap align="center">
                  <Typography.Text strong>{r.uraian}</Typography.Text>
                  <Tag color={r.keputusan ? KEPUTUSAN_COLOR[r.keputusan] : undefined}>
                    {r.keputusan_label}
                  </Tag>
                  <Tag color={TINDAK_COLOR[r.tindak_lanjut]}>{r.tindak_lanjut_label}</Tag>
                </Flex>
                <Typography.Text>{r.keterangan}</Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      </Space>
    </Card>
  );
}

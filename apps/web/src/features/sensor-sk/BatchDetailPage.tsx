import { type BatchSensorDetail, formatDateTime } from '@gratifikasi/domain';
import { Button, Card, Col, Descriptions, Result, Row, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useLocation, useParams } from 'react-router';
import { api } from '@/platform/api';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { JejakPermintaan, KeputusanPanel, PosisiAlert } from '@/ui/workflow';
import { hasilUrl, pratinjauUrl, useBatch, useKeputusanBatch } from './api';
import { BatchEditForm } from './BatchEditForm';
import { StatusBatchTag, TemuanTag } from './parts';

/** Opens one SK as it would be published (redacted now) in a new tab. */
async function pratinjau(id: number, laporanId: number) {
  const blob = await api.blob(pratinjauUrl(id, laporanId));
  window.open(URL.createObjectURL(blob), '_blank', 'noopener');
}

const LANGKAH: Record<string, string> = {
  susun: 'Penyusunan',
  persetujuan: 'Persetujuan',
  terbit: 'Diterbitkan',
  ditolak: 'Ditolak',
};

function ItemsTable({ d }: { d: BatchSensorDetail }) {
  return (
    <Table
      size="small"
      rowKey="laporan_id"
      pagination={false}
      dataSource={d.items}
      columns={[
        { key: 'nomor_sk', title: 'Nomor SK', render: (_, r) => r.nomor_sk ?? '-' },
        {
          key: 'nosig',
          title: 'Laporan',
          render: (_, r) => (
            <LinkButton
              type="link"
              style={{ padding: 0 }}
              to={buildPath('kpk-laporan-detail', { id: r.laporan_id })}
            >
              {r.nosig ?? `#${r.laporan_id}`}
            </LinkButton>
          ),
        },
        {
          key: 'temuan',
          title: 'Data pribadi yang disensor',
          render: (_, r) => {
            const left = new Set(r.abaikan.map((t) => t.toLowerCase()));
            return (
              <Space size={[0, 4]} wrap>
                {[...r.temuan.filter((t) => !left.has(t.teks.toLowerCase())), ...r.tambahan].map((t) => (
                  <TemuanTag key={`${t.sumber}-${t.teks}`} t={t} />
                ))}
                {r.abaikan.map((t) => (
                  <Tag
                    key={`abaikan-${t}`}
                    style={{ textDecoration: 'line-through' }}
                    title="Dibiarkan oleh peninjau"
                  >
                    {t}
                  </Tag>
                ))}
              </Space>
            );
          },
        },
        {
          key: 'aksi',
          title: 'Berkas',
          render: (_, r) =>
            r.terbit ? (
              <Button size="small" onClick={() => api.download(hasilUrl(d.id, r.laporan_id))}>
                Unduh salinan tersensor
              </Button>
            ) : (
              <Button size="small" onClick={() => pratinjau(d.id, r.laporan_id)}>
                Pratinjau tersensor
              </Button>
            ),
        },
      ]}
    />
  );
}

/**
 * `batch-sensor-sk-form-detail/:id` and `-form-edit/:id`: the batch with each SK's findings, the review form while it
 * is the caller's draft (the edit route), the decision panel the engine offers (send, approve, return, refuse) and
 * the path it took.
 */
export function BatchDetailPage() {
  const id = Number(useParams().id);
  const editing = useLocation().pathname.includes('batch-sensor-sk-form-edit');
  const batch = useBatch(id);
  const decide = useKeputusanBatch(id);
  const back = <LinkButton to={buildPath('kpk-batch-sensor-sk-list')}>Kembali ke daftar</LinkButton>;
  if (batch.isLoading) return <Skeleton active />;
  if (!batch.data) return <Result status="404" title="Batch sensor SK tidak ditemukan" extra={back} />;
  const d = batch.data;
  const edit = editing && d.dapat_diubah;
  return (
    <>
      <PageHeader
        title={d.judul}
        subtitle={`Batch sensor SK · ${d.items.length} SK`}
        extra={
          <Space>
            {d.dapat_diubah && !edit ? (
              <LinkButton to={buildPath('kpk-batch-sensor-sk-form-edit', { id: d.id })}>
                Tinjau dan ubah
              </LinkButton>
            ) : null}
            {back}
          </Space>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Space orientation="vertical" style={{ width: '100%' }} size={16}>
            <PosisiAlert aksi={d.aksi} />
            <Card size="small" title="Batch">
              <Descriptions size="small" column={1} bordered>
                <Descriptions.Item label="Status">
                  <StatusBatchTag status={d.status} />
                </Descriptions.Item>
                <Descriptions.Item label="Penyusun">{d.penyusun ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="Diterbitkan">
                  {d.diterbitkan_at ? formatDateTime(d.diterbitkan_at) : '-'}
                </Descriptions.Item>
              </Descriptions>
            </Card>
            {edit ? (
              <BatchEditForm detail={d} />
            ) : (
              <Card size="small" title="SK dalam batch">
                <ItemsTable d={d} />
                <Typography.Paragraph type="secondary" style={{ marginTop: 8, fontSize: 12 }}>
                  Teks yang disensor dihapus dari berkas PDF (bukan ditutup kotak): tidak dapat disalin atau
                  dicari.
                </Typography.Paragraph>
              </Card>
            )}
          </Space>
        </Col>
        <Col xs={24} lg={8}>
          <Space orientation="vertical" style={{ width: '100%' }} size={16}>
            <KeputusanPanel
              aksi={d.aksi}
              decide={decide.mutateAsync}
              pending={decide.isPending}
              subjek="Batch"
              tanpa={[]}
            />
            <Card size="small" title="Riwayat batch">
              <JejakPermintaan jejak={d.jejak} langkah={LANGKAH} />
            </Card>
          </Space>
        </Col>
      </Row>
    </>
  );
}

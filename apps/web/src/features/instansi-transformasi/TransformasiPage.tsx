import { formatDateTime } from '@gratifikasi/domain';
import { Alert, Button, Card, Col, Modal, Result, Row, Skeleton, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { NotFoundResult } from '@/ui/NotFoundResult';
import { PageHeader } from '@/ui/PageHeader';
import { RelationSelect } from '../masters/RelationSelect';
import {
  type Pindah,
  type Tetap,
  type TransformasiHasil,
  useTransformasi,
  useTransformasiPreview,
} from './api';

const TYPES = new Set(['unit-kerja']);
const listPath = () => buildPath('kpk-master-instansis');

function PindahTable({ rows }: { rows: Pindah[] }) {
  return (
    <Table<Pindah>
      rowKey="tabel"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: 'Data', dataIndex: 'label' },
        { title: 'Jumlah', dataIndex: 'jumlah', align: 'right' },
      ]}
    />
  );
}

function TetapTable({ rows }: { rows: Tetap[] }) {
  return (
    <Table<Tetap>
      rowKey={(r) => `${r.tabel}:${r.alasan}`}
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: 'Data', dataIndex: 'label' },
        { title: 'Jumlah', dataIndex: 'jumlah', align: 'right' },
        { title: 'Keterangan', dataIndex: 'alasan' },
      ]}
    />
  );
}

function Hasil({ hasil }: { hasil: TransformasiHasil }) {
  return (
    <Result
      status="success"
      title={`${hasil.instansi.nama} telah menjadi unit kerja ${hasil.target.nama}`}
      subTitle={`Unit kerja baru: ${hasil.unit_kerja.nama} (${hasil.unit_kerja.kode}). Instansi lama dinonaktifkan.`}
      extra={
        <Space wrap>
          <LinkButton
            type="primary"
            to={buildPath('kpk-master-unit-kerjas-detail', { id: hasil.unit_kerja.id })}
          >
            Lihat unit kerja baru
          </LinkButton>
          <LinkButton to={listPath()}>Kembali ke daftar instansi</LinkButton>
        </Space>
      }
    >
      <PindahTable rows={hasil.pindah} />
    </Result>
  );
}

/**
 * The transform of an institution into a unit kerja of another (issue 28 §1, /kpk/master-instansis/:type/:id):
 * pick the target, read what moves and what stays, confirm, see the result. Only `unit-kerja` exists.
 */
export function TransformasiPage() {
  const { id = '', type = '' } = useParams();
  const known = TYPES.has(type) && /^[1-9][0-9]{0,9}$/.test(id);
  const [target, setTarget] = useState<number | undefined>();
  const [confirming, setConfirming] = useState(false);
  const [hasil, setHasil] = useState<TransformasiHasil | null>(null);
  const preview = useTransformasiPreview(known ? id : '', type, target);
  const run = useTransformasi(id, type);
  if (!known) return <NotFoundResult />;
  if (preview.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (preview.isError && !preview.data) return <NotFoundResult />;
  const data = preview.data;
  if (!data) return <NotFoundResult />;

  const pindahTotal = data.pindah.reduce((sum, p) => sum + p.jumlah, 0);
  const ready = data.target !== null && data.target.id === target && !preview.isFetching;
  const jalankan = async () => {
    if (!target) return;
    const done = await run.mutateAsync({ target_instansi_id: target, version: data.version });
    setConfirming(false);
    setHasil(done.data);
    notify.success(done.message ?? 'Transformasi instansi berhasil');
  };

  return (
    <>
      <PageHeader
        title="Transformasi Instansi"
        subtitle={`${data.instansi.nama} (${data.instansi.kode}) menjadi unit kerja instansi lain`}
        extra={<LinkButton to={listPath()}>Kembali</LinkButton>}
      />
      {hasil ? (
        <Card>
          <Hasil hasil={hasil} />
        </Card>
      ) : data.selesai ? (
        <Alert
          type="info"
          showIcon
          title="Instansi ini sudah ditransformasi"
          description={`Menjadi unit kerja ${data.selesai.unit_kerja_nama ?? '-'} pada ${data.selesai.target_nama} sejak ${formatDateTime(data.selesai.created_at)}. Instansi ini tidak aktif lagi.`}
        />
      ) : !data.instansi.is_active ? (
        <Alert type="warning" showIcon title="Instansi ini tidak aktif dan tidak dapat ditransformasi" />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Card title="Instansi tujuan">
            <Space wrap>
              <RelationSelect
                aria-label="Instansi tujuan"
                master="instansi"
                labelField="nama"
                value={target}
                onChange={setTarget}
                placeholder="Cari instansi tujuan"
                style={{ width: 360 }}
              />
              <Button type="primary" danger disabled={!ready} onClick={() => setConfirming(true)}>
                Transformasi
              </Button>
            </Space>
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              Instansi ini menjadi unit kerja baru pada instansi tujuan; unit kerjanya menjadi sub unit kerja
              unit baru itu. Laporan, pelapor, akses pengguna, keanggotaan UPG dan data PPG pindah; riwayat,
              surat dan SK yang sudah terbit tetap. Instansi ini dinonaktifkan, tidak dihapus.
            </Typography.Paragraph>
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card title="Yang pindah ke instansi tujuan">
                <PindahTable rows={data.pindah} />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card title="Yang tetap pada instansi ini">
                <TetapTable rows={data.tetap} />
              </Card>
            </Col>
          </Row>
        </Space>
      )}
      <Modal
        open={confirming && data.target !== null}
        title="Transformasi instansi?"
        okText="Ya, transformasi"
        okButtonProps={{ danger: true }}
        cancelText="Batal"
        confirmLoading={run.isPending}
        onOk={jalankan}
        onCancel={() => setConfirming(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {data.instansi.nama} akan menjadi unit kerja pada {data.target?.nama}. {pindahTotal} data pindah ke
          instansi tujuan, dan instansi ini dinonaktifkan. Tindakan ini tidak dapat dibatalkan.
        </Typography.Paragraph>
      </Modal>
    </>
  );
}

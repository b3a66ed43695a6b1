import { formatDate, formatDateTime, type PembatalanDetail, stepLabel } from '@gratifikasi/domain';
import { Button, Card, Col, Descriptions, Form, Result, Row, Skeleton, Space, Table, Tag } from 'antd';
import { useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { useEditPembatalan, usePembatalan } from './api';
import { PembatalanFields } from './PembatalanFields';
import { JejakPermintaan, KeputusanPanel, PosisiAlert, StatusPermintaanTag } from './parts';

/** Returned to its requester: correct the reason and the step, then send it again in one call. */
function EditForm({ detail }: { detail: PembatalanDetail }) {
  const [form] = Form.useForm<{ kembali_ke: string; alasan: string }>();
  const edit = useEditPembatalan(detail.id);
  const submit = async (values: { kembali_ke: string; alasan: string }) => {
    try {
      await edit.mutateAsync({ ...values, versi: detail.aksi.version });
      notify.success('Permintaan pembatalan SK dikirim ulang');
    } catch {
      // Shown by the api client.
    }
  };
  return (
    <Card size="small" title="Perbaiki dan kirim ulang">
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ kembali_ke: detail.kembali_ke, alasan: detail.alasan }}
      >
        <PembatalanFields proses={detail.laporan.proses} />
        <Button type="primary" htmlType="submit" loading={edit.isPending}>
          Simpan dan Kirim Ulang
        </Button>
      </Form>
    </Card>
  );
}

/**
 * `pembatalan-sk/edit/:id`: the cancellation with its report and numbers, the decision panel the engine offers the
 * caller (the group head: approve, return, refuse), the edit form when it is back with its requester, and its path.
 */
export function PembatalanEditPage() {
  const id = Number(useParams().id);
  const detail = usePembatalan(id);
  const back = <LinkButton to={buildPath('kpk-pembatalan-sk')}>Kembali ke daftar</LinkButton>;
  if (detail.isLoading) return <Skeleton active />;
  if (!detail.data) {
    return <Result status="404" title="Pembatalan SK tidak ditemukan" extra={back} />;
  }
  const d = detail.data;
  return (
    <>
      <PageHeader
        title={`Pembatalan SK ${d.nomor_sk ?? ''}`.trim()}
        subtitle={`Laporan ${d.nosig ?? `#${d.laporan_id}`} · ${d.pelapor_nama ?? '-'}`}
        extra={back}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Space orientation="vertical" style={{ width: '100%' }} size={16}>
            <PosisiAlert aksi={d.aksi} />
            <Card size="small" title="Permintaan">
              <Descriptions size="small" column={1} bordered>
                <Descriptions.Item label="Status">
                  <StatusPermintaanTag status={d.status} />
                </Descriptions.Item>
                <Descriptions.Item label="Laporan">
                  {d.laporan.dihapus ? (
                    `${d.nosig ?? '-'} (dihapus)`
                  ) : (
                    <LinkButton
                      type="link"
                      style={{ padding: 0 }}
                      to={buildPath('kpk-laporan-detail', { id: d.laporan_id })}
                    >
                      {d.nosig ?? `#${d.laporan_id}`}
                    </LinkButton>
                  )}
                </Descriptions.Item>
                <Descriptions.Item label="Langkah laporan saat ini">
                  {d.laporan.step ?? '-'}
                </Descriptions.Item>
                <Descriptions.Item label="Kembali ke">
                  {d.kembali_ke_nama ?? stepLabel(d.kembali_ke)}
                </Descriptions.Item>
                <Descriptions.Item label="Alasan">{d.alasan}</Descriptions.Item>
                <Descriptions.Item label="Pengaju">{d.pengaju ?? '-'}</Descriptions.Item>
                <Descriptions.Item label="Diajukan">{formatDateTime(d.created_at)}</Descriptions.Item>
              </Descriptions>
            </Card>
            <Card size="small" title="Nomor surat laporan">
              <Table
                size="small"
                rowKey="nomor"
                pagination={false}
                dataSource={d.nomor_surat}
                columns={[
                  { key: 'jenis', title: 'Jenis', render: (_, n) => n.jenis },
                  { key: 'nomor', title: 'Nomor', render: (_, n) => n.nomor },
                  { key: 'tanggal', title: 'Tanggal', render: (_, n) => formatDate(n.tanggal) },
                  {
                    key: 'status',
                    title: 'Keterangan',
                    render: (_, n) =>
                      n.dibatalkan_at ? (
                        <Tag color="red">Dibatalkan {formatDate(n.dibatalkan_at)}</Tag>
                      ) : (
                        <Tag color="green">Berlaku</Tag>
                      ),
                  },
                ]}
              />
            </Card>
            {d.dapat_diubah ? <EditForm detail={d} /> : null}
          </Space>
        </Col>
        <Col xs={24} lg={9}>
          <Space orientation="vertical" style={{ width: '100%' }} size={16}>
            {d.dapat_diubah ? null : <KeputusanPanel jenis="pembatalan" id={d.id} aksi={d.aksi} />}
            <Card size="small" title="Riwayat permintaan">
              <JejakPermintaan jejak={d.jejak} langkah={d.langkah} />
            </Card>
          </Space>
        </Col>
      </Row>
    </>
  );
}

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Result, Row, Skeleton, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { useNavigateTo } from '@/ui/navigation';
import { PageHeader } from '@/ui/PageHeader';
import { type RiwayatDetail, useRiwayat, useSimpanRiwayat } from './api';
import { SuratFields, type SuratValues, showFieldErrors, suratBody } from './SuratFields';

/** The persons to trace, one a line: NIK, or name, or both. */
function OrangFields() {
  return (
    <Form.List name="orang">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, i) => (
            <Row gutter={12} key={field.key} align="top">
              <Col flex="none" style={{ paddingTop: 6 }}>
                <Typography.Text type="secondary">{i + 1}.</Typography.Text>
              </Col>
              <Col xs={22} md={8}>
                <Form.Item name={[field.name, 'nik']} aria-label={`NIK orang ${i + 1}`}>
                  <Input placeholder="NIK (16 digit)" maxLength={16} inputMode="numeric" />
                </Form.Item>
              </Col>
              <Col xs={22} md={12}>
                <Form.Item name={[field.name, 'nama']} aria-label={`Nama orang ${i + 1}`}>
                  <Input placeholder="Nama" maxLength={150} />
                </Form.Item>
              </Col>
              <Col flex="none">
                <Button
                  aria-label={`Hapus orang ${i + 1}`}
                  icon={<DeleteOutlined />}
                  disabled={fields.length === 1}
                  onClick={() => remove(field.name)}
                />
              </Col>
            </Row>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ nik: '', nama: '' })}>
            Tambah orang
          </Button>
        </>
      )}
    </Form.List>
  );
}

function RiwayatForm({ detail }: { detail?: RiwayatDetail }) {
  const [form] = Form.useForm<SuratValues>();
  const simpan = useSimpanRiwayat(detail?.id);
  const navigateTo = useNavigateTo();
  const submit = async (values: SuratValues) => {
    try {
      const saved = await simpan.mutateAsync(suratBody(values, values.orang ?? [], detail?.sumber ?? 'FORM'));
      notify.success(`Permintaan disimpan; ${saved.orang.length} orang dicari`);
      navigateTo('kpk-riwayat-permintaan-detail', { id: saved.id });
    } catch (error) {
      showFieldErrors(form, error);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={
        detail
          ? {
              ...detail,
              tanggal_surat: dayjs(detail.tanggal_surat),
              orang: detail.orang.map((o) => ({ nik: o.nik ?? '', nama: o.nama ?? '' })),
            }
          : { orang: [{ nik: '', nama: '' }] }
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size={16}>
        <Card size="small" title="Surat permintaan">
          <SuratFields />
        </Card>
        <Card size="small" title="Orang yang dicari (NIK atau nama)">
          <OrangFields />
        </Card>
        <Button type="primary" htmlType="submit" loading={simpan.isPending}>
          Simpan dan Cari
        </Button>
      </Space>
    </Form>
  );
}

/** `riwayat-permintaan-create`: a request typed one person at a time; saving searches them all. */
export function RiwayatCreatePage() {
  return (
    <>
      <PageHeader
        title="Buat Permintaan"
        subtitle="Setiap orang dicari berdasarkan NIK (sama persis) atau nama (memuat); setiap pencarian dicatat."
        extra={<LinkButton to={buildPath('kpk-riwayat-permintaan-list')}>Kembali ke daftar</LinkButton>}
      />
      <RiwayatForm />
    </>
  );
}

/** `riwayat-permintaan-edit/:id`: the letter and persons changed; saving searches them all again. */
export function RiwayatEditPage() {
  const id = Number(useParams().id);
  const detail = useRiwayat(id);
  const back = <LinkButton to={buildPath('kpk-riwayat-permintaan-list')}>Kembali ke daftar</LinkButton>;
  if (detail.isLoading) return <Skeleton active />;
  if (!detail.data) return <Result status="404" title="Permintaan tidak ditemukan" extra={back} />;
  return (
    <>
      <PageHeader title={`Ubah Permintaan ${detail.data.nomor_surat}`} extra={back} />
      <RiwayatForm detail={detail.data} />
    </>
  );
}

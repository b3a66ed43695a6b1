import { currentYear, type InovasiDetail, TRIWULANS, triwulanLabel, yearOptions } from '@gratifikasi/domain';
import { Alert, Button, Card, Col, Form, Input, Result, Row, Select, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { useNavigateTo } from '@/ui/navigation';
import { PageHeader } from '@/ui/PageHeader';
import { useInovasi, useSimpanInovasi } from './api';
import { isConflict, showFieldErrors } from './fieldErrors';
import { MasterSelect } from './MasterSelect';

interface Values {
  nama: string;
  permasalahan: string;
  deskripsi: string;
  tujuan: string;
  dampak: string;
  implementasi_inovasi_id: number;
  tahun: number;
  triwulan: number;
}

const required = (message: string) => ({ required: true, message });
const min = (n: number, label: string) => ({ min: n, message: `${label} minimal ${n} karakter` });

function InovasiForm({ detail }: { detail?: InovasiDetail }) {
  const [form] = Form.useForm<Values>();
  const simpan = useSimpanInovasi(detail?.id);
  const navigateTo = useNavigateTo();
  const [stale, setStale] = useState(false);
  const submit = async (values: Values) => {
    try {
      const saved = await simpan.mutateAsync({ ...values, ...(detail ? { version: detail.version } : {}) });
      notify.success('Inovasi berhasil disimpan');
      navigateTo('upg-inovasi-detail', { id: saved.id });
    } catch (error) {
      if (isConflict(error)) setStale(true);
      showFieldErrors(form, error);
    }
  };
  const text = (name: keyof Values, label: string, minLength: number, max: number) => (
    <Form.Item name={name} label={label} rules={[required(`${label} wajib diisi`), min(minLength, label)]}>
      <Input.TextArea rows={3} maxLength={max} showCount />
    </Form.Item>
  );
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={
        detail
          ? { ...detail, implementasi_inovasi_id: detail.implementasi_inovasi.id }
          : { tahun: currentYear() }
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size={16}>
        {stale ? (
          <Alert
            type="warning"
            showIcon
            title="Data ini telah diubah orang lain sejak Anda membukanya. Muat ulang halaman lalu ulangi perubahan Anda."
          />
        ) : null}
        <Card size="small">
          <Form.Item
            name="nama"
            label="Nama inovasi"
            rules={[required('Nama inovasi wajib diisi'), min(3, 'Nama inovasi')]}
          >
            <Input maxLength={255} />
          </Form.Item>
          <Row gutter={12}>
            <Col xs={24} md={10}>
              <Form.Item
                name="implementasi_inovasi_id"
                label="Tahap implementasi"
                rules={[required('Tahap implementasi wajib dipilih')]}
              >
                <MasterSelect path="implementasi-inovasi" placeholder="Pilih tahap" />
              </Form.Item>
            </Col>
            <Col xs={12} md={7}>
              <Form.Item name="tahun" label="Tahun" rules={[required('Tahun wajib diisi')]}>
                <Select
                  options={yearOptions()
                    .filter((o) => o.value >= 2016)
                    .map((o) => ({ value: o.value, label: String(o.value) }))}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={7}>
              <Form.Item name="triwulan" label="Triwulan" rules={[required('Triwulan wajib dipilih')]}>
                <Select
                  placeholder="Pilih triwulan"
                  options={TRIWULANS.map((t) => ({ value: t, label: triwulanLabel(t) }))}
                />
              </Form.Item>
            </Col>
          </Row>
          {text('permasalahan', 'Permasalahan', 10, 5000)}
          {text('deskripsi', 'Deskripsi', 20, 10000)}
          {text('tujuan', 'Tujuan', 10, 5000)}
          {text('dampak', 'Dampak', 10, 5000)}
        </Card>
        <Button type="primary" htmlType="submit" loading={simpan.isPending}>
          Simpan
        </Button>
      </Space>
    </Form>
  );
}

const back = () => <LinkButton to={buildPath('upg-inovasi')}>Kembali ke daftar</LinkButton>;

/** `inovasi-create`: a new innovation of the institution; evidence is added on its page after saving. */
export function InovasiCreatePage() {
  return (
    <>
      <PageHeader
        title="Tambah Inovasi"
        subtitle="Setelah disimpan, bukti inovasi dapat diunggah pada halaman detailnya."
        extra={back()}
      />
      <InovasiForm />
    </>
  );
}

/** `inovasi-edit/:id`: a change of an innovation, guarded by the version read. */
export function InovasiEditPage() {
  const id = Number(useParams().id);
  const detail = useInovasi(id);
  if (detail.isLoading) return <Skeleton active />;
  if (!detail.data) return <Result status="404" title="Inovasi tidak ditemukan" extra={back()} />;
  return (
    <>
      <PageHeader title={`Ubah Inovasi: ${detail.data.nama}`} extra={back()} />
      <InovasiForm detail={detail.data} />
    </>
  );
}

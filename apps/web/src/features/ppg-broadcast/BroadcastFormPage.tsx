import MailOutlined from '@ant-design/icons/MailOutlined';
import {
  type BroadcastDetail,
  type BroadcastIsi,
  broadcastIsiSchema,
  PERAN_PENERIMA_BROADCAST,
  ROLES,
} from '@gratifikasi/domain';
import { Button, Card, Col, Form, Input, Radio, Result, Row, Select, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { zodRule } from '@/ui/zodRule';
import { useOpsi } from '../ppg-kegiatan/api';
import { kirimUji, useBroadcast, useCreateBroadcast, useEditBroadcast } from './api';
import { IsiInput, LampiranInput } from './inputs';
import { PenerimaPratinjauCard } from './PenerimaPratinjau';
import { BroadcastTidakTampil } from './parts';

const shape = broadcastIsiSchema.shape;
const YEARS = Array.from({ length: 5 }, (_, i) => new Date().getFullYear() + 1 - i);

function BroadcastForm({ detail }: { detail?: BroadcastDetail }) {
  const [form] = Form.useForm<BroadcastIsi>();
  const create = useCreateBroadcast();
  const edit = useEditBroadcast(detail?.id ?? 0);
  const navigate = useNavigate();
  const [cari, setCari] = useState('');
  const [testing, setTesting] = useState(false);
  const jenis = Form.useWatch(['filter', 'jenis'], form);
  const filter = Form.useWatch('filter', form);
  const instansi = useOpsi('instansi', { q: cari || undefined, per_page: 30 }, jenis === 'upg_instansi');
  const submit = async (values: BroadcastIsi) => {
    try {
      const saved = detail
        ? await edit.mutateAsync({ ...values, revisi: detail.revisi })
        : await create.mutateAsync(values);
      notify.success(detail ? 'Broadcast email disimpan' : 'Broadcast email disimpan sebagai draf');
      navigate(buildPath('kpk-kpk-broadcast-email-view', { id: saved.id }));
    } catch {
      // Shown by the api client (422 under the fields, 409 when it changed meanwhile).
    }
  };
  const uji = async () => {
    try {
      const v = await form.validateFields(['judul', 'isi']);
      setTesting(true);
      const sent = await kirimUji({
        judul: v.judul,
        isi: v.isi,
        lampiran: form.getFieldValue('lampiran') ?? [],
      });
      notify.success(`Email uji dikirim ke ${sent.email}`);
    } catch {
      // Field errors are shown under the fields; the api client shows the rest.
    } finally {
      setTesting(false);
    }
  };
  const roleLabel = (name: string) => ROLES.find((r) => r.name === name)?.label ?? name;
  return (
    <Form<BroadcastIsi>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={
        detail
          ? { judul: detail.judul, isi: detail.isi, lampiran: detail.lampiran, filter: detail.filter }
          : { lampiran: [], filter: { jenis: 'upg_instansi', instansi_ids: [] } }
      }
    >
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Card size="small" title="Pesan">
            <Form.Item name="judul" label="Subjek" rules={[zodRule(shape.judul)]}>
              <Input maxLength={200} showCount />
            </Form.Item>
            <Form.Item name="isi" label="Isi" rules={[zodRule(shape.isi)]}>
              <IsiInput />
            </Form.Item>
            <Form.Item
              name="lampiran"
              label="Lampiran"
              extra="Dikirim sebagai tautan unduhan di dalam email."
            >
              <LampiranInput />
            </Form.Item>
          </Card>
        </Col>
        <Col xs={24} lg={9}>
          <Space orientation="vertical" style={{ width: '100%' }} size={16}>
            <Card size="small" title="Filter penerima">
              <Form.Item name={['filter', 'jenis']} label="Kirim kepada">
                <Radio.Group
                  onChange={(e) => {
                    const j = e.target.value;
                    form.setFieldValue(
                      'filter',
                      j === 'upg_instansi'
                        ? { jenis: j, instansi_ids: [] }
                        : j === 'peserta_tahun'
                          ? { jenis: j, tahun: new Date().getFullYear() }
                          : { jenis: j, peran: 'upg' },
                    );
                  }}
                  options={[
                    { value: 'upg_instansi', label: 'Petugas UPG instansi terpilih' },
                    { value: 'peserta_tahun', label: 'Petugas UPG instansi peserta tahun' },
                    { value: 'peran', label: 'Semua akun dengan peran' },
                  ]}
                />
              </Form.Item>
              {jenis === 'upg_instansi' ? (
                <Form.Item
                  name={['filter', 'instansi_ids']}
                  label="Instansi"
                  rules={[{ required: true, type: 'array', min: 1, message: 'Pilih minimal satu instansi' }]}
                >
                  <Select
                    mode="multiple"
                    showSearch
                    filterOption={false}
                    onSearch={setCari}
                    loading={instansi.isFetching}
                    placeholder="Cari nama instansi"
                    options={[
                      ...(detail?.instansi ?? []),
                      ...(instansi.data ?? []).filter((o) => !detail?.instansi.some((d) => d.id === o.id)),
                    ].map((o) => ({ value: o.id, label: o.nama }))}
                  />
                </Form.Item>
              ) : null}
              {jenis === 'peserta_tahun' ? (
                <Form.Item name={['filter', 'tahun']} label="Tahun peserta monev">
                  <Select options={YEARS.map((y) => ({ value: y, label: String(y) }))} />
                </Form.Item>
              ) : null}
              {jenis === 'peran' ? (
                <Form.Item name={['filter', 'peran']} label="Peran">
                  <Select
                    options={PERAN_PENERIMA_BROADCAST.map((r) => ({ value: r, label: roleLabel(r) }))}
                  />
                </Form.Item>
              ) : null}
            </Card>
            <PenerimaPratinjauCard filter={filter} />
          </Space>
        </Col>
      </Row>
      <Space style={{ marginTop: 16 }} wrap>
        <Button type="primary" htmlType="submit" loading={create.isPending || edit.isPending}>
          Simpan Draf
        </Button>
        <Button icon={<MailOutlined />} loading={testing} onClick={() => void uji()}>
          Kirim uji ke email saya
        </Button>
        <LinkButton
          to={
            detail
              ? buildPath('kpk-kpk-broadcast-email-view', { id: detail.id })
              : buildPath('kpk-kpk-broadcast-email-list')
          }
        >
          Batal
        </LinkButton>
      </Space>
    </Form>
  );
}

/** `kpk-broadcast-email-create`: a new draft; it is submitted for approval from its view page. */
export function BroadcastCreatePage() {
  return (
    <>
      <PageHeader
        title="Buat Broadcast Email"
        subtitle="Disimpan sebagai draf; dikirim setelah diajukan dan disetujui group head PPG."
        extra={<LinkButton to={buildPath('kpk-kpk-broadcast-email-list')}>Kembali ke daftar</LinkButton>}
      />
      <BroadcastForm />
    </>
  );
}

/** `kpk-broadcast-email-edit/:id`: its author changes a draft or a returned broadcast. */
export function BroadcastEditPage() {
  const id = Number(useParams().id);
  const b = useBroadcast(id);
  const back = <LinkButton to={buildPath('kpk-kpk-broadcast-email-list')}>Kembali ke daftar</LinkButton>;
  if (b.isLoading) return <Skeleton active />;
  if (!b.data) return <BroadcastTidakTampil error={b.error} retry={() => void b.refetch()} back={back} />;
  if (!b.data.dapat_diubah) {
    return (
      <Result
        status="warning"
        title="Broadcast ini tidak dapat diubah"
        subTitle="Hanya penyusunnya yang dapat mengubah broadcast selama masih draf atau dikembalikan; setelah diajukan atau disetujui isinya terkunci."
        extra={
          <LinkButton to={buildPath('kpk-kpk-broadcast-email-view', { id })}>Lihat broadcast</LinkButton>
        }
      />
    );
  }
  return (
    <>
      <PageHeader title="Ubah Broadcast Email" subtitle={b.data.judul} extra={back} />
      <BroadcastForm detail={b.data} />
    </>
  );
}

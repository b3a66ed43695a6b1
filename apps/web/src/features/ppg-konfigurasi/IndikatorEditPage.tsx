import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { indikatorInputSchema, TAHAP_PPG, TAHAP_PPG_LABELS, totalBobot } from '@gratifikasi/domain';
import {
  Alert,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { useNavigate, useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { zodField } from '@/ui/zodRule';
import { useIndikatorSet, useOpsi, useSimpanIndikator } from './api';
import { useKonfigurasiLinks } from './links';

interface IndikatorRow {
  kode: string;
  nama: string;
  tahap: 1 | 2 | 3 | 4;
  parameter_monev_id: number | null;
  bobot: number;
  bukti: string[];
  deskripsi: string | null;
}
interface Values {
  catatan: string | null;
  indikators: IndikatorRow[];
}

const rule = (f: keyof typeof indikatorInputSchema.shape) => [zodField(indikatorInputSchema, f)];

/**
 * `gh-konfigurasi-indikator-edit/:id` and admin `konfigurasi-indikators/edit/:id`: the group head edits a draft's
 * indicators — stage, weight (the monev parameter's by default), required evidence, description. Sending it to the
 * director is on the detail, once the weights add up to 100 %.
 */
export function IndikatorEditPage() {
  const id = Number(useParams().id);
  const set = useIndikatorSet(id);
  const opsi = useOpsi();
  const simpan = useSimpanIndikator(id);
  const links = useKonfigurasiLinks('indikator');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const rows = Form.useWatch('indikators', form) ?? [];
  if (set.isLoading || opsi.isLoading) return <Skeleton active />;
  if (!set.data)
    return (
      <Result
        status="404"
        title="Konfigurasi indikator tidak ditemukan"
        extra={<LinkButton to={links.list}>Kembali</LinkButton>}
      />
    );
  const d = set.data;
  const back = <LinkButton to={links.detail(id)}>Kembali ke detail</LinkButton>;
  if (!d.dapat_diubah)
    return (
      <Result
        status="warning"
        title="Versi ini tidak dapat diubah"
        subTitle={
          d.status === 'APPROVED'
            ? 'Versi yang disetujui dibekukan. Buat versi baru dari halaman detail.'
            : `Status: ${d.status_label}.`
        }
        extra={back}
      />
    );
  const params = opsi.data?.parameter_monev ?? [];
  const total = totalBobot(rows.filter(Boolean).map((r) => ({ bobot: Number(r?.bobot) || 0 })));
  const submit = async (values: Values) => {
    try {
      await simpan.mutateAsync({
        revisi: d.revisi,
        catatan: values.catatan || null,
        indikators: (values.indikators ?? []).map((r) => ({
          ...r,
          parameter_monev_id: r.parameter_monev_id ?? null,
          deskripsi: r.deskripsi || null,
        })),
      });
      notify.success('Konfigurasi indikator disimpan');
      navigate(links.detail(id));
    } catch {
      // The api client shows 409 (stale, not a draft) and 422 (each field).
    }
  };
  return (
    <>
      <PageHeader
        title={`Ubah Konfigurasi Indikator ${d.tahun} · Versi ${d.versi}`}
        subtitle="Draf"
        extra={back}
      />
      <Form<Values>
        form={form}
        layout="vertical"
        aria-label="Konfigurasi indikator"
        initialValues={{
          catatan: d.catatan,
          indikators: d.indikators.map((i) => ({
            kode: i.kode,
            nama: i.nama,
            tahap: i.tahap as IndikatorRow['tahap'],
            parameter_monev_id: i.parameter_monev_id,
            bobot: i.bobot,
            bukti: i.bukti,
            deskripsi: i.deskripsi,
          })),
        }}
        onFinish={submit}
      >
        <Form.List name="indikators">
          {(fields, { add, remove }) => (
            <Space orientation="vertical" style={{ width: '100%' }} size={12}>
              {fields.map((field, n) => (
                <Card
                  key={field.key}
                  size="small"
                  title={`Indikator ${n + 1}`}
                  extra={
                    <Button
                      danger
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label={`Hapus indikator ${n + 1}`}
                      onClick={() => remove(field.name)}
                    >
                      Hapus
                    </Button>
                  }
                >
                  <Row gutter={12}>
                    <Col xs={24} sm={6}>
                      <Form.Item name={[field.name, 'kode']} label="Kode" rules={rule('kode')}>
                        <Input maxLength={20} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} sm={18}>
                      <Form.Item name={[field.name, 'nama']} label="Nama indikator" rules={rule('nama')}>
                        <Input maxLength={300} />
                      </Form.Item>
                    </Col>
                    <Col xs={24} sm={8}>
                      <Form.Item name={[field.name, 'tahap']} label="Tahap" rules={rule('tahap')}>
                        <Select
                          options={TAHAP_PPG.map((t) => ({
                            value: t,
                            label: `${t}. ${TAHAP_PPG_LABELS[t]}`,
                          }))}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={24} sm={10}>
                      <Form.Item name={[field.name, 'parameter_monev_id']} label="Parameter monev">
                        <Select
                          allowClear
                          options={params.map((p) => ({
                            value: p.id,
                            label: p.bobot === null ? p.nama : `${p.nama} (${p.bobot}%)`,
                          }))}
                          onChange={(v: number | undefined) => {
                            const p = params.find((x) => x.id === v);
                            if (
                              p?.bobot != null &&
                              !form.getFieldValue(['indikators', field.name, 'bobot'])
                            ) {
                              form.setFieldValue(['indikators', field.name, 'bobot'], p.bobot);
                            }
                          }}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={24} sm={6}>
                      <Form.Item name={[field.name, 'bobot']} label="Bobot (%)" rules={rule('bobot')}>
                        <InputNumber
                          min={0.01}
                          max={100}
                          step={0.5}
                          precision={2}
                          decimalSeparator=","
                          style={{ width: '100%' }}
                        />
                      </Form.Item>
                    </Col>
                    <Col xs={24}>
                      <Form.Item
                        name={[field.name, 'bukti']}
                        label="Bukti dukung yang diwajibkan"
                        tooltip="Ketik lalu tekan Enter untuk setiap bukti"
                        rules={rule('bukti')}
                      >
                        <Select mode="tags" tokenSeparators={[';']} placeholder="Mis. SK pembentukan UPG" />
                      </Form.Item>
                    </Col>
                    <Col xs={24}>
                      <Form.Item name={[field.name, 'deskripsi']} label="Deskripsi" rules={rule('deskripsi')}>
                        <Input.TextArea rows={2} maxLength={4000} />
                      </Form.Item>
                    </Col>
                  </Row>
                </Card>
              ))}
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                onClick={() =>
                  add({
                    kode: '',
                    nama: '',
                    tahap: 1,
                    parameter_monev_id: null,
                    bobot: undefined,
                    bukti: [],
                    deskripsi: null,
                  })
                }
              >
                Tambah indikator
              </Button>
            </Space>
          )}
        </Form.List>
        <Card size="small" style={{ marginTop: 16 }}>
          {total === 100 ? null : (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 12 }}
              title={`Jumlah bobot ${total.toLocaleString('id-ID')}%`}
              description="Draf boleh disimpan, tetapi hanya dapat diajukan ke Direktur bila jumlah bobot 100% dan setiap tahap memiliki indikator."
            />
          )}
          <Typography.Paragraph>
            Jumlah bobot: <strong>{total.toLocaleString('id-ID')}%</strong>
          </Typography.Paragraph>
          <Form.Item name="catatan" label="Catatan perubahan">
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={simpan.isPending}>
              Simpan draf
            </Button>
            {back}
          </Space>
        </Card>
      </Form>
    </>
  );
}

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { DiseminasiBody, DiseminasiDetail } from '@gratifikasi/domain';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Result,
  Row,
  Skeleton,
  Space,
} from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { useNavigateTo } from '@/ui/navigation';
import { PageHeader } from '@/ui/PageHeader';
import { useDiseminasi, useSimpanDiseminasi } from './api';
import { isConflict, showFieldErrors } from './fieldErrors';
import { MasterSelect } from './MasterSelect';

interface Values {
  nama_kegiatan: string;
  jenis_diseminasi_id: number;
  klasifikasi_kegiatan_id: number;
  sasaran_kegiatan_id: number;
  tanggal: [Dayjs, Dayjs];
  narasumber: string;
  provinsi_id: number;
  kabkota_id: number;
  tempat?: string;
  uraian?: string;
  peserta: { level_jabatan_peserta_id: number; jumlah: number }[];
}

const required = (message: string) => [{ required: true, message }];

function bodyOf(v: Values): DiseminasiBody {
  return {
    nama_kegiatan: v.nama_kegiatan,
    jenis_diseminasi_id: v.jenis_diseminasi_id,
    klasifikasi_kegiatan_id: v.klasifikasi_kegiatan_id,
    sasaran_kegiatan_id: v.sasaran_kegiatan_id,
    tanggal_awal: v.tanggal[0].format('YYYY-MM-DD'),
    tanggal_akhir: v.tanggal[1].format('YYYY-MM-DD'),
    narasumber: v.narasumber,
    provinsi_id: v.provinsi_id,
    kabkota_id: v.kabkota_id,
    tempat: v.tempat || null,
    uraian: v.uraian || null,
    peserta: v.peserta ?? [],
  };
}

function PesertaFields() {
  return (
    <Form.List name="peserta">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, i) => (
            <Row gutter={12} key={field.key} align="top">
              <Col xs={24} md={14}>
                <Form.Item
                  name={[field.name, 'level_jabatan_peserta_id']}
                  rules={required('Level jabatan peserta wajib dipilih')}
                >
                  <MasterSelect
                    path="level-jabatan-peserta"
                    aria-label={`Level jabatan peserta ${i + 1}`}
                    placeholder="Level jabatan"
                  />
                </Form.Item>
              </Col>
              <Col xs={18} md={7}>
                <Form.Item name={[field.name, 'jumlah']} rules={required('Jumlah peserta wajib diisi')}>
                  <InputNumber
                    aria-label={`Jumlah peserta ${i + 1}`}
                    min={1}
                    max={1_000_000}
                    precision={0}
                    placeholder="Jumlah"
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
              <Col flex="none">
                <Button
                  aria-label={`Hapus level ${i + 1}`}
                  icon={<DeleteOutlined />}
                  disabled={fields.length === 1}
                  onClick={() => remove(field.name)}
                />
              </Col>
            </Row>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
            Tambah level jabatan
          </Button>
        </>
      )}
    </Form.List>
  );
}

function DiseminasiForm({ detail }: { detail?: DiseminasiDetail }) {
  const [form] = Form.useForm<Values>();
  const simpan = useSimpanDiseminasi(detail?.id);
  const navigateTo = useNavigateTo();
  const [stale, setStale] = useState(false);
  const provinsi = Form.useWatch('provinsi_id', form);

  const submit = async (values: Values) => {
    try {
      const saved = await simpan.mutateAsync({
        ...bodyOf(values),
        ...(detail ? { version: detail.version } : {}),
      });
      notify.success('Diseminasi berhasil disimpan');
      navigateTo('upg-ppg-diseminasi-detail', { id: saved.id });
    } catch (error) {
      if (isConflict(error)) setStale(true);
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
              nama_kegiatan: detail.nama_kegiatan,
              jenis_diseminasi_id: detail.jenis_diseminasi.id,
              klasifikasi_kegiatan_id: detail.klasifikasi_kegiatan.id,
              sasaran_kegiatan_id: detail.sasaran_kegiatan.id,
              tanggal: [dayjs(detail.tanggal_awal), dayjs(detail.tanggal_akhir)],
              narasumber: detail.narasumber,
              provinsi_id: detail.provinsi.id,
              kabkota_id: detail.kabkota.id,
              tempat: detail.tempat ?? '',
              uraian: detail.uraian ?? '',
              peserta: detail.peserta.map((p) => ({
                level_jabatan_peserta_id: p.level_jabatan_peserta.id,
                jumlah: p.jumlah,
              })),
            }
          : { peserta: [{}] }
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
        <Card size="small" title="Kegiatan">
          <Form.Item
            name="nama_kegiatan"
            label="Nama kegiatan"
            rules={[
              ...required('Nama kegiatan wajib diisi'),
              { min: 3, message: 'Nama kegiatan minimal 3 karakter' },
            ]}
          >
            <Input maxLength={255} />
          </Form.Item>
          <Row gutter={12}>
            <Col xs={24} md={8}>
              <Form.Item
                name="jenis_diseminasi_id"
                label="Jenis diseminasi"
                rules={required('Jenis diseminasi wajib dipilih')}
              >
                <MasterSelect path="jenis-diseminasi" placeholder="Pilih jenis" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="klasifikasi_kegiatan_id"
                label="Klasifikasi kegiatan"
                rules={required('Klasifikasi kegiatan wajib dipilih')}
              >
                <MasterSelect path="klasifikasi-kegiatan" placeholder="Pilih klasifikasi" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="sasaran_kegiatan_id"
                label="Sasaran kegiatan"
                rules={required('Sasaran kegiatan wajib dipilih')}
              >
                <MasterSelect path="sasaran-kegiatan" placeholder="Pilih sasaran" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="tanggal"
            label="Tanggal pelaksanaan"
            extra="Tahun dan triwulan mengikuti tanggal mulai."
            rules={required('Tanggal pelaksanaan wajib diisi')}
          >
            <DatePicker.RangePicker format="DD-MM-YYYY" placeholder={['Tanggal mulai', 'Tanggal selesai']} />
          </Form.Item>
          <Form.Item name="narasumber" label="Narasumber" rules={required('Narasumber wajib diisi')}>
            <Input maxLength={500} placeholder="Nama narasumber, pisahkan dengan koma" />
          </Form.Item>
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item name="provinsi_id" label="Provinsi" rules={required('Provinsi wajib dipilih')}>
                <MasterSelect
                  path="provinsis"
                  placeholder="Pilih provinsi"
                  onChange={(v) =>
                    form.setFieldsValue({ provinsi_id: v ?? undefined, kabkota_id: undefined })
                  }
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="kabkota_id"
                label="Kota/kabupaten"
                rules={required('Kota/kabupaten wajib dipilih')}
              >
                <MasterSelect
                  path="kota-kabupatens"
                  params={{ provinsi_id: provinsi ?? '' }}
                  ready={Boolean(provinsi)}
                  placeholder="Pilih kota/kabupaten"
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="tempat" label="Tempat">
            <Input maxLength={255} placeholder="Gedung, ruang, atau tautan rapat daring" />
          </Form.Item>
          <Form.Item name="uraian" label="Uraian">
            <Input.TextArea rows={4} maxLength={5000} showCount />
          </Form.Item>
        </Card>
        <Card size="small" title="Peserta menurut level jabatan">
          <PesertaFields />
        </Card>
        <Button type="primary" htmlType="submit" loading={simpan.isPending}>
          Simpan
        </Button>
      </Space>
    </Form>
  );
}

const back = () => <LinkButton to={buildPath('upg-ppg-diseminasi')}>Kembali ke daftar</LinkButton>;

/** `ppg-diseminasi-create`: a new event of the institution; documentation is added on its page after saving. */
export function DiseminasiCreatePage() {
  return (
    <>
      <PageHeader
        title="Tambah Diseminasi"
        subtitle="Setelah disimpan, dokumentasi kegiatan dapat diunggah pada halaman detailnya."
        extra={back()}
      />
      <DiseminasiForm />
    </>
  );
}

/** `ppg-diseminasi-edit/:id`: a change of an event, guarded by the version read. */
export function DiseminasiEditPage() {
  const id = Number(useParams().id);
  const detail = useDiseminasi(id);
  if (detail.isLoading) return <Skeleton active />;
  if (!detail.data) return <Result status="404" title="Diseminasi tidak ditemukan" extra={back()} />;
  return (
    <>
      <PageHeader title={`Ubah Diseminasi: ${detail.data.nama_kegiatan}`} extra={back()} />
      <DiseminasiForm detail={detail.data} />
    </>
  );
}

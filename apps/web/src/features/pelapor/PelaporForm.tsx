import {
  CIVIL_SERVICE_GRADE_OPTIONS,
  type NikCheck,
  type Pelapor,
  type PelaporPayload,
  pelaporPayloadSchema,
} from '@gratifikasi/domain';
import { Button, Card, Col, DatePicker, Flex, Form, Input, Row, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { apiDateRule, isBeforeFloor } from '@/ui/dateRules';
import { zodField } from '@/ui/zodRule';
import { ChangeFields } from './ChangeFields';
import {
  CASCADE,
  DATE_FORMAT,
  employmentChanged,
  initialValues,
  type PelaporFormValues,
  showFieldErrors,
  toPayload,
} from './formModel';
import { NikField } from './NikField';
import { RemoteSelect } from './RemoteSelect';

interface PelaporFormProps {
  /** The pelapor being edited; absent for a new one. */
  pelapor?: Pelapor | null;
  submitLabel?: string;
  onSubmit: (payload: PelaporPayload) => Promise<unknown>;
  onCancel?: () => void;
}

const rule = (field: keyof typeof pelaporPayloadSchema.shape) => [zodField(pelaporPayloadSchema, field)];
const required = (message: string) => [{ required: true, message }];

/** The one pelapor form of every area: identity (NIK checked on blur), address, employment. */
export function PelaporForm({ pelapor, submitLabel = 'Simpan', onSubmit, onCancel }: PelaporFormProps) {
  const [form] = Form.useForm<PelaporFormValues>();
  const [saving, setSaving] = useState(false);
  const [gender, setGender] = useState<'L' | 'P' | null>(pelapor?.jenis_kelamin ?? null);
  const values = Form.useWatch([], form) ?? {};
  const changed = employmentChanged(pelapor, values);

  const onValuesChange = (changedValues: Partial<PelaporFormValues>) => {
    for (const field of Object.keys(changedValues)) {
      const children = CASCADE[field];
      if (children) form.setFieldsValue(Object.fromEntries(children.map((c) => [c, null])));
    }
  };

  const onNikRead = (check: NikCheck) => {
    setGender(check.jenis_kelamin);
    if (check.tanggal_lahir) form.setFieldsValue({ tanggal_lahir: dayjs(check.tanggal_lahir) });
  };

  const submit = async (v: PelaporFormValues) => {
    setSaving(true);
    try {
      await onSubmit(toPayload(v, changed));
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<PelaporFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues(pelapor)}
      onValuesChange={onValuesChange}
      onFinish={submit}
      scrollToFirstError
    >
      <Card title="Data Diri" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="nik" label="NIK" required rules={rule('nik')} validateTrigger="onBlur">
              <NikField ownNik={pelapor?.nik ?? undefined} onRead={onNikRead} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="nama" label="Nama Lengkap" required rules={rule('nama')}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="tempat_lahir" label="Tempat Lahir" required rules={rule('tempat_lahir')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="tanggal_lahir"
              label="Tanggal Lahir"
              rules={[...required('Tanggal lahir wajib diisi'), apiDateRule]}
            >
              <DatePicker
                format={DATE_FORMAT}
                disabledDate={isBeforeFloor}
                placeholder="DD-MM-YYYY"
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Jenis Kelamin" extra="Dibaca dari NIK">
              <Typography.Text data-testid="jenis-kelamin">
                {gender === 'P' ? 'Perempuan' : gender === 'L' ? 'Laki-laki' : '-'}
              </Typography.Text>
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="telepon" label="Nomor Telepon" required rules={rule('telepon')}>
              <Input maxLength={50} inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label="Email" required rules={rule('email')}>
              <Input maxLength={200} type="email" />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title="Alamat" style={{ marginBottom: 16 }}>
        <Form.Item name="alamat" label="Alamat" required rules={rule('alamat')}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="provinsi_id" label="Provinsi" rules={required('Provinsi wajib dipilih')}>
              <RemoteSelect
                path="provinsis"
                placeholder="Pilih provinsi"
                aria-label="Provinsi"
                currentLabel={pelapor?.provinsi_nama}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="kota_kabupaten_id"
              label="Kota/Kabupaten"
              rules={required('Kota/kabupaten wajib dipilih')}
            >
              <RemoteSelect
                path="kota-kabupatens"
                params={{ provinsi_id: values.provinsi_id ?? 0 }}
                ready={Boolean(values.provinsi_id)}
                placeholder="Pilih kota/kabupaten"
                aria-label="Kota/Kabupaten"
                currentLabel={pelapor?.kota_kabupaten_nama}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="kecamatan_id" label="Kecamatan">
              <RemoteSelect
                path="kecamatan"
                params={{ kota_kabupaten_id: values.kota_kabupaten_id ?? 0 }}
                ready={Boolean(values.kota_kabupaten_id)}
                remoteSearch
                placeholder="Pilih kecamatan"
                aria-label="Kecamatan"
                currentLabel={pelapor?.kecamatan_nama}
              />
            </Form.Item>
          </Col>
        </Row>
      </Card>

      <Card title="Kepegawaian" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="instansi_id" label="Instansi" rules={required('Instansi wajib dipilih')}>
              <RemoteSelect
                path="instansi/list-all"
                remoteSearch
                placeholder="Cari instansi"
                aria-label="Instansi"
                currentLabel={pelapor?.instansi_nama}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="unit_kerja_id" label="Unit Kerja">
              <RemoteSelect
                path="unitkerja"
                params={{ instansi_id: values.instansi_id ?? 0 }}
                ready={Boolean(values.instansi_id)}
                placeholder="Pilih unit kerja"
                aria-label="Unit Kerja"
                currentLabel={pelapor?.unit_kerja_nama}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="sub_unit_kerja_id" label="Sub Unit Kerja">
              <RemoteSelect
                path="subunitkerja"
                params={{ unit_kerja_id: values.unit_kerja_id ?? 0 }}
                ready={Boolean(values.unit_kerja_id)}
                placeholder="Pilih sub unit kerja"
                aria-label="Sub Unit Kerja"
                currentLabel={pelapor?.sub_unit_kerja_nama}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="jabatan" label="Jabatan" required rules={rule('jabatan')}>
              <Input maxLength={255} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="golongan" label="Golongan">
              <Select
                aria-label="Golongan"
                allowClear
                placeholder="Pilih golongan (PNS)"
                options={CIVIL_SERVICE_GRADE_OPTIONS}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="status_kedinasan_id" label="Status Kedinasan">
              <RemoteSelect
                path="status-kedinasan"
                placeholder="Pilih status kedinasan"
                aria-label="Status Kedinasan"
                currentLabel={pelapor?.status_kedinasan_nama}
              />
            </Form.Item>
          </Col>
        </Row>
        {changed ? <ChangeFields /> : null}
      </Card>

      <Flex gap={8} justify="flex-end">
        {onCancel ? <Button onClick={onCancel}>Batal</Button> : null}
        <Button type="primary" htmlType="submit" loading={saving}>
          {submitLabel}
        </Button>
      </Flex>
    </Form>
  );
}

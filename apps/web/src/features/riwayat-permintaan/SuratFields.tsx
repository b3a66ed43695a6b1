import type { FormInstance } from 'antd';
import { Col, DatePicker, Form, Input, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { ApiError } from '@/platform/api';
import { apiDateRule, isBeforeFloor } from '@/ui/dateRules';

/** The form's values: the requesting letter, and (on the form page) the persons. */
export interface SuratValues {
  instansi_peminta: string;
  nomor_surat: string;
  tanggal_surat: Dayjs;
  perihal: string;
  keterangan?: string | null;
  orang?: { nik?: string | null; nama?: string | null }[];
}

const wajib = (label: string) => [{ required: true, whitespace: true, message: `${label} wajib diisi` }];

/** The requesting agency's letter: who asks, its number and date, and what for. */
export function SuratFields() {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="instansi_peminta" label="Instansi Peminta" rules={wajib('Instansi peminta')}>
            <Input maxLength={255} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="nomor_surat" label="Nomor Surat" rules={wajib('Nomor surat')}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name="tanggal_surat"
            label="Tanggal Surat"
            rules={[{ required: true, message: 'Tanggal surat wajib diisi' }, apiDateRule]}
          >
            <DatePicker
              format="DD-MM-YYYY"
              disabledDate={isBeforeFloor}
              placeholder="DD-MM-YYYY"
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="perihal" label="Perihal" rules={wajib('Perihal')}>
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item name="keterangan" label="Keterangan">
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
    </>
  );
}

/** The body the API takes, from the form's values and the persons. */
export function suratBody(
  values: SuratValues,
  orang: { nik?: string | null; nama?: string | null }[],
  sumber: 'FORM' | 'EXCEL',
) {
  return {
    instansi_peminta: values.instansi_peminta,
    nomor_surat: values.nomor_surat,
    tanggal_surat: values.tanggal_surat.format('YYYY-MM-DD'),
    perihal: values.perihal,
    keterangan: values.keterangan ?? null,
    sumber,
    orang: orang.map((o) => ({ nik: o.nik || null, nama: o.nama || null })),
  };
}

/** The server's field errors on the form (`orang.2.nik` → the third person's NIK). */
export function showFieldErrors(form: FormInstance, error: unknown) {
  if (!(error instanceof ApiError) || !error.errors) return;
  form.setFields(
    Object.entries(error.errors).map(([path, errors]) => ({
      name: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      errors,
    })),
  );
}

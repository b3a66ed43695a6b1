import { laporanSaveSchema } from '@gratifikasi/domain';
import type { FormRule } from 'antd';
import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { apiDateRule, isBeforeFloor } from '@/ui/dateRules';
import { zodField } from '@/ui/zodRule';
import { type MasterOption, useMasterOptions } from '../api';

export const DATE_FORMAT = 'DD-MM-YYYY';

const toOptions = (rows: MasterOption[] | undefined) =>
  (rows ?? []).map((r) => ({ value: r.id, label: String(r.nama ?? r.kode ?? r.id) }));

const isFuture = (d: Dayjs) => d.isAfter(dayjs(), 'day');
/** Days the pickers do not offer: after today, or before the API's floor. */
const outOfRange = (d: Dayjs) => isFuture(d) || isBeforeFloor(d);

const tanggalPenerimaanRules: FormRule[] = [
  { required: true, message: 'Tanggal penerimaan wajib diisi' },
  apiDateRule,
  {
    validator: async (_r, value: Dayjs | null) => {
      if (value && isFuture(value)) throw new Error('Tanggal penerimaan tidak boleh melewati hari ini');
    },
  },
];

const tanggalLaporRules: FormRule[] = [
  { required: true, message: 'Tanggal lapor wajib diisi' },
  apiDateRule,
  ({ getFieldValue }) => ({
    validator: async (_r, value: Dayjs | null) => {
      if (!value) return;
      if (isFuture(value)) throw new Error('Tanggal lapor tidak boleh melewati hari ini');
      const diterima = getFieldValue('tanggal_penerimaan') as Dayjs | null;
      if (diterima && value.isBefore(diterima, 'day'))
        throw new Error('Tanggal lapor tidak boleh sebelum tanggal penerimaan');
    },
  }),
];

/** Step 2: the event — kind, place and date, the relation to the giver and who the giver is. */
export function StepPeristiwa({ staff, paperDate }: { staff: boolean; paperDate: boolean }) {
  const peristiwa = useMasterOptions('jenis-peristiwa');
  const hubungan = useMasterOptions('hubungan-pemberi-penerima');
  const media = useMasterOptions('media-laporan');
  const select = { showSearch: true, optionFilterProp: 'label', allowClear: true } as const;

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="jenis_peristiwa_id"
            required
            label="Jenis Peristiwa"
            rules={[zodField(laporanSaveSchema, 'jenis_peristiwa_id')]}
          >
            <Select {...select} placeholder="Pilih jenis peristiwa" options={toOptions(peristiwa.data)} />
          </Form.Item>
        </Col>
        {staff ? (
          <Col xs={24} md={12}>
            <Form.Item name="media_laporan_id" label="Media Laporan">
              <Select {...select} placeholder="Pilih media laporan" options={toOptions(media.data)} />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="tempat_penerimaan"
            required
            label="Tempat Penerimaan"
            rules={[zodField(laporanSaveSchema, 'tempat_penerimaan')]}
          >
            <Input maxLength={255} placeholder="Kota atau lokasi penerimaan" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name="tanggal_penerimaan"
            label="Tanggal Penerimaan"
            rules={tanggalPenerimaanRules}
            extra="Batas lapor 30 hari kerja sejak tanggal ini."
          >
            <DatePicker
              format={DATE_FORMAT}
              disabledDate={outOfRange}
              style={{ width: '100%' }}
              placeholder="DD-MM-YYYY"
            />
          </Form.Item>
        </Col>
        {paperDate ? (
          <Col xs={12} md={6}>
            <Form.Item
              name="tanggal_lapor"
              label="Tanggal Lapor"
              rules={tanggalLaporRules}
              dependencies={['tanggal_penerimaan']}
              extra="Tanggal pada laporan kertas."
            >
              <DatePicker
                format={DATE_FORMAT}
                disabledDate={outOfRange}
                style={{ width: '100%' }}
                placeholder="DD-MM-YYYY"
              />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
      <Form.Item
        name="hubungan_pemberi_penerima_id"
        required
        label="Hubungan dengan Pemberi"
        rules={[zodField(laporanSaveSchema, 'hubungan_pemberi_penerima_id')]}
      >
        <Select {...select} placeholder="Pilih hubungan" options={toOptions(hubungan.data)} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="nama_pemberi"
            required
            label="Nama Pemberi"
            rules={[zodField(laporanSaveSchema, 'nama_pemberi')]}
          >
            <Input maxLength={255} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="instansi_pemberi"
            label="Instansi/Perusahaan Pemberi"
            rules={[zodField(laporanSaveSchema, 'instansi_pemberi')]}
          >
            <Input maxLength={255} placeholder="Opsional" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="alamat_pemberi"
        required
        label="Alamat Pemberi"
        rules={[zodField(laporanSaveSchema, 'alamat_pemberi')]}
      >
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
    </>
  );
}

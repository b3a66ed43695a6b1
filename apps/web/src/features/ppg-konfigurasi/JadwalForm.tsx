import {
  JADWAL_FIELDS,
  type JadwalDatar,
  type JadwalField,
  jadwalDariDatar,
  periksaJadwal,
  TRIWULANS,
  triwulanLabel,
} from '@gratifikasi/domain';
import { Button, Card, Col, DatePicker, Form, Row, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { apiDateRule } from '@/ui/dateRules';

type Values = Record<JadwalField, Dayjs | null>;

const WINDOWS: { prefix: string; label: string }[] = [
  { prefix: 'rencana', label: 'Pengajuan rencana kerja' },
  ...TRIWULANS.map((tw) => ({ prefix: `tw${tw}`, label: `Realisasi ${triwulanLabel(tw)}` })),
  { prefix: 'verifikasi', label: 'Verifikasi KPK' },
];

/**
 * A year's schedule: the work plan, each quarter's realisation and the verification windows. The same checks as the
 * server (`periksaJadwal`) run before the call, each under its field.
 */
export function JadwalForm({
  tahun,
  initial,
  submitText,
  pending,
  onSubmit,
  onCancel,
}: {
  tahun: number;
  initial: JadwalDatar;
  submitText: string;
  pending: boolean;
  onSubmit: (values: JadwalDatar) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const initialValues = Object.fromEntries(JADWAL_FIELDS.map((f) => [f, dayjs(initial[f])])) as Values;
  const submit = async (values: Values) => {
    const flat = Object.fromEntries(
      JADWAL_FIELDS.map((f) => [f, values[f]?.format('YYYY-MM-DD') ?? '']),
    ) as JadwalDatar;
    const errors = periksaJadwal(jadwalDariDatar(tahun, flat));
    const fields = Object.entries(errors).map(([name, message]) => ({ name, errors: [message] }));
    if (fields.length) {
      form.setFields(fields as never);
      return;
    }
    try {
      await onSubmit(flat);
    } catch {
      // The api client has shown the failure (409 stale, 422 with the field).
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      aria-label="Jadwal monitoring"
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {WINDOWS.map((w) => (
          <Card key={w.prefix} size="small" title={w.label}>
            <Row gutter={16}>
              {(['mulai', 'selesai'] as const).map((end) => (
                <Col xs={24} sm={12} key={end}>
                  <Form.Item
                    name={`${w.prefix}_${end}`}
                    label={end === 'mulai' ? 'Dibuka' : 'Ditutup'}
                    rules={[{ required: true, message: 'Tanggal wajib diisi' }, apiDateRule]}
                  >
                    <DatePicker format="DD-MM-YYYY" style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
              ))}
            </Row>
          </Card>
        ))}
        <Space>
          <Button type="primary" htmlType="submit" loading={pending}>
            {submitText}
          </Button>
          {onCancel ? <Button onClick={onCancel}>Batal</Button> : null}
        </Space>
      </Space>
    </Form>
  );
}

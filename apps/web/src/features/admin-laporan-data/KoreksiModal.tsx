import {
  type AdminLaporanDetail,
  KOREKSI_ALASAN_MIN,
  KOREKSI_FIELDS,
  type KoreksiField,
  koreksiField,
  koreksiLaporanSchema,
} from '@gratifikasi/domain';
import { Alert, DatePicker, Descriptions, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ApiError } from '@/platform/api';
import { isBeforeFloor } from '@/ui/dateRules';
import { zodField } from '@/ui/zodRule';
import { useInstansiOptions, useKoreksi } from './api';
import { shownValue } from './values';

interface FormValues {
  field?: string;
  rincian_id?: number;
  nilai?: string | number | Dayjs | null;
  alasan?: string;
}

/** The value as the API takes it: dates as YYYY-MM-DD, numbers as numbers, text as typed. */
function apiValue(field: KoreksiField, raw: FormValues['nilai']): string | number | null {
  if (raw === undefined || raw === null) return null;
  if (dayjs.isDayjs(raw)) return raw.format('YYYY-MM-DD');
  if (field.tipe === 'angka' || field.tipe === 'instansi') return Number(raw);
  return String(raw);
}

/** The current value of a field on this report (an item's field: of the item chosen). */
export function currentValue(detail: AdminLaporanDetail, field: KoreksiField, rincianId?: number): unknown {
  if (field.target === 'pelapor') return (detail.pelapor as Record<string, unknown>)[field.column];
  if (field.target === 'rincian') {
    const item = detail.rincian.find((r) => r.id === rincianId);
    return item ? (item as Record<string, unknown>)[field.column] : undefined;
  }
  if (field.key === 'instansi_id') return detail.laporan.instansi_nama;
  return (detail.laporan as Record<string, unknown>)[field.column];
}

/** The control of a field's type; Form.Item's id, value and onChange pass through to it. */
function ValueInput({ field, ...control }: { field: KoreksiField } & Record<string, unknown>) {
  const instansi = useInstansiOptions();
  switch (field.tipe) {
    case 'tanggal':
      return (
        <DatePicker {...control} format="DD-MM-YYYY" disabledDate={isBeforeFloor} style={{ width: '100%' }} />
      );
    case 'angka':
      return <InputNumber {...control} min={1} precision={0} style={{ width: '100%' }} />;
    case 'instansi':
      return (
        <Select
          {...control}
          showSearch
          optionFilterProp="label"
          placeholder="Pilih instansi"
          options={(instansi.data ?? []).map((i) => ({ value: i.id, label: String(i.nama ?? i.id) }))}
        />
      );
    case 'teks_panjang':
      return <Input.TextArea {...control} rows={3} />;
    default:
      return <Input {...control} inputMode={field.tipe === 'uang' ? 'decimal' : 'text'} />;
  }
}

/**
 * The correction form: a field from the whitelist (only those correctable on this report now), the item for an
 * item's field, the new value (checked as the original form checks it) and the reason; then a confirmation showing
 * the old and the new value before anything is saved.
 */
export function KoreksiModal({
  detail,
  open,
  onClose,
}: {
  detail: AdminLaporanDetail;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const koreksi = useKoreksi(detail.laporan.id);
  const [review, setReview] = useState<FormValues | null>(null);
  const fieldKey = Form.useWatch('field', form);
  const rincianId = Form.useWatch('rincian_id', form);
  const field = fieldKey ? koreksiField(fieldKey) : undefined;
  const allowed = KOREKSI_FIELDS.filter((f) => detail.field_dapat_dikoreksi.includes(f.key));

  const close = () => {
    setReview(null);
    form.resetFields();
    onClose();
  };

  const save = async () => {
    if (!review || !field) return;
    try {
      await koreksi.mutateAsync({
        field: field.key,
        ...(field.target === 'rincian' && review.rincian_id ? { rincian_id: review.rincian_id } : {}),
        nilai: apiValue(field, review.nilai),
        alasan: review.alasan ?? '',
        versi: detail.laporan.version,
      });
      close();
    } catch (error) {
      setReview(null);
      if (error instanceof ApiError && error.errors) {
        form.setFields(
          Object.entries(error.errors)
            .filter(([name]) => ['field', 'rincian_id', 'nilai', 'alasan'].includes(name))
            .map(([name, errors]) => ({ name: name as keyof FormValues, errors })),
        );
      }
    }
  };

  return (
    <Modal
      title="Koreksi Data Laporan"
      open={open}
      onCancel={close}
      okText={review ? 'Simpan Koreksi' : 'Lanjut'}
      cancelText={review ? 'Kembali' : 'Batal'}
      confirmLoading={koreksi.isPending}
      onOk={review ? save : () => form.submit()}
      cancelButtonProps={review ? { onClick: () => setReview(null) } : {}}
      destroyOnHidden
    >
      {review && field ? (
        <>
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message="Periksa kembali koreksi ini"
            description="Koreksi dicatat di log audit beserta nilai lama, nilai baru, dan alasannya. Tahap dan status laporan tidak berubah."
          />
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="Data">{field.label}</Descriptions.Item>
            <Descriptions.Item label="Nilai saat ini">
              {shownValue(field, currentValue(detail, field, review.rincian_id))}
            </Descriptions.Item>
            <Descriptions.Item label="Nilai baru">
              {field.tipe === 'instansi'
                ? 'Instansi yang dipilih'
                : shownValue(field, apiValue(field, review.nilai))}
            </Descriptions.Item>
            <Descriptions.Item label="Alasan">{review.alasan}</Descriptions.Item>
          </Descriptions>
        </>
      ) : null}
      <Form
        form={form}
        layout="vertical"
        name="koreksi-laporan"
        onFinish={(values) => setReview(values)}
        style={review ? { display: 'none' } : undefined}
      >
        {detail.putusan_ditetapkan ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message="Sebagian data tidak dapat dikoreksi"
            description="Keputusan atas laporan ini sudah ditetapkan: data yang menjadi dasar penetapan tetap seperti saat diputuskan."
          />
        ) : null}
        <Form.Item
          name="field"
          label="Data yang dikoreksi"
          rules={[{ required: true, message: 'Pilih data yang dikoreksi' }]}
        >
          <Select
            placeholder="Pilih data"
            options={allowed.map((f) => ({ value: f.key, label: f.label }))}
            onChange={() => form.setFieldsValue({ nilai: undefined })}
          />
        </Form.Item>
        {field?.target === 'rincian' ? (
          <Form.Item
            name="rincian_id"
            label="Rincian objek"
            rules={[{ required: true, message: 'Pilih rincian objek' }]}
          >
            <Select
              placeholder="Pilih rincian objek"
              options={detail.rincian.map((r, i) => ({ value: r.id, label: `${i + 1}. ${r.uraian}` }))}
            />
          </Form.Item>
        ) : null}
        {field ? (
          <>
            <Form.Item label="Nilai saat ini">
              <Input
                aria-label="Nilai saat ini"
                value={shownValue(field, currentValue(detail, field, rincianId))}
                disabled
              />
            </Form.Item>
            <Form.Item
              name="nilai"
              label="Nilai baru"
              rules={[
                {
                  validator: async (_rule, value: FormValues['nilai']) => {
                    const v = apiValue(field, value);
                    if (v === null || v === '') {
                      if (field.schema.safeParse(null).success) return;
                      throw new Error('Nilai baru wajib diisi');
                    }
                    const result = field.schema.safeParse(v);
                    if (!result.success)
                      throw new Error(result.error.issues[0]?.message ?? 'Nilai tidak valid');
                  },
                },
              ]}
            >
              <ValueInput field={field} />
            </Form.Item>
          </>
        ) : null}
        <Form.Item
          name="alasan"
          label="Alasan koreksi"
          extra={`Minimal ${KOREKSI_ALASAN_MIN} karakter; dicatat di riwayat koreksi.`}
          rules={[zodField(koreksiLaporanSchema, 'alasan')]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

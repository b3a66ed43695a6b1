import type { OgDokumenDetail } from '@gratifikasi/domain';
import { Button, DatePicker, Flex, Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ApiError } from '@/platform/http/errors';
import { useEditDokumen } from './api';
import type { JenisConfig } from './jenis';

interface Values {
  tanggal: Dayjs;
  pihak_nama: string;
  pihak_instansi?: string;
  catatan?: string;
}

/**
 * The correction of a record not yet issued: its date (within its number's year, not ahead of today), party and
 * note. The server's field messages land on their fields.
 */
export function DokumenEditForm({
  cfg,
  d,
  onSaved,
  onCancel,
}: {
  cfg: JenisConfig;
  d: OgDokumenDetail;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useEditDokumen(d.id);
  const year = d.tanggal.slice(0, 4);
  const submit = async (v: Values) => {
    try {
      await save.mutateAsync({
        tanggal: v.tanggal.format('YYYY-MM-DD'),
        pihak_nama: v.pihak_nama,
        ...(v.pihak_instansi?.trim() ? { pihak_instansi: v.pihak_instansi.trim() } : {}),
        ...(v.catatan?.trim() ? { catatan: v.catatan.trim() } : {}),
      });
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        form.setFields(
          Object.entries(error.errors).map(([name, errors]) => ({ name: name as keyof Values, errors })),
        );
      }
    }
  };
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{
        tanggal: dayjs(d.tanggal),
        pihak_nama: d.pihak_nama,
        pihak_instansi: d.pihak_instansi ?? '',
        catatan: d.catatan ?? '',
      }}
      style={{ maxWidth: 640 }}
    >
      <Form.Item
        name="tanggal"
        label="Tanggal"
        extra={`Tahun ${year} sesuai nomor berita acara.`}
        rules={[{ required: true, message: 'Tanggal wajib diisi' }]}
      >
        <DatePicker
          format="DD-MM-YYYY"
          aria-label="Tanggal"
          allowClear={false}
          disabledDate={(day) => day.format('YYYY') !== year || day.isAfter(dayjs(), 'day')}
        />
      </Form.Item>
      <Form.Item
        name="pihak_nama"
        label={cfg.pihakLabel}
        rules={[
          { required: true, whitespace: true, message: 'Nama pihak wajib diisi' },
          { min: 3, message: 'Nama pihak minimal 3 karakter' },
        ]}
      >
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="pihak_instansi" label="Instansi">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="catatan" label="Catatan">
        <Input.TextArea rows={3} maxLength={2000} />
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Simpan
        </Button>
        <Button onClick={onCancel}>Batal</Button>
      </Flex>
    </Form>
  );
}

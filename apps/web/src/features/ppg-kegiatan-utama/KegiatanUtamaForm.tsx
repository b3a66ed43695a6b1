import { type KegiatanUtamaDetail, kegiatanUtamaCreateSchema } from '@gratifikasi/domain';
import { Button, DatePicker, Drawer, Form, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { notify } from '@/platform/notify';
import { zodRule } from '@/ui/zodRule';
import { useSimpanKegiatanUtama } from './api';

interface Values {
  tahun: number;
  nama: string;
  tujuan?: string;
  deskripsi?: string;
  rentang?: [Dayjs | null, Dayjs | null] | null;
}
const shape = kegiatanUtamaCreateSchema.shape;

/** The drawer that adds a main activity or changes one (at the version read: 409 when someone changed it). */
export function KegiatanUtamaForm({
  open,
  detail,
  tahun,
  onClose,
}: {
  open: boolean;
  detail: KegiatanUtamaDetail | null;
  tahun: number;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const simpan = useSimpanKegiatanUtama(detail?.id ?? null);
  const submit = async (v: Values) => {
    const body = {
      tahun: v.tahun,
      nama: v.nama,
      tujuan: v.tujuan || null,
      deskripsi: v.deskripsi || null,
      tanggal_mulai: v.rentang?.[0]?.format('YYYY-MM-DD') ?? null,
      tanggal_selesai: v.rentang?.[1]?.format('YYYY-MM-DD') ?? null,
    };
    try {
      await simpan.mutateAsync(detail ? { ...body, versi: detail.versi } : body);
      notify.success('Kegiatan utama disimpan');
      onClose();
    } catch {
      // Shown by the api client (422 with the field, 409 when it changed meanwhile).
    }
  };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      destroyOnHidden
      width={560}
      title={detail ? 'Ubah Kegiatan Utama' : 'Tambah Kegiatan Utama'}
      footer={
        <Button type="primary" htmlType="submit" form="kegiatan-utama-form" loading={simpan.isPending}>
          Simpan
        </Button>
      }
    >
      <Form<Values>
        id="kegiatan-utama-form"
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={
          detail
            ? {
                tahun: detail.tahun,
                nama: detail.nama,
                tujuan: detail.tujuan ?? '',
                deskripsi: detail.deskripsi ?? '',
                rentang: detail.tanggal_mulai
                  ? [
                      dayjs(detail.tanggal_mulai),
                      detail.tanggal_selesai ? dayjs(detail.tanggal_selesai) : null,
                    ]
                  : null,
              }
            : { tahun }
        }
      >
        <Form.Item name="tahun" label="Tahun" rules={[{ required: true, message: 'Tahun wajib diisi' }]}>
          <InputNumber min={2016} max={2100} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="nama" label="Nama kegiatan utama" rules={[zodRule(shape.nama)]}>
          <Input maxLength={300} showCount />
        </Form.Item>
        <Form.Item name="tujuan" label="Tujuan">
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <Form.Item name="deskripsi" label="Deskripsi">
          <Input.TextArea rows={5} maxLength={10000} />
        </Form.Item>
        <Form.Item name="rentang" label="Periode">
          <DatePicker.RangePicker format="DD-MM-YYYY" allowEmpty={[true, true]} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}

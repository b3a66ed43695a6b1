import { OG_AKSI_LABELS, type OgAksiBody, type OgDetail } from '@gratifikasi/domain';
import { Form, Input, InputNumber, Modal, Select } from 'antd';
import { notify } from '@/platform/notify';
import { useBoxes, useOgAksi, useOptions } from './api';

export type SingleAksi = OgAksiBody['aksi'];

interface Values {
  lokasi_id?: number;
  box_id?: number;
  kondisi?: string;
  jumlah_diterima?: number;
  catatan?: string;
}

/** One custody action on one object, with what that action needs (condition, place, box), sent with its version. */
export function AksiModal({ og, aksi, onClose }: { og: OgDetail; aksi: SingleAksi; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const move = useOgAksi(og.id);
  const lokasi = useOptions('lokasi-objek-gratifikasis');
  const boxes = useBoxes('TERBUKA');
  const submit = async (v: Values) => {
    try {
      await move.mutateAsync({ aksi, version: og.version, ...v });
      notify.success(`${OG_AKSI_LABELS[aksi]}: ${og.kode} berhasil`);
      onClose();
    } catch {
      // The api client has shown the failure (409: changed by someone else; 403; 422 with field messages).
    }
  };
  return (
    <Modal
      open
      title={`${OG_AKSI_LABELS[aksi]} — ${og.kode}`}
      okText="Simpan"
      cancelText="Batal"
      confirmLoading={move.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ jumlah_diterima: og.jumlah }}
      >
        {aksi === 'verifikasi' ? (
          <>
            <Form.Item
              name="kondisi"
              label="Kondisi objek"
              rules={[{ required: true, message: 'Kondisi wajib diisi' }]}
            >
              <Input maxLength={500} placeholder="mis. baik, lengkap dengan kotak dan kartu garansi" />
            </Form.Item>
            <Form.Item
              name="jumlah_diterima"
              label={`Jumlah diterima (dilaporkan ${og.jumlah} ${og.satuan ?? ''})`}
            >
              <InputNumber min={0} style={{ width: '100%' }} />
            </Form.Item>
          </>
        ) : null}
        {aksi === 'pindah' || aksi === 'simpan' ? (
          <Form.Item
            name="lokasi_id"
            label="Lokasi"
            rules={aksi === 'pindah' ? [{ required: true, message: 'Pilih lokasi' }] : []}
          >
            <Select
              aria-label="Lokasi"
              loading={lokasi.isLoading}
              options={(lokasi.data ?? []).map((l) => ({
                value: l.id,
                label: l.nama ?? l.kode ?? `#${l.id}`,
              }))}
            />
          </Form.Item>
        ) : null}
        {aksi === 'kemas' ? (
          <Form.Item name="box_id" label="Boks" rules={[{ required: true, message: 'Pilih boks' }]}>
            <Select
              aria-label="Boks"
              loading={boxes.isLoading}
              notFoundContent="Belum ada boks terbuka; buat di Boks Penyerahan DJKN"
              options={(boxes.data ?? []).map((b) => ({
                value: b.id,
                label: `${b.kode} — ${b.kpknl_nama ?? ''}`,
              }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="catatan" label="Catatan">
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

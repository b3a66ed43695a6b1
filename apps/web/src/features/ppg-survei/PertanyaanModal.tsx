import {
  type SurveiPertanyaan,
  TIPE_BEROPSI,
  TIPE_PERTANYAAN,
  TIPE_PERTANYAAN_LABELS,
  type TipePertanyaan,
} from '@gratifikasi/domain';
import { Checkbox, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useEffect } from 'react';
import type { PertanyaanBody } from './api';

interface Values {
  teks: string;
  tipe: TipePertanyaan;
  wajib: boolean;
  opsi?: string[];
  batas_min?: number | null;
  batas_max?: number | null;
}

/** The question form of the builder: text, type, required, options (choice types) and bounds (numbers). */
export function PertanyaanModal({
  open,
  initial,
  pending,
  onCancel,
  onSave,
}: {
  open: boolean;
  initial: SurveiPertanyaan | null;
  pending: boolean;
  onCancel: () => void;
  onSave: (body: PertanyaanBody) => Promise<void>;
}) {
  const [form] = Form.useForm<Values>();
  const tipe = Form.useWatch('tipe', form);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      initial
        ? { ...initial, opsi: initial.opsi }
        : { teks: '', tipe: 'PILIHAN_TUNGGAL', wajib: false, opsi: [], batas_min: null, batas_max: null },
    );
  }, [open, initial, form]);
  const beropsi = tipe ? TIPE_BEROPSI.includes(tipe) : false;
  return (
    <Modal
      open={open}
      title={initial ? 'Ubah pertanyaan' : 'Tambah pertanyaan'}
      okText="Simpan"
      cancelText="Batal"
      confirmLoading={pending}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={(v) =>
          onSave({
            teks: v.teks,
            tipe: v.tipe,
            wajib: Boolean(v.wajib),
            opsi: beropsi ? (v.opsi ?? []).map((o) => o.trim()).filter(Boolean) : [],
            batas_min: v.tipe === 'ANGKA' ? (v.batas_min ?? null) : null,
            batas_max: v.tipe === 'ANGKA' ? (v.batas_max ?? null) : null,
          })
        }
      >
        <Form.Item
          name="teks"
          label="Pertanyaan"
          rules={[{ required: true, min: 3, message: 'Pertanyaan minimal 3 karakter' }]}
        >
          <Input.TextArea rows={2} maxLength={1000} showCount />
        </Form.Item>
        <Form.Item
          name="tipe"
          label="Tipe jawaban"
          rules={[{ required: true, message: 'Tipe wajib dipilih' }]}
        >
          <Select
            aria-label="Tipe jawaban"
            options={TIPE_PERTANYAAN.map((t) => ({ value: t, label: TIPE_PERTANYAAN_LABELS[t] }))}
          />
        </Form.Item>
        {beropsi ? (
          <Form.Item
            name="opsi"
            label="Opsi jawaban (ketik lalu tekan Enter)"
            rules={[
              {
                validator: (_, v?: string[]) =>
                  (v ?? []).length >= 2 ? Promise.resolve() : Promise.reject(new Error('Minimal 2 opsi')),
              },
            ]}
          >
            <Select mode="tags" aria-label="Opsi jawaban" open={false} tokenSeparators={['\n']} />
          </Form.Item>
        ) : null}
        {tipe === 'ANGKA' ? (
          <Space>
            <Form.Item name="batas_min" label="Nilai minimal">
              <InputNumber aria-label="Nilai minimal" />
            </Form.Item>
            <Form.Item name="batas_max" label="Nilai maksimal">
              <InputNumber aria-label="Nilai maksimal" />
            </Form.Item>
          </Space>
        ) : null}
        <Form.Item name="wajib" valuePropName="checked">
          <Checkbox>Wajib dijawab</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { type PublicLinkValidation, submitKelengkapanSchema } from '@gratifikasi/domain';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { zodRule } from '@/ui/zodRule';
import { LinkUploads } from './LinkUploads';

interface KelengkapanValues {
  jawaban?: Record<string, string>;
  catatan?: string;
}

export interface KelengkapanAnswer {
  jawaban: { kode: string; jawaban: string }[];
  catatan: string | null;
  media_ids: number[];
}

interface KelengkapanFormProps {
  token: string;
  link: PublicLinkValidation;
  submitting: boolean;
  onSubmit: (answer: KelengkapanAnswer) => void;
}

const jawabanRule = zodRule(submitKelengkapanSchema.shape.jawaban.element.shape.jawaban);

/** One text answer per asked item, an optional note and the supporting files. */
export function KelengkapanForm({ token, link, submitting, onSubmit }: KelengkapanFormProps) {
  const [mediaIds, setMediaIds] = useState<number[]>([]);
  const items = link.permintaan.items;

  const finish = (values: KelengkapanValues) =>
    onSubmit({
      jawaban: items.map((item) => ({ kode: item.kode, jawaban: values.jawaban?.[item.kode]?.trim() ?? '' })),
      catatan: values.catatan?.trim() || null,
      media_ids: mediaIds,
    });

  return (
    <Form<KelengkapanValues> layout="vertical" onFinish={finish} disabled={submitting}>
      {items.map((item) => (
        <Form.Item
          key={item.kode}
          name={['jawaban', item.kode]}
          label={item.pertanyaan}
          rules={[jawabanRule]}
        >
          <Input.TextArea rows={3} maxLength={5000} showCount />
        </Form.Item>
      ))}
      <Form.Item
        name="catatan"
        label="Catatan tambahan"
        rules={items.length === 0 ? [{ required: true, message: 'Catatan wajib diisi' }] : []}
      >
        <Input.TextArea rows={3} maxLength={5000} showCount />
      </Form.Item>
      <Form.Item label="Dokumen pendukung">
        <LinkUploads token={token} limits={link.upload} onChange={setMediaIds} disabled={submitting} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting} size="large">
        Kirim kelengkapan
      </Button>
    </Form>
  );
}

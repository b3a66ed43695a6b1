import { type PublicLinkValidation, submitTanggapanSchema } from '@gratifikasi/domain';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { zodField } from '@/ui/zodRule';
import { LinkUploads } from './LinkUploads';

export interface TanggapanAnswer {
  tanggapan: string;
  media_ids: number[];
}

interface TanggapanFormProps {
  token: string;
  link: PublicLinkValidation;
  submitting: boolean;
  onSubmit: (answer: TanggapanAnswer) => void;
}

/** The reporter's response in one text, with supporting files. */
export function TanggapanForm({ token, link, submitting, onSubmit }: TanggapanFormProps) {
  const [mediaIds, setMediaIds] = useState<number[]>([]);
  return (
    <Form<{ tanggapan: string }>
      layout="vertical"
      onFinish={(values) => onSubmit({ tanggapan: values.tanggapan.trim(), media_ids: mediaIds })}
      disabled={submitting}
    >
      <Form.Item name="tanggapan" label="Tanggapan" rules={[zodField(submitTanggapanSchema, 'tanggapan')]}>
        <Input.TextArea rows={6} maxLength={10000} showCount />
      </Form.Item>
      <Form.Item label="Dokumen pendukung">
        <LinkUploads token={token} limits={link.upload} onChange={setMediaIds} disabled={submitting} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting} size="large">
        Kirim tanggapan
      </Button>
    </Form>
  );
}

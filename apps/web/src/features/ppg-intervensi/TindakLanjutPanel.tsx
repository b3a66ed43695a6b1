import type { IntervensiDetail } from '@gratifikasi/domain';
import { formatDate } from '@gratifikasi/domain';
import { Alert, Button, Card, DatePicker, Empty, Form, Input, Space, Timeline, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { isConflict, showFieldErrors } from '@/features/ppg-upg-kegiatan/fieldErrors';
import { notify } from '@/platform/notify';
import { useTindakLanjut } from './api';

interface Values {
  tanggal: Dayjs;
  catatan: string;
}

/** An intervention's follow-up notes (oldest first) and, while it is open, the note form and the closing action. */
export function TindakLanjutPanel({ detail }: { detail: IntervensiDetail }) {
  const [form] = Form.useForm<Values>();
  const kirim = useTindakLanjut(detail.id);
  const [stale, setStale] = useState(false);
  const terbuka = detail.status !== 'SELESAI';

  const submit = async (tutup: boolean) => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    try {
      await kirim.mutateAsync({
        tanggal: v.tanggal.format('YYYY-MM-DD'),
        catatan: v.catatan,
        revisi: detail.revisi,
        tutup,
      });
      form.resetFields();
      notify.success(tutup ? 'Intervensi ditutup' : 'Tindak lanjut berhasil dicatat');
    } catch (error) {
      if (isConflict(error)) setStale(true);
      showFieldErrors(form, error);
    }
  };

  return (
    <Card title="Tindak Lanjut" size="small">
      {detail.tindak_lanjut.length === 0 ? (
        <Empty description="Belum ada tindak lanjut" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Timeline
          items={detail.tindak_lanjut.map((t) => ({
            color: t.penutup ? 'green' : 'blue',
            children: (
              <Space orientation="vertical" size={0}>
                <Typography.Text strong>
                  {formatDate(t.tanggal)}
                  {t.penutup ? ' · Penutupan' : ''}
                </Typography.Text>
                <Typography.Text>{t.catatan}</Typography.Text>
                <Typography.Text type="secondary">{t.oleh ?? '-'}</Typography.Text>
              </Space>
            ),
          }))}
        />
      )}
      {terbuka ? (
        <Form
          name="tindak_lanjut"
          form={form}
          layout="vertical"
          initialValues={{ tanggal: dayjs() }}
          disabled={kirim.isPending}
        >
          {stale ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              message="Intervensi ini telah diubah pengguna lain. Tutup lalu buka kembali untuk memuat data terbaru."
            />
          ) : null}
          <Form.Item
            name="tanggal"
            label="Tanggal"
            rules={[{ required: true, message: 'Tanggal wajib diisi' }]}
          >
            <DatePicker format="DD-MM-YYYY" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="catatan"
            label="Catatan tindak lanjut"
            rules={[
              { required: true, message: 'Catatan tindak lanjut wajib diisi' },
              { min: 5, message: 'Catatan tindak lanjut minimal 5 karakter' },
              { max: 5000, message: 'Catatan tindak lanjut maksimal 5000 karakter' },
            ]}
          >
            <Input.TextArea rows={3} />
          </Form.Item>
          <Space>
            <Button type="primary" loading={kirim.isPending} onClick={() => submit(false)}>
              Simpan Tindak Lanjut
            </Button>
            <Button loading={kirim.isPending} onClick={() => submit(true)}>
              Tutup Intervensi
            </Button>
          </Space>
        </Form>
      ) : null}
    </Card>
  );
}

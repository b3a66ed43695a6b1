import { batchSensorCreateSchema, type SensorKandidat } from '@gratifikasi/domain';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { zodRule } from '@/ui/zodRule';
import { useCreateBatch } from './api';
import { KandidatPicker } from './parts';

/** `batch-sensor-sk-form-create`: a title and the SKs to publish; the server reads each SK's personal data. */
export function BatchCreatePage() {
  const [form] = Form.useForm<{ judul: string }>();
  const [chosen, setChosen] = useState<SensorKandidat[]>([]);
  const create = useCreateBatch();
  const navigate = useNavigate();
  const submit = async ({ judul }: { judul: string }) => {
    if (chosen.length === 0) {
      notify.error('Pilih paling sedikit satu SK');
      return;
    }
    try {
      const batch = await create.mutateAsync({ judul, laporan_ids: chosen.map((r) => r.laporan_id) });
      notify.success('Batch dibuat; tinjau data pribadi yang ditemukan pada setiap SK');
      navigate(buildPath('kpk-batch-sensor-sk-form-edit', { id: batch.id }));
    } catch {
      // Shown by the api client (422 names the SKs that cannot be chosen).
    }
  };
  return (
    <>
      <PageHeader
        title="Buat Batch Sensor SK"
        extra={<LinkButton to={buildPath('kpk-batch-sensor-sk-list')}>Kembali ke daftar</LinkButton>}
      />
      <Space orientation="vertical" style={{ width: '100%' }} size={16}>
        <Alert
          type="info"
          showIcon
          title="Setiap SK dibaca ulang saat batch disimpan: nama, NIK, alamat, telepon, e-mail dan nomor rekening ditemukan dari data laporan dan dari pola teks, untuk Anda tinjau sebelum diajukan."
        />
        <Card size="small" title="Batch">
          <Form form={form} layout="vertical" onFinish={submit}>
            <Form.Item
              name="judul"
              label="Judul batch"
              rules={[zodRule(batchSensorCreateSchema.shape.judul)]}
            >
              <Input placeholder="mis. Publikasi SK Triwulan IV 2026" maxLength={200} />
            </Form.Item>
            <Typography.Paragraph>SK terpilih: {chosen.length}</Typography.Paragraph>
            <KandidatPicker value={chosen} onChange={setChosen} />
            <Button type="primary" htmlType="submit" loading={create.isPending} style={{ marginTop: 12 }}>
              Simpan dan Tinjau
            </Button>
          </Form>
        </Card>
      </Space>
    </>
  );
}

import { Alert, Button, Card, Form, Input, List, Tag } from 'antd';
import { useState } from 'react';
import { notify } from '@/platform/notify';
import { useKirimResi, useResiPelapor } from './api';

const STATUS = {
  DIKIRIM: 'Menunggu verifikasi KPK',
  SESUAI: 'Sesuai',
  TIDAK_SESUAI: 'Tidak sesuai',
} as const;

interface Values {
  kurir?: string;
  nomor_resi?: string;
}

/**
 * On the reporter's report: when the SK rules objects the state's and they have not reached the KPK, the reporter
 * who sends them by courier submits the receipt here (its photo, number and courier); the receipts sent are listed.
 */
export function KirimResiCard({ laporanId }: { laporanId: number }) {
  const data = useResiPelapor(laporanId);
  const kirim = useKirimResi(laporanId);
  const [file, setFile] = useState<File | null>(null);
  const [form] = Form.useForm<Values>();
  if (!data.data || (data.data.menunggu_kirim === 0 && data.data.resi.length === 0)) return null;
  const submit = async (v: Values) => {
    if (!file) {
      notify.error('Unggah foto resi pengiriman');
      return;
    }
    try {
      await kirim.mutateAsync({ file, nomor_resi: v.nomor_resi ?? '', kurir: v.kurir ?? '' });
      notify.success('Resi pengiriman dikirim ke KPK');
      form.resetFields();
      setFile(null);
    } catch {
      // Shown by the api client.
    }
  };
  return (
    <Card size="small" title="Pengiriman Objek Gratifikasi ke KPK" style={{ marginBottom: 16 }}>
      {data.data.menunggu_kirim > 0 ? (
        <>
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            message={`${data.data.menunggu_kirim} objek ditetapkan milik negara dan belum diterima KPK. Jika dikirim melalui jasa pengiriman, unggah resinya di sini.`}
          />
          <Form<Values> form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 560 }}>
            <Form.Item
              name="kurir"
              label="Jasa pengiriman"
              rules={[{ required: true, min: 3, message: 'Jasa pengiriman wajib diisi' }]}
            >
              <Input maxLength={100} placeholder="mis. JNE, Pos Indonesia" />
            </Form.Item>
            <Form.Item
              name="nomor_resi"
              label="Nomor resi"
              rules={[{ required: true, min: 3, message: 'Nomor resi wajib diisi' }]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item label="Foto resi">
              <input
                type="file"
                accept="image/*,application/pdf"
                aria-label="Foto resi"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={kirim.isPending}>
              Kirim Resi
            </Button>
          </Form>
        </>
      ) : null}
      {data.data.resi.length > 0 ? (
        <List
          style={{ marginTop: 12 }}
          dataSource={data.data.resi}
          renderItem={(r) => (
            <List.Item>
              {r.kurir} · {r.nomor_resi} <Tag>{STATUS[r.status]}</Tag>
            </List.Item>
          )}
        />
      ) : null}
    </Card>
  );
}

import { formatDateTime } from '@gratifikasi/domain';
import { Button, Card, Flex, Input, List, Tag, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { notify } from '@/platform/notify';
import { downloadResi, type OgResi, useResi, useVerifikasiResi } from './api';

const STATUS: Record<OgResi['status'], ReactNode> = {
  DIKIRIM: <Tag color="blue">Belum diverifikasi</Tag>,
  SESUAI: <Tag color="green">Sesuai</Tag>,
  TIDAK_SESUAI: <Tag color="red">Tidak sesuai</Tag>,
};

/** The courier receipts the reporter sent for this object's report; the staff check each against the parcel. */
export function ResiCard({ laporanId, canVerify }: { laporanId: number; canVerify: boolean }) {
  const resi = useResi(laporanId);
  const verify = useVerifikasiResi();
  const [catatan, setCatatan] = useState('');
  if (!resi.data || resi.data.length === 0) return null;
  const decide = async (id: number, sesuai: boolean) => {
    try {
      await verify.mutateAsync({ id, sesuai, ...(catatan.trim() ? { catatan: catatan.trim() } : {}) });
      notify.success('Verifikasi resi disimpan');
      setCatatan('');
    } catch {
      // Shown by the api client.
    }
  };
  return (
    <Card size="small" title="Resi Pengiriman" style={{ marginTop: 16 }}>
      <List
        dataSource={resi.data}
        renderItem={(r) => (
          <List.Item>
            <div style={{ width: '100%' }}>
              <Flex justify="space-between" wrap gap={8}>
                <Typography.Text strong>
                  {r.kurir} · {r.nomor_resi}
                </Typography.Text>
                {STATUS[r.status]}
              </Flex>
              <Typography.Text type="secondary">
                Dikirim {r.pengirim ?? '-'}, {formatDateTime(r.created_at)}
              </Typography.Text>
              {r.catatan_verifikasi ? <div>{r.catatan_verifikasi}</div> : null}
              <Flex gap={8} wrap style={{ marginTop: 8 }}>
                <Button size="small" onClick={() => void downloadResi(r.id).catch(() => undefined)}>
                  Lihat foto resi
                </Button>
                {canVerify && r.status === 'DIKIRIM' ? (
                  <>
                    <Input
                      size="small"
                      aria-label="Catatan verifikasi resi"
                      placeholder="Catatan (opsional)"
                      value={catatan}
                      onChange={(e) => setCatatan(e.target.value)}
                      style={{ maxWidth: 240 }}
                    />
                    <Button
                      size="small"
                      type="primary"
                      loading={verify.isPending}
                      onClick={() => void decide(r.id, true)}
                    >
                      Sesuai
                    </Button>
                    <Button
                      size="small"
                      danger
                      loading={verify.isPending}
                      onClick={() => void decide(r.id, false)}
                    >
                      Tidak sesuai
                    </Button>
                  </>
                ) : null}
              </Flex>
            </div>
          </List.Item>
        )}
      />
    </Card>
  );
}

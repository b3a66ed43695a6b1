import CheckOutlined from '@ant-design/icons/CheckOutlined';
import {
  BATCH_LAPORAN_KEGIATAN_MAX,
  type LaporanKegiatanBatchResult,
  type LaporanKegiatanItem,
} from '@gratifikasi/domain';
import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useBatchLaporanKegiatan } from './api';

/**
 * "Setujui terpilih": the selected reports approved in one call after a confirmation (with an optional note); each
 * report is its own transaction, so the result tells how many passed and why each of the others did not.
 */
export function BatchSetujui({
  pilihan,
  onSelesai,
}: {
  pilihan: LaporanKegiatanItem[];
  /** After the batch ran: the selection is cleared (the list reloads through the mutation). */
  onSelesai: () => void;
}) {
  const batch = useBatchLaporanKegiatan();
  const [konfirmasi, setKonfirmasi] = useState(false);
  const [catatan, setCatatan] = useState('');
  const [hasil, setHasil] = useState<LaporanKegiatanBatchResult | null>(null);
  const terlaluBanyak = pilihan.length > BATCH_LAPORAN_KEGIATAN_MAX;
  const judul = (id: number) => pilihan.find((p) => p.id === id)?.judul ?? `Laporan #${id}`;

  const jalankan = async () => {
    try {
      const result = await batch.mutateAsync({
        items: pilihan.map((p) => ({ id: p.id, versi: p.version })),
        catatan: catatan.trim() || null,
      });
      setKonfirmasi(false);
      setCatatan('');
      setHasil(result);
      onSelesai();
    } catch {
      // Shown by the api client (403, 422).
    }
  };

  return (
    <>
      <Space wrap>
        <Button
          type="primary"
          icon={<CheckOutlined />}
          disabled={pilihan.length === 0 || terlaluBanyak}
          onClick={() => setKonfirmasi(true)}
        >
          Setujui terpilih{pilihan.length ? ` (${pilihan.length})` : ''}
        </Button>
        {terlaluBanyak ? (
          <Typography.Text type="danger">
            Maksimal {BATCH_LAPORAN_KEGIATAN_MAX} laporan sekaligus
          </Typography.Text>
        ) : null}
      </Space>
      <Modal
        open={konfirmasi}
        title={`Setujui ${pilihan.length} laporan kegiatan?`}
        okText="Setujui"
        cancelText="Batal"
        confirmLoading={batch.isPending}
        onOk={jalankan}
        onCancel={() => setKonfirmasi(false)}
        destroyOnHidden
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <ul style={{ maxHeight: 240, overflow: 'auto', paddingLeft: 20, margin: 0 }}>
            {pilihan.map((p) => (
              <li key={p.id}>{p.judul}</li>
            ))}
          </ul>
          <Input.TextArea
            aria-label="Catatan persetujuan"
            placeholder="Catatan (opsional)"
            rows={3}
            maxLength={2000}
            value={catatan}
            onChange={(e) => setCatatan(e.target.value)}
          />
        </Space>
      </Modal>
      <Modal
        open={hasil !== null}
        title="Hasil persetujuan"
        onCancel={() => setHasil(null)}
        footer={
          <Button type="primary" onClick={() => setHasil(null)}>
            Tutup
          </Button>
        }
      >
        {hasil ? (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Alert
              type={hasil.gagal ? 'warning' : 'success'}
              showIcon
              title={`${hasil.berhasil} laporan disetujui, ${hasil.gagal} gagal`}
            />
            {hasil.gagal ? (
              <>
                <Typography.Text strong>Tidak disetujui:</Typography.Text>
                <ul style={{ paddingLeft: 20, margin: 0 }}>
                  {hasil.hasil
                    .filter((h) => !h.ok)
                    .map((h) => (
                      <li key={h.id}>
                        <Typography.Text strong>{judul(h.id)}</Typography.Text>
                        {' — '}
                        <Typography.Text type="danger">{h.pesan ?? 'Tidak dapat disetujui'}</Typography.Text>
                      </li>
                    ))}
                </ul>
              </>
            ) : null}
          </Space>
        ) : null}
      </Modal>
    </>
  );
}

import { CameraOutlined, SearchOutlined } from '@ant-design/icons';
import { formatDateTime } from '@gratifikasi/domain';
import { Alert, Button, Card, Flex, Input, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '@/platform/api';
import { buildPath } from '@/platform/routes';
import { type CameraScan, scanFromCamera, scanFromFile } from '@/platform/scanner';
import { PageHeader } from '@/ui/PageHeader';
import { useScan, useScans } from './api';

/**
 * `scan-barcode-og`: reads an object's label with the device camera (or from a photo of it, or typed) and opens the
 * object; every scan is recorded for stock-taking. An unknown code says so plainly.
 */
export function ScanPage() {
  const video = useRef<HTMLVideoElement>(null);
  const camera = useRef<CameraScan | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [kode, setKode] = useState('');
  const scan = useScan();
  const navigate = useNavigate();

  useEffect(() => () => camera.current?.stop(), []);

  const open = async (text: string) => {
    setError(null);
    try {
      const found = await scan.mutateAsync(text);
      navigate(buildPath('kpk-og-view', { id: found.og_id }));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Kode tidak dapat diperiksa');
    }
  };
  const start = async () => {
    if (!video.current) return;
    setError(null);
    try {
      camera.current = await scanFromCamera(video.current, (text) => {
        setRunning(false);
        void open(text);
      });
      setRunning(true);
    } catch {
      setError('Kamera tidak dapat dibuka. Izinkan akses kamera, atau unggah foto label.');
    }
  };
  const stop = () => {
    camera.current?.stop();
    setRunning(false);
  };
  const fromFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    try {
      await open(await scanFromFile(file));
    } catch {
      setError('Barcode tidak terbaca pada gambar. Ulangi dengan foto yang lebih jelas.');
    }
  };

  return (
    <>
      <PageHeader
        title="Pindai Barcode OG"
        subtitle="Arahkan kamera ke label objek, unggah foto label, atau ketik kodenya."
      />
      <Card style={{ maxWidth: 640 }}>
        <Space orientation="vertical" style={{ width: '100%' }} size={12}>
          {error ? <Alert type="error" showIcon message={error} role="alert" /> : null}
          <video
            ref={video}
            muted
            playsInline
            style={{ width: '100%', maxHeight: 320, background: '#000', display: running ? 'block' : 'none' }}
          />
          <Flex gap={8} wrap>
            {running ? (
              <Button onClick={stop}>Hentikan kamera</Button>
            ) : (
              <Button type="primary" icon={<CameraOutlined />} onClick={() => void start()}>
                Pindai dengan kamera
              </Button>
            )}
            <label>
              <Typography.Text>Atau unggah foto label: </Typography.Text>
              <input
                type="file"
                accept="image/*"
                aria-label="Foto label"
                onChange={(e) => void fromFile(e.target.files?.[0])}
              />
            </label>
          </Flex>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              aria-label="Kode label"
              placeholder="OG-2026-000001"
              value={kode}
              onChange={(e) => setKode(e.target.value)}
              onPressEnter={() => kode.trim() && void open(kode)}
            />
            <Button
              icon={<SearchOutlined />}
              loading={scan.isPending}
              disabled={!kode.trim()}
              onClick={() => void open(kode)}
            >
              Cari
            </Button>
          </Space.Compact>
        </Space>
      </Card>
    </>
  );
}

/** `daftar-scan-og`: the latest scans (stock-taking): what was read, by whom, and which object it named. */
export function ScanListPage() {
  const scans = useScans();
  return (
    <>
      <PageHeader title="Daftar Pindai OG" subtitle="200 pemindaian label terakhir." />
      <Card>
        <Table
          rowKey="id"
          loading={scans.isLoading}
          dataSource={scans.data ?? []}
          locale={{ emptyText: 'Belum ada pemindaian' }}
          columns={[
            { key: 'waktu', title: 'Waktu', render: (_, s) => formatDateTime(s.created_at) },
            {
              key: 'kode',
              title: 'Kode',
              render: (_, s) =>
                s.og_id ? <Link to={buildPath('kpk-og-view', { id: s.og_id })}>{s.kode}</Link> : s.kode,
            },
            {
              key: 'hasil',
              title: 'Hasil',
              render: (_, s) =>
                s.ditemukan ? <Tag color="green">Terdaftar</Tag> : <Tag color="red">Tidak dikenal</Tag>,
            },
            { key: 'oleh', title: 'Oleh', render: (_, s) => s.user_name ?? '-' },
          ]}
        />
      </Card>
    </>
  );
}

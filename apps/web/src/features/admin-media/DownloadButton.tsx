import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { notify } from '@/platform/notify';
import { downloadMedia } from './api';

/** 'Unduh': fetches the file with the session's token and saves it; spins meanwhile. */
export function DownloadButton({ id, name }: { id: number; name: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadMedia(id);
    } catch {
      notify.error('Berkas tidak dapat diunduh. Coba lagi.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={run}
      aria-label={`Unduh ${name}`}
    >
      Unduh
    </Button>
  );
}

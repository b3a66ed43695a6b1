import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';

interface ExportButtonProps {
  onExport: () => Promise<void>;
  label?: string;
}

/** 'Ekspor Excel': runs the download and spins until the file arrives. */
export function ExportButton({ onExport, label = 'Ekspor Excel' }: ExportButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onExport();
    } catch {
      // The api client has already shown the failure.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={run}>
      {label}
    </Button>
  );
}

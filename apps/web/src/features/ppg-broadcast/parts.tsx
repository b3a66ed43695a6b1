import type { StatusBroadcast } from '@gratifikasi/domain';
import { Button, Result, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { ApiError } from '@/platform/api';

const COLOR: Record<StatusBroadcast, string> = {
  DRAF: 'default',
  DIKEMBALIKAN: 'orange',
  DIAJUKAN: 'blue',
  DISETUJUI: 'green',
};

/** A broadcast's status as the server words it (spec §4 labels; "Perlu Persetujuan" for the group head). */
export function StatusBroadcastTag({ status, label }: { status: StatusBroadcast; label: string }) {
  return <Tag color={COLOR[status]}>{label}</Tag>;
}

/** The steps of the approval process, for its history. */
export const LANGKAH_BROADCAST: Record<string, string> = {
  susun: 'Penyusunan',
  persetujuan: 'Persetujuan group head PPG',
  kirim: 'Disetujui dan dikirim',
};

/** A broadcast that could not be shown: not found (404), or a failed load. */
export function BroadcastTidakTampil({
  error,
  retry,
  back,
}: {
  error: unknown;
  retry: () => void;
  back: ReactNode;
}) {
  if (!error || (error instanceof ApiError && error.status === 404)) {
    return <Result status="404" title="Broadcast email tidak ditemukan" extra={back} />;
  }
  return (
    <Result
      status="error"
      title="Broadcast email tidak dapat dimuat"
      extra={
        <Space>
          <Button type="primary" onClick={retry}>
            Coba lagi
          </Button>
          {back}
        </Space>
      }
    />
  );
}

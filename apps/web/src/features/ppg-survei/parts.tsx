import type { StatusSurvei } from '@gratifikasi/domain';
import { Button, Result, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { ApiError } from '@/platform/api';

const COLOR: Record<StatusSurvei, string> = {
  DRAF: 'default',
  DIKEMBALIKAN: 'orange',
  DIAJUKAN: 'blue',
  DISETUJUI: 'green',
};

/** A survey's status as the server words it (spec §4 labels; "Perlu Persetujuan" for the group head). */
export function StatusSurveiTag({ status, label }: { status: StatusSurvei; label: string }) {
  return <Tag color={COLOR[status]}>{label}</Tag>;
}

const JAWABAN_COLOR: Record<string, string> = { BELUM: 'default', DRAF: 'orange', TERKIRIM: 'green' };
export function StatusJawabanTag({ status, label }: { status: string; label: string }) {
  return <Tag color={JAWABAN_COLOR[status] ?? 'default'}>{label}</Tag>;
}

/** The steps of the approval process, for its path. */
export const LANGKAH_SURVEI: Record<string, string> = {
  susun: 'Penyusunan',
  persetujuan: 'Persetujuan group head PPG',
  disetujui: 'Disetujui',
};

/** A survey that could not be shown: not found (404), or a failed load. */
export function SurveiTidakTampil({
  error,
  retry,
  back,
}: {
  error: unknown;
  retry: () => void;
  back: ReactNode;
}) {
  if (!error || (error instanceof ApiError && error.status === 404)) {
    return <Result status="404" title="Survei tidak ditemukan" extra={back} />;
  }
  return (
    <Result
      status="error"
      title="Survei tidak dapat dimuat"
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

export const formatWaktu = (iso: string) =>
  new Date(iso).toLocaleString('id-ID', {
    timeZone: 'Asia/Jakarta',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });

import UploadOutlined from '@ant-design/icons/UploadOutlined';
import type { StatusDokumenPublik } from '@gratifikasi/domain';
import { Button, Result, Space, Tag, Typography } from 'antd';
import { type ReactNode, useRef, useState } from 'react';
import { ApiError } from '@/platform/api';
import { uploadBerkasDokumen } from './api';

const COLOR: Record<StatusDokumenPublik, string> = {
  DRAF: 'default',
  DIKEMBALIKAN: 'orange',
  DIAJUKAN: 'blue',
  DITERBITKAN: 'green',
  DITARIK: 'red',
};

/** A document's status as the server words it (spec §4 labels; "Perlu Persetujuan" for the group head). */
export function StatusDokumenTag({ status, label }: { status: StatusDokumenPublik; label: string }) {
  return <Tag color={COLOR[status]}>{label}</Tag>;
}

/** The steps of the approval process, for its history. */
export const LANGKAH_DOKUMEN: Record<string, string> = {
  susun: 'Penyusunan',
  persetujuan: 'Persetujuan group head PPG',
  terbit: 'Diterbitkan',
  ditarik: 'Ditarik',
};

const nameOf = (url: string) => decodeURIComponent(url.split('?')[0]?.split('/').pop() ?? '');

/**
 * The document's file: uploaded through the server's checks (PDF, Office or image by its bytes, within the size
 * limit); the field holds the address the upload answers. A refused file shows the server's message.
 */
export function BerkasInput({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState<string | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const stored = await uploadBerkasDokumen(file);
      setName(stored.original_name);
      onChange?.(stored.url);
    } catch {
      // Shown by the api client (422: the file's type or size is refused).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space wrap>
      <Button id={id} icon={<UploadOutlined />} loading={busy} onClick={() => fileInput.current?.click()}>
        {value ? 'Ganti berkas' : 'Unggah berkas'}
      </Button>
      {value ? (
        <Typography.Link href={value} target="_blank" rel="noopener">
          {name ?? nameOf(value)}
        </Typography.Link>
      ) : (
        <Typography.Text type="secondary">PDF, dokumen Office atau gambar</Typography.Text>
      )}
      <input
        ref={fileInput}
        type="file"
        accept=".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,image/*"
        style={{ display: 'none' }}
        aria-label="Berkas dokumen"
        onChange={(e) => {
          void upload(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </Space>
  );
}

/** A document that could not be shown: not found (404, a withdrawn one for the institutions), or a failed load. */
export function DokumenTidakTampil({
  error,
  retry,
  back,
}: {
  error: unknown;
  retry: () => void;
  back: ReactNode;
}) {
  if (!error || (error instanceof ApiError && error.status === 404)) {
    return <Result status="404" title="Dokumen publik tidak ditemukan" extra={back} />;
  }
  return (
    <Result
      status="error"
      title="Dokumen publik tidak dapat dimuat"
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

import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import type { LampiranBroadcast } from '@gratifikasi/domain';
import { Button, Skeleton, Space, Typography } from 'antd';
import { lazy, Suspense, useRef, useState } from 'react';
import { pratinjauIsi, uploadLampiran } from './api';

/** The app's rich-text editor, its own chunk; pictures and previews go through the broadcast's own calls. */
const RichTextInput = lazy(() => import('../masters/RichTextInput'));

/** The body's editor as a form control (the form gives it its value and change handler). */
export function IsiInput(props: { id?: string; value?: string | null; onChange?: (html: string) => void }) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <RichTextInput {...props} aria-label="Isi email" upload={uploadLampiran} pratinjau={pratinjauIsi} />
    </Suspense>
  );
}

/** The attachments: files uploaded through the server's checks, sent as links in the mail. */
export function LampiranInput({
  value = [],
  onChange,
}: {
  value?: LampiranBroadcast[];
  onChange?: (v: LampiranBroadcast[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const stored = await uploadLampiran(file);
      onChange?.([...value, { url: stored.url, nama: stored.original_name }]);
    } catch {
      // Shown by the api client (422: type or size refused).
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space orientation="vertical">
      {value.map((l, i) => (
        <Space key={l.url}>
          <Typography.Link href={l.url} target="_blank" rel="noopener">
            {l.nama}
          </Typography.Link>
          <Button
            size="small"
            type="text"
            danger
            aria-label={`Hapus lampiran ${l.nama}`}
            icon={<DeleteOutlined />}
            onClick={() => onChange?.(value.filter((_, j) => j !== i))}
          />
        </Space>
      ))}
      <Button
        icon={<UploadOutlined />}
        loading={busy}
        disabled={value.length >= 10}
        onClick={() => input.current?.click()}
      >
        Unggah lampiran
      </Button>
      <input
        ref={input}
        type="file"
        accept=".pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.odt,.ods,.odp,image/*"
        style={{ display: 'none' }}
        aria-label="Berkas lampiran"
        onChange={(e) => {
          void upload(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </Space>
  );
}

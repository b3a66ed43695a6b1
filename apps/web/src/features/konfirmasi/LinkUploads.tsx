import { UploadOutlined } from '@ant-design/icons';
import type { PublicLinkValidation } from '@gratifikasi/domain';
import { Button, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { notify } from '@/platform/notify';
import { uploadLinkFile } from './api';

/** What the server accepts (it checks the bytes; this only guides the file picker). */
const ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf,.doc,.docx,.xls,.xlsx';

interface LinkUploadsProps {
  token: string;
  limits: PublicLinkValidation['upload'];
  /** The ids of the files uploaded and kept, in order. */
  onChange: (mediaIds: number[]) => void;
  disabled?: boolean;
}

/** Files for the answer: each is sent at once to the link, checked by the server, and listed with its state. */
export function LinkUploads({ token, limits, onChange, disabled }: LinkUploadsProps) {
  const [files, setFiles] = useState<UploadFile<{ id: number }>[]>([]);
  const room = Math.max(0, limits.max_files - limits.used);

  const update = (next: UploadFile<{ id: number }>[]) => {
    setFiles(next);
    onChange(
      next.filter((f) => f.status === 'done' && f.response).map((f) => (f.response as { id: number }).id),
    );
  };

  return (
    <>
      <Upload<{ id: number }>
        accept={ACCEPT}
        multiple
        maxCount={room}
        fileList={files}
        disabled={disabled || room === 0}
        beforeUpload={(file) => {
          if (file.size > limits.max_mb * 1024 * 1024) {
            notify.error(`Ukuran berkas ${file.name} melebihi ${limits.max_mb} MB`);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          uploadLinkFile(token, file as File)
            .then((media) => onSuccess?.({ id: media.id }))
            .catch((error: Error) => onError?.(error));
        }}
        onChange={({ fileList }) => update(fileList)}
      >
        <Button icon={<UploadOutlined />} disabled={disabled || room === 0}>
          Unggah berkas
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
        Gambar (JPG, PNG, WEBP), PDF atau dokumen Office; maksimal {limits.max_mb} MB per berkas, {room}{' '}
        berkas lagi.
      </Typography.Text>
    </>
  );
}

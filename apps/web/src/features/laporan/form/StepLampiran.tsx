import { InboxOutlined } from '@ant-design/icons';
import type { MediaInfoDto } from '@gratifikasi/domain';
import { Alert, Form, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { notify } from '@/platform/notify';
import { deleteAttachment, type UploadLimits, uploadAttachment, useUploadLimits } from '../api';

const ACCEPT = '.jpg,.jpeg,.png,.gif,.webp,.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx';

interface LampiranUploadProps {
  value?: MediaInfoDto[];
  onChange?: (files: MediaInfoDto[]) => void;
  laporanId: number | null;
  /** From the app configs upload_max_mb and upload_max_files; the server checks them again. */
  limits: UploadLimits;
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** Uploads each file to `laporan/upload-attachment` at once; the list holds what the server stored. */
function LampiranUpload({ value = [], onChange, laporanId, limits }: LampiranUploadProps) {
  const [pending, setPending] = useState<UploadFile[]>([]);
  // Several uploads can finish before the next render: each adds to the latest list.
  const latest = useRef(value);
  latest.current = value;
  const change = (next: MediaInfoDto[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const done: UploadFile[] = value.map((m) => ({
    uid: String(m.id),
    name: `${m.original_name} (${sizeText(m.size)})`,
    status: 'done',
  }));

  return (
    <Upload.Dragger
      multiple
      accept={ACCEPT}
      fileList={[...done, ...pending]}
      beforeUpload={(file) => {
        if (value.length + pending.length >= limits.maxFiles) {
          notify.error(`Maksimal ${limits.maxFiles} berkas lampiran`);
          return Upload.LIST_IGNORE;
        }
        if (file.size > limits.maxMb * 1024 * 1024) {
          notify.error(`Ukuran berkas maksimal ${limits.maxMb} MB`);
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={async ({ file, onSuccess, onError }) => {
        const f = file as File & { uid: string };
        setPending((p) => [...p, { uid: f.uid, name: f.name, status: 'uploading' }]);
        try {
          const media = await uploadAttachment(f, laporanId ?? undefined);
          change([...latest.current, media]);
          onSuccess?.(media);
        } catch (error) {
          onError?.(error as Error);
        } finally {
          setPending((p) => p.filter((x) => x.uid !== f.uid));
        }
      }}
      onRemove={async (file) => {
        const id = Number(file.uid);
        if (!value.some((m) => m.id === id)) return true;
        if (laporanId) {
          try {
            await deleteAttachment(laporanId, id);
          } catch {
            // Not yet attached to the report (uploaded in this session): it is simply left out.
          }
        }
        change(latest.current.filter((m) => m.id !== id));
        return true;
      }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">Klik atau seret berkas ke area ini untuk mengunggah</p>
      <p className="ant-upload-hint">
        Foto objek, bukti penerimaan, atau dokumen pendukung (JPG, PNG, PDF, dokumen Office). Maksimal{' '}
        {limits.maxMb} MB per berkas, {limits.maxFiles} berkas.
      </p>
    </Upload.Dragger>
  );
}

/** Step 5: attachments (optional). */
export function StepLampiran({ laporanId }: { laporanId: number | null }) {
  const limits = useUploadLimits();
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title="Lampiran membantu KPK menilai laporan Anda. Berkas diperiksa jenisnya dari isinya, bukan dari namanya."
      />
      <Form.Item name="lampiran">
        <LampiranUpload laporanId={laporanId} limits={limits} />
      </Form.Item>
    </>
  );
}

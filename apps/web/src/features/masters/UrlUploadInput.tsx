import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Input, Space } from 'antd';
import { useRef, useState } from 'react';
import { uploadKontenBerkas } from './api';

interface UrlUploadInputProps {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
}

/** A URL field that can also take an uploaded file: the file goes to the content store, its path into the field. */
export function UrlUploadInput({ id, value, onChange }: UrlUploadInputProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      onChange?.((await uploadKontenBerkas(file)).url);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input id={id} value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} />
      <Button icon={<UploadOutlined />} loading={busy} onClick={() => fileInput.current?.click()}>
        Unggah
      </Button>
      <input
        ref={fileInput}
        type="file"
        style={{ display: 'none' }}
        aria-label="Berkas unggahan"
        onChange={(e) => {
          void upload(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
    </Space.Compact>
  );
}

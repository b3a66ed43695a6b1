import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Typography } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { notify } from '@/platform/notify';
import { useAvatar, useUploadAvatar } from './api';
import { useObjectUrl } from './useObjectUrl';

const ACCEPT = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 2 * 1024 * 1024;

/** The avatar with a preview of the chosen image before it is saved (JPG, PNG or WEBP, at most 2 MB). */
export function AvatarCard({ avatarUrl, name }: { avatarUrl: string | null | undefined; name: string }) {
  const saved = useAvatar(avatarUrl);
  const upload = useUploadAvatar();
  const [chosen, setChosen] = useState<File | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const savedUrl = useObjectUrl(saved.data);
  const previewUrl = useObjectUrl(chosen);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    if (!ACCEPT.includes(file.type)) {
      notify.error('Foto profil harus berupa gambar JPG, PNG, atau WEBP');
      return;
    }
    if (file.size > MAX_BYTES) {
      notify.error('Ukuran foto profil maksimal 2 MB');
      return;
    }
    setChosen(file);
  };

  const save = async () => {
    if (!chosen) return;
    try {
      await upload.mutateAsync(chosen);
    } catch {
      return; // the client toasts the server's message
    }
    setChosen(null);
    notify.success('Foto profil berhasil diperbarui');
  };

  return (
    <Flex vertical align="center" gap={12}>
      <Avatar size={112} src={previewUrl ?? savedUrl} icon={<UserOutlined />} alt={`Foto profil ${name}`} />
      {chosen ? <Typography.Text type="secondary">Pratinjau: {chosen.name}</Typography.Text> : null}
      <input
        ref={input}
        type="file"
        accept={ACCEPT.join(',')}
        onChange={choose}
        style={{ display: 'none' }}
        aria-label="Pilih foto profil"
        data-testid="avatar-input"
      />
      <Flex gap={8}>
        <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} disabled={upload.isPending}>
          Pilih foto
        </Button>
        {chosen ? (
          <>
            <Button type="primary" onClick={save} loading={upload.isPending}>
              Simpan foto
            </Button>
            <Button onClick={() => setChosen(null)} disabled={upload.isPending}>
              Batal
            </Button>
          </>
        ) : null}
      </Flex>
    </Flex>
  );
}

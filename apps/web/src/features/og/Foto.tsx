import { ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { formatDateTime } from '@gratifikasi/domain';
import { Button, Card, Flex, Image, Table, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { PageHeader } from '@/ui/PageHeader';
import { fotoBlob, type OgFoto, useAllFotos, useOgFotos, useUploadFoto } from './api';

/** One photo fetched with the session's token and shown from an object URL. */
function FotoThumb({ ogId, foto, size = 96 }: { ogId: number; foto: OgFoto; size?: number }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    fotoBlob(ogId, foto.id)
      .then((blob) => {
        made = URL.createObjectURL(blob);
        if (live) setUrl(made);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [ogId, foto.id]);
  return url ? (
    <Image src={url} width={size} height={size} style={{ objectFit: 'cover' }} alt={foto.original_name} />
  ) : (
    <div style={{ width: size, height: size, background: '#f0f0f0' }} />
  );
}

/** The photos card of an object: thumbnails, an upload (camera on a phone) and a reload. */
export function FotoCard({ ogId, canUpload }: { ogId: number; canUpload: boolean }) {
  const fotos = useOgFotos(ogId);
  const upload = useUploadFoto(ogId);
  const input = useRef<HTMLInputElement>(null);
  const send = async (file: File | undefined) => {
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      notify.success('Foto berhasil diunggah');
    } catch {
      // Shown by the api client (422: not an image, too large).
    }
    if (input.current) input.current.value = '';
  };
  return (
    <Card
      size="small"
      title="Foto"
      style={{ marginTop: 16 }}
      extra={
        <Button
          size="small"
          icon={<ReloadOutlined />}
          onClick={() => void fotos.refetch()}
          aria-label="Muat ulang foto"
        />
      }
    >
      <Flex gap={8} wrap>
        {(fotos.data ?? []).map((f) => (
          <FotoThumb key={f.id} ogId={ogId} foto={f} />
        ))}
        {fotos.data?.length === 0 ? (
          <Typography.Text type="secondary">Belum ada foto.</Typography.Text>
        ) : null}
      </Flex>
      {canUpload ? (
        <>
          <input
            ref={input}
            type="file"
            accept="image/*"
            capture="environment"
            aria-label="Unggah foto objek"
            style={{ display: 'none' }}
            onChange={(e) => void send(e.target.files?.[0])}
          />
          <Button
            icon={<UploadOutlined />}
            loading={upload.isPending}
            style={{ marginTop: 12 }}
            onClick={() => input.current?.click()}
          >
            Unggah Foto
          </Button>
        </>
      ) : null}
    </Card>
  );
}

/** `daftar-foto-og-list`: the latest photos of objects, each with the object it shows. */
export function FotoListPage() {
  const fotos = useAllFotos();
  return (
    <>
      <PageHeader
        title="Daftar Foto OG"
        subtitle="200 foto objek terakhir."
        extra={
          <Button icon={<ReloadOutlined />} onClick={() => void fotos.refetch()}>
            Muat ulang
          </Button>
        }
      />
      <Card>
        <Table
          rowKey="id"
          loading={fotos.isLoading}
          dataSource={fotos.data ?? []}
          locale={{ emptyText: 'Belum ada foto objek' }}
          columns={[
            {
              key: 'foto',
              title: 'Foto',
              render: (_, f) => (f.og_id ? <FotoThumb ogId={f.og_id} foto={f} size={64} /> : null),
            },
            {
              key: 'kode',
              title: 'Objek',
              render: (_, f) =>
                f.og_id ? <Link to={buildPath('kpk-og-view', { id: f.og_id })}>{f.kode}</Link> : '-',
            },
            { key: 'waktu', title: 'Diunggah', render: (_, f) => formatDateTime(f.created_at) },
          ]}
        />
      </Card>
    </>
  );
}

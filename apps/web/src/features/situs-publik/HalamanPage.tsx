import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import type { HalamanKode } from '@gratifikasi/domain';
import { Button, Typography } from 'antd';
import type { ComponentType } from 'react';
import { NotFoundResult } from '@/ui/NotFoundResult';
import { RichText } from '@/ui/RichText';
import { useHalaman } from './api';
import { PublicPage } from './PublicPage';

function HalamanPage({ kode }: { kode: HalamanKode }) {
  const halaman = useHalaman(kode);
  if (halaman.isError) return <NotFoundResult />;
  const data = halaman.data;
  return (
    <PublicPage narrow title={data?.judul ?? ''} loading={halaman.isPending}>
      {data ? (
        <>
          {data.berkas_url ? (
            <Button
              type="primary"
              icon={<DownloadOutlined />}
              href={data.berkas_url}
              target="_blank"
              style={{ marginBottom: 24 }}
            >
              Unduh dokumen
            </Button>
          ) : null}
          <RichText html={data.isi} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 32, fontSize: 13 }}>
            Diperbarui {new Date(data.updated_at).toLocaleDateString('id-ID', { dateStyle: 'long' })}
          </Typography.Paragraph>
        </>
      ) : null}
    </PublicPage>
  );
}

/** The screen of one content page (/panduan, /privacy-policy, /about), kept in master halaman-publik. */
export const halamanScreen =
  (kode: HalamanKode): ComponentType =>
  () => <HalamanPage kode={kode} />;

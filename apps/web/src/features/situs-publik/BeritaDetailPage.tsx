import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { buildPath, formatLongDate } from '@gratifikasi/domain';
import { Button, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { NotFoundResult } from '@/ui/NotFoundResult';
import { RichText } from '@/ui/RichText';
import { useBerita } from './api';
import { PublicPage } from './PublicPage';

/** /news/:id/:slug — one published article; a wrong slug goes to the right address, an unknown id is not found. */
export function BeritaDetailPage() {
  const params = useParams();
  const id = Number(params.id);
  const berita = useBerita(id);
  const navigate = useNavigate();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  if (!Number.isInteger(id) || id <= 0 || berita.isError) return <NotFoundResult />;
  if (berita.isPending) return <PublicPage title="" loading narrow />;
  const data = berita.data;
  if (params.slug !== data.slug) {
    return <Navigate replace to={buildPath('news-detail', { id: data.id, slug: data.slug })} />;
  }
  return (
    <article>
      <PublicPage narrow title={data.judul}>
        <div style={{ marginTop: -12, marginBottom: 20 }}>
          <Tag color="blue">{data.kategori.nama}</Tag>
          <Typography.Text type="secondary">{formatLongDate(data.tanggal_terbit)}</Typography.Text>
        </div>
        {data.gambar_url ? (
          <img
            src={data.gambar_url}
            alt=""
            style={{ width: '100%', maxHeight: 420, objectFit: 'cover', borderRadius: 8, marginBottom: 24 }}
          />
        ) : null}
        <RichText html={data.isi} />
        <Button
          type="link"
          icon={<ArrowLeftOutlined />}
          style={{ paddingInline: 0, marginTop: 32 }}
          onClick={() => navigate(buildPath('news'))}
        >
          Semua berita
        </Button>
      </PublicPage>
    </article>
  );
}

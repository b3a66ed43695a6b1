import { type BeritaRingkas, buildPath, formatLongDate } from '@gratifikasi/domain';
import { Card, Tag, Typography } from 'antd';
import { Link } from 'react-router';

/** One article in a list: picture, category, date, title (a link) and summary. */
export function BeritaCard({ berita }: { berita: BeritaRingkas }) {
  const to = buildPath('news-detail', { id: berita.id, slug: berita.slug });
  return (
    <Card
      style={{ height: '100%' }}
      styles={{ body: { padding: 18 } }}
      cover={
        berita.gambar_url ? (
          <img src={berita.gambar_url} alt="" loading="lazy" style={{ height: 170, objectFit: 'cover' }} />
        ) : undefined
      }
    >
      <div style={{ marginBottom: 8 }}>
        <Tag color="blue">{berita.kategori.nama}</Tag>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {formatLongDate(berita.tanggal_terbit)}
        </Typography.Text>
      </div>
      <Typography.Title level={4} style={{ marginTop: 0, fontSize: 18 }}>
        <Link to={to}>{berita.judul}</Link>
      </Typography.Title>
      {berita.ringkasan ? (
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ marginBottom: 0 }}>
          {berita.ringkasan}
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}

import FileOutlined from '@ant-design/icons/FileOutlined';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import type { KontenMateri } from '@gratifikasi/domain';
import { formatLongDate } from '@gratifikasi/domain';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { useMateri } from './api';
import { PublicPage } from './PublicPage';

const ACTION: Record<KontenMateri['jenis'], string> = {
  dokumen: 'Unduh dokumen',
  gambar: 'Lihat gambar',
  video: 'Tonton video',
};

/** One document, image or video: its thumbnail (or an icon) and a link that opens it. */
function KontenCard({ konten }: { konten: KontenMateri }) {
  const href = (konten.jenis === 'video' ? konten.video_url : konten.berkas_url) ?? undefined;
  const thumb = konten.thumbnail_url ?? (konten.jenis === 'gambar' ? konten.berkas_url : null);
  const Icon = konten.jenis === 'video' ? PlayCircleOutlined : FileOutlined;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" style={{ display: 'block', height: '100%' }}>
      <Card
        hoverable
        size="small"
        style={{ height: '100%' }}
        cover={
          thumb ? (
            <img src={thumb} alt="" loading="lazy" style={{ height: 130, objectFit: 'cover' }} />
          ) : (
            <div
              style={{
                height: 130,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                background: '#eef3f9',
              }}
            >
              <Icon style={{ fontSize: 40, color: '#1d4e89' }} />
            </div>
          )
        }
      >
        <Typography.Text strong>{konten.judul}</Typography.Text>
        <div>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {ACTION[konten.jenis]}
          </Typography.Text>
        </div>
      </Card>
    </a>
  );
}

/** /materi-sosialisasi: published socialisation materials, each with its documents, images and videos. */
export function MateriPage() {
  const materi = useMateri();
  return (
    <PublicPage
      title="Materi Sosialisasi"
      subtitle="Bahan sosialisasi pengendalian gratifikasi untuk instansi dan masyarakat: dokumen, gambar, dan video."
      loading={materi.isPending}
    >
      {(materi.data ?? []).length === 0 ? (
        <Empty description="Belum ada materi sosialisasi." />
      ) : (
        materi.data?.map((m) => (
          <section key={m.id} id={`materi-${m.id}`} style={{ marginBottom: 36 }}>
            <Typography.Title level={3} style={{ fontSize: 20, marginBottom: 4 }}>
              {m.judul}
            </Typography.Title>
            <Typography.Paragraph type="secondary">
              {formatLongDate(m.tanggal_terbit)}
              {m.deskripsi ? ` · ${m.deskripsi}` : ''}
            </Typography.Paragraph>
            <Row gutter={[16, 16]}>
              {m.konten.map((k) => (
                <Col xs={12} sm={8} lg={6} key={k.id}>
                  <KontenCard konten={k} />
                </Col>
              ))}
            </Row>
          </section>
        ))
      )}
    </PublicPage>
  );
}

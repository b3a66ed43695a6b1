import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import { buildPath, HASIL_CARI_LABEL } from '@gratifikasi/domain';
import { Carousel, Col, Empty, Flex, Input, List, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '@/ui/LinkButton';
import { useBeritaList, useCari, useSliders } from '../api';
import { BeritaCard } from '../BeritaCard';
import { Section } from './Section';

/** The image sliders of the landing (master image-sliders), when there are any. */
export function Sliders() {
  const sliders = useSliders();
  const items = sliders.data ?? [];
  if (items.length === 0) return null;
  return (
    <div style={{ maxWidth: 1100, margin: '32px auto 0', padding: '0 16px' }}>
      <Carousel autoplay autoplaySpeed={6000} dots={items.length > 1}>
        {items.map((s) => {
          const body = (
            <div
              style={{ position: 'relative', borderRadius: 10, overflow: 'hidden', background: '#163d6b' }}
            >
              <img
                src={s.gambar_url}
                alt={s.judul}
                style={{
                  width: '100%',
                  height: 'clamp(180px, 32vw, 340px)',
                  objectFit: 'cover',
                  display: 'block',
                }}
              />
              <div
                style={{
                  position: 'absolute',
                  insetInline: 0,
                  bottom: 0,
                  padding: '28px 20px 16px',
                  background: 'linear-gradient(transparent, rgba(0,0,0,0.65))',
                  color: '#fff',
                }}
              >
                <strong style={{ fontSize: 18 }}>{s.judul}</strong>
                {s.deskripsi ? <div style={{ opacity: 0.9 }}>{s.deskripsi}</div> : null}
              </div>
            </div>
          );
          return (
            <div key={s.id}>
              {s.tautan ? (
                <a href={s.tautan} target="_blank" rel="noopener noreferrer">
                  {body}
                </a>
              ) : (
                body
              )}
            </div>
          );
        })}
      </Carousel>
    </div>
  );
}

/** The three newest articles and a link to all of them. */
export function BeritaTerbaru() {
  const list = useBeritaList({ page: 1, per_page: 3 });
  const items = list.data?.items ?? [];
  if (!list.isPending && items.length === 0) return null;
  return (
    <Section title="Berita terbaru" muted>
      <Row gutter={[20, 20]}>
        {items.map((berita) => (
          <Col xs={24} md={8} key={berita.id}>
            <BeritaCard berita={berita} />
          </Col>
        ))}
      </Row>
      <Flex justify="flex-end" style={{ marginTop: 20 }}>
        <LinkButton to={buildPath('news')} type="link" icon={<ArrowRightOutlined />} iconPlacement="end">
          Semua berita
        </LinkButton>
      </Flex>
    </Section>
  );
}

/** Search over news, FAQ, the guide and the materials (full text on the server). */
export function CariInformasi() {
  const [q, setQ] = useState('');
  const hasil = useCari(q);
  const asked = q.trim().length >= 2;
  return (
    <div style={{ maxWidth: 640 }}>
      <Input.Search
        size="large"
        placeholder="Cari informasi: batas waktu, hadiah pernikahan, cara melapor…"
        aria-label="Cari informasi"
        enterButton="Cari"
        allowClear
        onSearch={(value) => setQ(value.trim())}
      />
      {asked ? (
        <div style={{ background: '#fff', borderRadius: 8, marginTop: 8, padding: '4px 16px' }}>
          {hasil.data && hasil.data.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`Tidak ada hasil untuk “${q}”.`} />
          ) : (
            <List
              loading={hasil.isFetching}
              dataSource={hasil.data ?? []}
              renderItem={(h) => (
                <List.Item key={`${h.jenis}-${h.id}`}>
                  <List.Item.Meta
                    title={
                      <span>
                        <Tag>{HASIL_CARI_LABEL[h.jenis]}</Tag>
                        <Link to={h.tautan}>{h.judul}</Link>
                      </span>
                    }
                    description={<Typography.Text type="secondary">{h.cuplikan}</Typography.Text>}
                  />
                </List.Item>
              )}
            />
          )}
        </div>
      ) : null}
    </div>
  );
}

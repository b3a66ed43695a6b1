import { Col, Empty, Flex, Input, Pagination, Row, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { useBeritaList, useKategoriBerita } from './api';
import { BeritaCard } from './BeritaCard';
import { PublicPage } from './PublicPage';

const PER_PAGE = 9;

/** /news: published articles, newest first; category, search and page live in the URL (shareable). */
export function BeritaListPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const kategori = Number(params.get('kategori')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useBeritaList({ page, per_page: PER_PAGE, q, kategori_berita_id: kategori });
  const kategoris = useKategoriBerita();

  const update = (changes: Record<string, string | number | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || value === 1) next.delete(key);
      else next.set(key, String(value));
    }
    setParams(next);
  };

  return (
    <PublicPage title="Berita" subtitle="Kabar terbaru seputar pengendalian gratifikasi dari KPK.">
      <Flex vertical gap={12} style={{ marginBottom: 24 }}>
        <Input.Search
          key={q}
          defaultValue={q}
          placeholder="Cari berita"
          allowClear
          enterButton="Cari"
          aria-label="Cari berita"
          style={{ maxWidth: 480 }}
          onSearch={(value) => update({ q: value.trim(), page: undefined })}
        />
        <Flex wrap gap={6} role="group" aria-label="Kategori berita">
          <Tag.CheckableTag
            checked={!kategori}
            onChange={() => update({ kategori: undefined, page: undefined })}
          >
            Semua
          </Tag.CheckableTag>
          {(kategoris.data ?? []).map((k) => (
            <Tag.CheckableTag
              key={k.id}
              checked={kategori === k.id}
              onChange={() => update({ kategori: k.id, page: undefined })}
            >
              {k.nama}
            </Tag.CheckableTag>
          ))}
        </Flex>
      </Flex>
      {list.isPending ? null : (list.data?.items.length ?? 0) === 0 ? (
        <Empty description={q ? `Tidak ada berita yang cocok dengan “${q}”.` : 'Belum ada berita.'} />
      ) : (
        <>
          <Row gutter={[20, 20]}>
            {list.data?.items.map((berita) => (
              <Col xs={24} sm={12} lg={8} key={berita.id}>
                <BeritaCard berita={berita} />
              </Col>
            ))}
          </Row>
          <Flex justify="center" style={{ marginTop: 32 }}>
            <Pagination
              current={page}
              pageSize={PER_PAGE}
              total={list.data?.total ?? 0}
              showSizeChanger={false}
              hideOnSinglePage
              onChange={(next) => update({ page: next })}
            />
          </Flex>
        </>
      )}
    </PublicPage>
  );
}

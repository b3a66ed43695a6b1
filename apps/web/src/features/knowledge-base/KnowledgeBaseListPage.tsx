import PaperClipOutlined from '@ant-design/icons/PaperClipOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { canOpen, formatDate, type KnowledgeBaseRingkas } from '@gratifikasi/domain';
import { Alert, Button, Card, Empty, List, Select, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { buildPath, routeByName } from '@/platform/routes';
import { useSession } from '@/platform/session';
import { FilterBar } from '@/ui/FilterBar';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { useKnowledgeBaseList } from './api';

/** The master's own admin list, where articles are written (its editor sanitises their HTML on save). */
const KELOLA = 'admin-master-knowledge-base';

function Artikel({ item }: { item: KnowledgeBaseRingkas }) {
  return (
    <List.Item>
      <List.Item.Meta
        title={
          <Space wrap size={8}>
            <Link to={buildPath('kpk-knowledge-base-detail', { id: item.id })}>{item.judul}</Link>
            {item.kategori ? <Tag>{item.kategori}</Tag> : null}
            {item.ada_lampiran ? <PaperClipOutlined aria-label="Ada lampiran" title="Ada lampiran" /> : null}
          </Space>
        }
        description={
          <>
            <Typography.Paragraph style={{ marginBottom: 4 }} ellipsis={{ rows: 3 }}>
              {item.cuplikan || '—'}
            </Typography.Paragraph>
            <Typography.Text type="secondary">Diperbarui {formatDate(item.updated_at)}</Typography.Text>
          </>
        }
      />
    </List.Item>
  );
}

/**
 * `/kpk/knowledge-base`: the staff's knowledge base, searched by the server's full-text search (Indonesian stems:
 * "dinilai" finds "nilai"), filtered by category, a page at a time; each article opens with its attachments.
 */
export function KnowledgeBaseListPage() {
  const list = useListQuery('kpk-knowledge-base');
  const kategori = list.query.filters.kategori;
  const result = useKnowledgeBaseList({
    q: list.query.q,
    kategori,
    page: list.query.page,
    per_page: list.query.per_page,
  });
  const { profile } = useSession();
  const filtered = Boolean(list.query.q || kategori);
  const data = result.data;

  return (
    <>
      <PageHeader
        title="Basis Pengetahuan"
        subtitle="Artikel internal untuk petugas: pedoman, praktik analisis, dan jawaban atas kasus yang sering muncul."
        extra={
          canOpen(routeByName(KELOLA), profile) ? (
            <LinkButton icon={<SettingOutlined />} to={buildPath(KELOLA)}>
              Kelola artikel
            </LinkButton>
          ) : null
        }
      />
      <Card>
        <FilterBar list={list} active={filtered}>
          <Select
            aria-label="Kategori"
            placeholder="Semua kategori"
            allowClear
            style={{ minWidth: 200 }}
            value={kategori}
            onChange={(value?: string) => list.setFilter('kategori', value)}
            options={(data?.kategori ?? []).map((k) => ({ value: k, label: k }))}
          />
        </FilterBar>
        {result.isError ? (
          <Alert
            type="error"
            showIcon
            message="Basis pengetahuan tidak dapat dimuat."
            action={<Button onClick={() => void result.refetch()}>Coba lagi</Button>}
          />
        ) : (
          <List<KnowledgeBaseRingkas>
            loading={result.isFetching}
            dataSource={data?.items ?? []}
            rowKey="id"
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={
                    filtered ? 'Tidak ada artikel yang cocok' : 'Belum ada artikel basis pengetahuan'
                  }
                />
              ),
            }}
            renderItem={(item) => <Artikel item={item} />}
            pagination={
              data && data.total > 0
                ? {
                    current: list.query.page,
                    pageSize: list.query.per_page,
                    total: data.total,
                    showSizeChanger: false,
                    showTotal: (total) => `${total} artikel`,
                    onChange: (page) => list.setPage(page),
                  }
                : false
            }
          />
        )}
      </Card>
    </>
  );
}

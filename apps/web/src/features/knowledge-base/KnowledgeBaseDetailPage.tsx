import FileOutlined from '@ant-design/icons/FileOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import { formatDateTime, type KnowledgeBaseLampiran } from '@gratifikasi/domain';
import { Button, Card, Empty, List, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useParams } from 'react-router';
import { ApiError } from '@/platform/api';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { RichText } from '@/ui/RichText';
import { useKnowledgeBase } from './api';

function Lampiran({ item }: { item: KnowledgeBaseLampiran }) {
  const berkas = item.jenis === 'berkas';
  return (
    <List.Item>
      <Space>
        {berkas ? <FileOutlined /> : <LinkOutlined />}
        {berkas ? (
          <a href={item.url} download={item.nama}>
            {item.nama}
          </a>
        ) : (
          <a href={item.url} target="_blank" rel="noopener noreferrer">
            {item.nama}
          </a>
        )}
        <Typography.Text type="secondary">{berkas ? 'Berkas' : 'Tautan'}</Typography.Text>
      </Space>
    </List.Item>
  );
}

/** `/kpk/knowledge-base/:id`: one article, its text and its attachments. */
export function KnowledgeBaseDetailPage() {
  const id = Number(useParams().id);
  const artikel = useKnowledgeBase(id);
  const back = <LinkButton to={buildPath('kpk-knowledge-base')}>Kembali ke daftar</LinkButton>;

  if (artikel.isPending && id > 0) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!artikel.data) {
    const missing = !(id > 0) || (artikel.error instanceof ApiError && artikel.error.status === 404);
    return missing ? (
      <Result status="404" title="Artikel tidak ditemukan" extra={back} />
    ) : (
      <Result
        status="error"
        title="Artikel tidak dapat dimuat"
        extra={
          <Space>
            <Button type="primary" onClick={() => void artikel.refetch()}>
              Coba lagi
            </Button>
            {back}
          </Space>
        }
      />
    );
  }
  const a = artikel.data;
  return (
    <>
      <PageHeader
        title={a.judul}
        subtitle={
          <Space wrap size={8}>
            {a.kategori ? <Tag>{a.kategori}</Tag> : null}
            <span>Diperbarui {formatDateTime(a.updated_at)}</span>
          </Space>
        }
        extra={back}
      />
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card>
          <RichText html={a.isi} />
        </Card>
        <Card title="Lampiran" size="small">
          {a.lampiran.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Artikel ini tidak memiliki lampiran" />
          ) : (
            <List<KnowledgeBaseLampiran>
              dataSource={a.lampiran}
              rowKey={(l) => `${l.jenis}:${l.url}`}
              renderItem={(item) => <Lampiran item={item} />}
            />
          )}
        </Card>
      </Space>
    </>
  );
}

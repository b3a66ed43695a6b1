import { PlusOutlined } from '@ant-design/icons';
import { formatDate, type OgDokumenItem } from '@gratifikasi/domain';
import { Card, Flex, Grid, List, Tag } from 'antd';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { ExportButton } from '@/ui/ExportButton';
import { FilterBar } from '@/ui/FilterBar';
import { LinkButton } from '@/ui/LinkButton';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { exportDokumen, useDokumenList } from './api';
import type { JenisConfig } from './jenis';

/**
 * `<prefix>-list`: one kind of berita acara, newest first, with its Excel export. On a narrow screen (the counter's
 * phone) the rows are cards.
 */
export function DokumenListPage({ cfg, screen }: { cfg: JenisConfig; screen: string }) {
  const list = useListQuery(screen);
  const result = useDokumenList({
    jenis: cfg.jenis,
    q: list.query.q,
    page: list.query.page,
    per_page: list.query.per_page,
  });
  const narrow = !Grid.useBreakpoint().md;
  const view = (r: OgDokumenItem) => buildPath(`${cfg.prefix}-view`, { id: r.id });
  return (
    <>
      <PageHeader
        title={`Daftar ${cfg.title}`}
        subtitle={cfg.subtitle}
        extra={
          <Flex gap={8} wrap>
            <LinkButton type="primary" icon={<PlusOutlined />} to={buildPath(`${cfg.prefix}-create`)}>
              Tambah
            </LinkButton>
            <ExportButton onExport={() => exportDokumen(cfg.jenis, list.query.q)} />
          </Flex>
        }
      />
      <Card>
        <FilterBar list={list} />
        {narrow ? (
          <List
            loading={result.isFetching}
            dataSource={result.data?.items ?? []}
            locale={{ emptyText: `Belum ada ${cfg.title.toLowerCase()}` }}
            renderItem={(r) => (
              <List.Item>
                <List.Item.Meta
                  title={<Link to={view(r)}>{r.nomor}</Link>}
                  description={`${formatDate(r.tanggal)} · ${r.pihak_nama} · ${r.jumlah_objek} objek`}
                />
              </List.Item>
            )}
          />
        ) : (
          <ListTable
            list={list}
            result={result}
            rowKey="id"
            noun={cfg.title.toLowerCase()}
            columns={[
              { key: 'nomor', title: 'Nomor', render: (_, r) => <Link to={view(r)}>{r.nomor}</Link> },
              { key: 'tanggal', title: 'Tanggal', render: (_, r) => formatDate(r.tanggal) },
              { key: 'pihak', title: cfg.pihakLabel, render: (_, r) => r.pihak_nama },
              {
                key: 'instansi',
                title: cfg.jenis === 'SERAH_DJKN' ? 'Kantor DJKN/KPKNL' : 'Instansi',
                render: (_, r) => r.kpknl_nama ?? r.pihak_instansi ?? '-',
              },
              { key: 'jumlah', title: 'Jumlah Objek', align: 'right', render: (_, r) => r.jumlah_objek },
              { key: 'petugas', title: 'Petugas', render: (_, r) => r.created_by_name ?? '-' },
              {
                key: 'final',
                title: 'Status',
                render: (_, r) => (r.final ? <Tag color="green">Terbit</Tag> : <Tag>Draf</Tag>),
              },
            ]}
          />
        )}
      </Card>
    </>
  );
}

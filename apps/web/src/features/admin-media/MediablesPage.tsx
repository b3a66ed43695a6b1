import { formatDateTime } from '@gratifikasi/domain';
import type { TableColumnsType } from 'antd';
import { Card, Select, Space, Tag } from 'antd';
import { FilterBar } from '@/ui/FilterBar';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { type Mediable, useMediables, useMediaFacets } from './api';
import { DownloadButton } from './DownloadButton';
import { typeLabel } from './format';

/** Which file is attached to which record (report, item, reporter), filtered by record type. */
export function MediablesPage() {
  const list = useListQuery('admin-mediables');
  const result = useMediables(list.params);
  const facets = useMediaFacets();
  const { filters } = list.query;
  const columns: TableColumnsType<Mediable> = [
    { key: 'mediable_type', title: 'Jenis Data', sorter: true, render: (_, m) => typeLabel(m.mediable_type) },
    { key: 'mediable_id', title: 'ID Data', dataIndex: 'mediable_id', sorter: true },
    { key: 'collection', title: 'Koleksi', dataIndex: 'collection', sorter: true },
    {
      key: 'original_name',
      title: 'Berkas',
      render: (_, m) => (
        <Space size={4} wrap>
          <span>
            {m.original_name}{' '}
            <small>
              (#{m.media_id}, {m.mime_type})
            </small>
          </span>
          {m.media_deleted ? <Tag color="red">Berkas dihapus</Tag> : null}
        </Space>
      ),
    },
    { key: 'created_at', title: 'Dilampirkan', sorter: true, render: (_, m) => formatDateTime(m.created_at) },
    {
      key: 'actions',
      title: '',
      render: (_, m) => <DownloadButton id={m.media_id} name={m.original_name} />,
    },
  ];
  return (
    <>
      <PageHeader title="Relasi Media" subtitle="Lampiran berkas pada laporan, rincian, dan pelapor." />
      <Card>
        <FilterBar list={list}>
          <Select
            aria-label="Filter jenis data"
            placeholder="Semua jenis data"
            allowClear
            style={{ width: 200 }}
            value={filters.mediable_type}
            onChange={(v?: string) => list.setFilter('mediable_type', v)}
            options={(facets.data?.mediable_types ?? []).map((v) => ({ value: v, label: typeLabel(v) }))}
          />
        </FilterBar>
        <ListTable
          list={list}
          result={result}
          columns={columns}
          rowKey="id"
          noun="lampiran"
          emptyText="Belum ada lampiran."
        />
      </Card>
    </>
  );
}

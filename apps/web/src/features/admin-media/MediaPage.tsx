import { formatDateTime } from '@gratifikasi/domain';
import type { TableColumnsType } from 'antd';
import { Card, Select, Space, Tag, Typography } from 'antd';
import { FilterBar } from '@/ui/FilterBar';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { type StoredMedia, useMediaFacets, useMediaList } from './api';
import { DownloadButton } from './DownloadButton';
import { formatSize, typeLabel } from './format';

const TRASHED = [
  { value: '', label: 'Berkas aktif' },
  { value: 'only', label: 'Berkas dihapus' },
];

/** Every stored file: who sent it, what it is attached to, and its bytes for download. */
export function MediaPage() {
  const list = useListQuery('admin-media');
  const result = useMediaList(list.params);
  const facets = useMediaFacets();
  const { filters } = list.query;
  const columns: TableColumnsType<StoredMedia> = [
    {
      key: 'original_name',
      title: 'Nama Berkas',
      sorter: true,
      render: (_, m) => (
        <Space size={4} wrap>
          <Typography.Text>{m.original_name}</Typography.Text>
          {m.deleted_at ? <Tag color="red">Dihapus</Tag> : null}
        </Space>
      ),
    },
    { key: 'mime_type', title: 'Jenis', dataIndex: 'mime_type', sorter: true },
    { key: 'size', title: 'Ukuran', sorter: true, align: 'right', render: (_, m) => formatSize(m.size) },
    {
      key: 'uploader',
      title: 'Diunggah oleh',
      render: (_, m) => (m.uploader ? `${m.uploader.name} (${m.uploader.username})` : '-'),
    },
    {
      key: 'attached_to',
      title: 'Terlampir pada',
      render: (_, m) =>
        m.attached_to.length === 0
          ? '-'
          : m.attached_to.map((a) => (
              <Tag key={`${a.type}-${a.id}-${a.collection}`}>
                {typeLabel(a.type)} #{a.id} · {a.collection}
              </Tag>
            )),
    },
    { key: 'created_at', title: 'Diunggah', sorter: true, render: (_, m) => formatDateTime(m.created_at) },
    { key: 'actions', title: '', render: (_, m) => <DownloadButton id={m.id} name={m.original_name} /> },
  ];
  return (
    <>
      <PageHeader title="Media" subtitle="Berkas yang tersimpan beserta pengunggah dan lampirannya." />
      <Card>
        <FilterBar list={list}>
          <Select
            aria-label="Filter jenis berkas"
            placeholder="Semua jenis berkas"
            allowClear
            style={{ width: 220 }}
            value={filters.mime_type}
            onChange={(v?: string) => list.setFilter('mime_type', v)}
            options={(facets.data?.mime_types ?? []).map((v) => ({ value: v, label: v }))}
          />
          <Select
            aria-label="Filter terlampir pada"
            placeholder="Semua lampiran"
            allowClear
            style={{ width: 180 }}
            value={filters.mediable_type}
            onChange={(v?: string) => list.setFilter('mediable_type', v)}
            options={(facets.data?.mediable_types ?? []).map((v) => ({ value: v, label: typeLabel(v) }))}
          />
          <Select
            aria-label="Filter berkas dihapus"
            style={{ width: 160 }}
            value={list.query.trashed ?? ''}
            onChange={(v: string) => list.setTrashed(v === 'only')}
            options={TRASHED}
          />
        </FilterBar>
        <ListTable
          list={list}
          result={result}
          columns={columns}
          rowKey="id"
          noun="berkas"
          emptyText="Belum ada berkas."
        />
      </Card>
    </>
  );
}

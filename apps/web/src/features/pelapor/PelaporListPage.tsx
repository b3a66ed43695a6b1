import { PlusOutlined } from '@ant-design/icons';
import type { Pelapor } from '@gratifikasi/domain';
import type { TableColumnsType } from 'antd';
import { Card, Select, Tag } from 'antd';
import { useMemo } from 'react';
import { buildPath } from '@/platform/routes';
import { useSession } from '@/platform/session';
import { ExportButton } from '@/ui/ExportButton';
import { FilterBar } from '@/ui/FilterBar';
import { LinkButton } from '@/ui/LinkButton';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { exportPelapors, usePelaporList } from './api';
import type { PelaporArea } from './areas';
import { PelaporActions } from './PelaporActions';
import { RemoteSelect } from './RemoteSelect';

/** True when the active role may change pelapors in this area. */
export function useCanWrite(area: PelaporArea): boolean {
  const role = useSession().profile?.active_role?.name;
  return role !== undefined && area.writers.includes(role);
}

function columnsFor(area: PelaporArea, canWrite: boolean): TableColumnsType<Pelapor> {
  return [
    {
      key: 'nama',
      title: 'Nama',
      sorter: true,
      render: (_, p) => (
        <>
          {p.nama} {p.deleted_at ? <Tag color="red">Dihapus</Tag> : null}
        </>
      ),
    },
    { key: 'nik', title: 'NIK', dataIndex: 'nik', sorter: true },
    {
      key: 'instansi_nama',
      title: 'Instansi',
      dataIndex: 'instansi_nama',
      sorter: true,
      render: (v) => v ?? '-',
    },
    { key: 'jabatan', title: 'Jabatan', dataIndex: 'jabatan', render: (v) => v ?? '-' },
    { key: 'email', title: 'Email', dataIndex: 'email', render: (v) => v ?? '-' },
    {
      key: 'aksi',
      title: 'Aksi',
      render: (_, p) => <PelaporActions area={area} pelapor={p} canWrite={canWrite} />,
    },
  ];
}

/** The pelapor list of an area: search, instansi filter, sort, paging, Excel export and row actions. */
export function PelaporListPage({ area }: { area: PelaporArea }) {
  const list = useListQuery(`pelapor-${area.key}`);
  const canWrite = useCanWrite(area);
  const { filters } = list.query;
  const request = useMemo(() => {
    const { with_deleted: withDeleted, ...rest } = list.params;
    return area.restore && withDeleted ? list.params : rest;
  }, [list.params, area.restore]);
  const result = usePelaporList(area.source, request);
  const columns = useMemo(() => columnsFor(area, canWrite), [area, canWrite]);

  return (
    <>
      <PageHeader
        title={area.title}
        subtitle={area.subtitle}
        extra={
          canWrite && area.create ? (
            <LinkButton type="primary" icon={<PlusOutlined />} to={buildPath(area.create)}>
              Tambah Pelapor
            </LinkButton>
          ) : null
        }
      />
      <Card>
        <FilterBar list={list} extra={<ExportButton onExport={() => exportPelapors(area.source, request)} />}>
          <div style={{ width: 280 }}>
            <RemoteSelect
              path="instansi/list-all"
              remoteSearch
              placeholder="Semua instansi"
              aria-label="Filter instansi"
              value={filters.instansi_id ? Number(filters.instansi_id) : null}
              onChange={(v) => list.setFilter('instansi_id', v ? String(v) : undefined)}
            />
          </div>
          {area.restore ? (
            <Select
              aria-label="Tampilkan"
              style={{ width: 200 }}
              value={filters.with_deleted ?? ''}
              onChange={(v: string) => list.setFilter('with_deleted', v || undefined)}
              options={[
                { value: '', label: 'Belum dihapus' },
                { value: '1', label: 'Termasuk yang dihapus' },
              ]}
            />
          ) : null}
        </FilterBar>
        <ListTable list={list} result={result} columns={columns} rowKey="id" noun="pelapor" />
      </Card>
    </>
  );
}

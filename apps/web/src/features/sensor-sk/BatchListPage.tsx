import { PlusOutlined } from '@ant-design/icons';
import {
  formatDate,
  STATUS_BATCH_SENSOR,
  STATUS_BATCH_SENSOR_LABELS,
  type StatusBatchSensor,
} from '@gratifikasi/domain';
import { Card } from 'antd';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { FilterBar } from '@/ui/FilterBar';
import { FilterTabs } from '@/ui/FilterTabs';
import { LinkButton } from '@/ui/LinkButton';
import { isFiltered, ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { useBatchList } from './api';
import { StatusBatchTag } from './parts';

const statusOf = (v: string | undefined) =>
  (STATUS_BATCH_SENSOR as readonly string[]).includes(v ?? '') ? (v as StatusBatchSensor) : undefined;

/** `batch-sensor-sk-list`: the SK redaction batches, by status, newest first; each opens its detail. */
export function BatchListPage() {
  const list = useListQuery('kpk-batch-sensor-sk-list');
  const status = statusOf(list.query.filters.status);
  const result = useBatchList({
    status,
    q: list.query.q,
    page: list.query.page,
    per_page: list.query.per_page,
  });
  return (
    <>
      <PageHeader
        title="Batch Sensor SK"
        subtitle="SK bernomor yang akan diterbitkan sebagai dokumen publik: data pribadi dihapus dari berkasnya setelah ditinjau dan disetujui."
        extra={
          <LinkButton
            type="primary"
            icon={<PlusOutlined />}
            to={buildPath('kpk-batch-sensor-sk-form-create')}
          >
            Buat Batch
          </LinkButton>
        }
      />
      <Card>
        <FilterTabs
          activeKey={status ?? ''}
          onChange={(key) => list.setFilter('status', key)}
          items={[
            { key: '', label: 'Semua' },
            ...STATUS_BATCH_SENSOR.map((s) => ({ key: s, label: STATUS_BATCH_SENSOR_LABELS[s] })),
          ]}
        />
        <FilterBar list={list} active={isFiltered(list, ['status'])} />
        <ListTable
          list={list}
          result={result}
          rowKey="id"
          noun="batch sensor SK"
          filtered={isFiltered(list, ['status'])}
          columns={[
            {
              key: 'judul',
              title: 'Judul',
              render: (_, r) => (
                <Link to={buildPath('kpk-batch-sensor-sk-form-detail', { id: r.id })}>{r.judul}</Link>
              ),
            },
            { key: 'jumlah', title: 'Jumlah SK', align: 'right', render: (_, r) => r.jumlah_sk },
            { key: 'penyusun', title: 'Penyusun', render: (_, r) => r.penyusun ?? '-' },
            { key: 'dibuat', title: 'Dibuat', render: (_, r) => formatDate(r.created_at) },
            {
              key: 'terbit',
              title: 'Diterbitkan',
              render: (_, r) => (r.diterbitkan_at ? formatDate(r.diterbitkan_at) : '-'),
            },
            { key: 'status', title: 'Status', render: (_, r) => <StatusBatchTag status={r.status} /> },
          ]}
        />
      </Card>
    </>
  );
}

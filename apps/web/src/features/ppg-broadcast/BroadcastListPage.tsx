import { PlusOutlined } from '@ant-design/icons';
import {
  type BroadcastItem,
  formatDate,
  STATUS_BROADCAST,
  STATUS_BROADCAST_LABELS,
} from '@gratifikasi/domain';
import { Card, Select, Space, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { FilterBar } from '@/ui/FilterBar';
import { LinkButton } from '@/ui/LinkButton';
import { isFiltered, ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { SavedFilters } from '@/ui/SavedFilters';
import { useListQuery } from '@/ui/useListQuery';
import { type BroadcastParams, FILTER_KEY, FILTER_PATHS, useBroadcastList } from './api';
import { StatusBroadcastTag } from './parts';

const YEARS = Array.from({ length: 8 }, (_, i) => new Date().getFullYear() - i);

/**
 * `kpk-broadcast-email-list` and the group head's `gh-approval-broadcast-list`: the broadcasts (or the ones waiting
 * for approval) by the saved filter of spec §3 (judul, tahun) and by status, paged on the server.
 */
function BroadcastList({ approval }: { approval: boolean }) {
  const screen = approval ? 'kpk-gh-approval-broadcast-list' : 'kpk-kpk-broadcast-email-list';
  const list = useListQuery(screen);
  const [, setSearch] = useSearchParams();
  const f = list.query.filters;
  const status = (STATUS_BROADCAST as readonly string[]).includes(f.status ?? '') ? f.status : undefined;
  const semua = approval && f.status === 'SEMUA';
  const antrian = approval && !status && !semua ? ('persetujuan' as const) : undefined;
  const params: BroadcastParams = {
    judul: list.query.q,
    tahun: f.tahun,
    status,
    antrian,
    page: list.query.page,
    per_page: list.query.per_page,
  };
  const result = useBroadcastList(params);
  const saved: Record<string, string> = {};
  if (list.query.q) saved.judul = list.query.q;
  if (f.tahun) saved.tahun = f.tahun;
  const detail = (id: number) =>
    approval
      ? buildPath('kpk-gh-approval-broadcast-detail', { id })
      : buildPath('kpk-kpk-broadcast-email-view', { id });
  const columns = [
    {
      key: 'judul',
      title: 'Subjek',
      render: (_: unknown, r: BroadcastItem) => <Link to={detail(r.id)}>{r.judul}</Link>,
    },
    { key: 'tahun', title: 'Tahun', render: (_: unknown, r: BroadcastItem) => r.tahun },
    { key: 'penerima', title: 'Penerima', render: (_: unknown, r: BroadcastItem) => r.filter_label },
    {
      key: 'jumlah',
      title: 'Jumlah Penerima',
      render: (_: unknown, r: BroadcastItem) => (r.jumlah_penerima ?? '-').toLocaleString('id-ID'),
    },
    { key: 'penyusun', title: 'Penyusun', render: (_: unknown, r: BroadcastItem) => r.penyusun ?? '-' },
    {
      key: 'updated_at',
      title: 'Diperbarui',
      render: (_: unknown, r: BroadcastItem) => formatDate(r.updated_at),
    },
    {
      key: 'status',
      title: 'Status',
      render: (_: unknown, r: BroadcastItem) => (
        <StatusBroadcastTag status={r.status} label={r.status_label} />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={approval ? 'Persetujuan Broadcast Email' : 'Broadcast Email'}
        subtitle={
          approval
            ? 'Broadcast email yang diajukan tim PPG dan menunggu persetujuan Anda; pengiriman dimulai setelah disetujui.'
            : 'Email massal kepada petugas UPG dan akun lain; dikirim bertahap setelah disetujui group head PPG.'
        }
        extra={
          approval ? null : (
            <LinkButton
              type="primary"
              icon={<PlusOutlined />}
              to={buildPath('kpk-kpk-broadcast-email-create')}
            >
              Buat Broadcast
            </LinkButton>
          )
        }
      />
      <Card>
        <Tabs
          activeKey={f.status ?? ''}
          onChange={(key) => list.setFilter('status', key)}
          items={
            approval
              ? [
                  { key: '', label: 'Perlu Persetujuan' },
                  { key: 'DISETUJUI', label: STATUS_BROADCAST_LABELS.DISETUJUI },
                  { key: 'DIKEMBALIKAN', label: STATUS_BROADCAST_LABELS.DIKEMBALIKAN },
                  { key: 'SEMUA', label: 'Semua' },
                ]
              : [
                  { key: '', label: 'Semua' },
                  ...STATUS_BROADCAST.map((st) => ({ key: st, label: STATUS_BROADCAST_LABELS[st] })),
                ]
          }
        />
        <FilterBar list={list} active={isFiltered(list, ['status'])}>
          <Select
            aria-label="Tahun"
            placeholder="Tahun"
            allowClear
            style={{ minWidth: 110 }}
            value={f.tahun ? Number(f.tahun) : undefined}
            onChange={(v?: number) => list.setFilter('tahun', v ? String(v) : undefined)}
            options={YEARS.map((y) => ({ value: y, label: String(y) }))}
          />
        </FilterBar>
        <div style={{ margin: '8px 0' }}>
          <SavedFilters
            reportKey={FILTER_KEY}
            paths={FILTER_PATHS}
            current={saved}
            onApply={(p) => {
              const next = new URLSearchParams();
              if (p.judul) next.set('q', p.judul);
              if (p.tahun) next.set('tahun', p.tahun);
              if (f.status) next.set('status', f.status);
              setSearch(next, { replace: true });
            }}
          />
        </div>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <ListTable<BroadcastItem>
            list={list}
            result={result}
            rowKey="id"
            noun={antrian ? 'broadcast email yang menunggu persetujuan' : 'broadcast email'}
            filtered={isFiltered(list, ['status'])}
            columns={columns}
          />
        </Space>
      </Card>
    </>
  );
}

export function BroadcastListPage() {
  return <BroadcastList approval={false} />;
}

export function BroadcastApprovalListPage() {
  return <BroadcastList approval />;
}

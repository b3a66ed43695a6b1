import { PlusOutlined } from '@ant-design/icons';
import {
  formatDate,
  JENIS_SURVEI,
  JENIS_SURVEI_LABELS,
  PENYUSUN_SURVEI,
  STATUS_SURVEI,
  STATUS_SURVEI_LABELS,
  type SurveiItem,
} from '@gratifikasi/domain';
import { Card, Select, Space, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { useSession } from '@/platform/session';
import { FilterBar } from '@/ui/FilterBar';
import { LinkButton } from '@/ui/LinkButton';
import { isFiltered, ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { SavedFilters } from '@/ui/SavedFilters';
import { useListQuery } from '@/ui/useListQuery';
import { FILTER_KEY, FILTER_PATHS, type SurveiListParams, useSurveiList } from './api';
import { StatusSurveiTag } from './parts';

function columns(detail: (id: number) => string) {
  return [
    {
      key: 'judul',
      title: 'Judul',
      sorter: true,
      render: (_: unknown, r: SurveiItem) => <Link to={detail(r.id)}>{r.judul}</Link>,
    },
    { key: 'jenis', title: 'Jenis', render: (_: unknown, r: SurveiItem) => r.jenis_label },
    { key: 'versi', title: 'Versi', render: (_: unknown, r: SurveiItem) => r.versi_ke },
    { key: 'jumlah', title: 'Pertanyaan', render: (_: unknown, r: SurveiItem) => r.jumlah_pertanyaan },
    { key: 'penyusun', title: 'Penyusun', render: (_: unknown, r: SurveiItem) => r.penyusun ?? '-' },
    {
      key: 'updated_at',
      title: 'Diperbarui',
      sorter: true,
      render: (_: unknown, r: SurveiItem) => formatDate(r.updated_at),
    },
    {
      key: 'status',
      title: 'Status',
      render: (_: unknown, r: SurveiItem) => <StatusSurveiTag status={r.status} label={r.status_label} />,
    },
  ];
}

/**
 * `kpk-survey-creator-list` and the group head's `gh-survey-list-approval`: surveys by the saved filter of spec §3
 * "Survey" (status, type) and a title search, paged on the server.
 */
function SurveiList({ approval }: { approval: boolean }) {
  const list = useListQuery(approval ? 'kpk-gh-survey-list-approval' : 'kpk-kpk-survey-creator-list');
  const [, setSearch] = useSearchParams();
  const role = useSession().profile?.active_role?.name ?? '';
  const f = list.query.filters;
  const status = (STATUS_SURVEI as readonly string[]).includes(f.status ?? '') ? f.status : undefined;
  const jenis = (JENIS_SURVEI as readonly string[]).includes(f.jenis ?? '') ? f.jenis : undefined;
  const semua = approval && f.status === 'SEMUA';
  const antrian = approval && !status && !semua ? ('persetujuan' as const) : undefined;
  const params: SurveiListParams = {
    judul: list.query.q,
    status,
    jenis,
    antrian,
    sort: list.query.sort === 'judul' ? 'judul' : 'updated_at',
    order: list.query.order,
    page: list.query.page,
    per_page: list.query.per_page,
  };
  const result = useSurveiList(params);
  const saved: Record<string, string> = {};
  if (status) saved.status = status;
  if (jenis) saved.jenis = jenis;
  const detail = (id: number) =>
    approval
      ? buildPath('kpk-gh-survey-approval', { id })
      : buildPath('kpk-kpk-survey-creator-detail', { id });
  return (
    <>
      <PageHeader
        title={approval ? 'Persetujuan Survei' : 'Daftar Survei'}
        subtitle={
          approval
            ? 'Survei yang diajukan tim PPG dan menunggu persetujuan Anda sebelum dikirim ke instansi.'
            : 'Survei bagi UPG instansi dan peserta kegiatan; dikirim setelah disetujui group head PPG.'
        }
        extra={
          !approval && PENYUSUN_SURVEI.includes(role as never) ? (
            <LinkButton
              type="primary"
              icon={<PlusOutlined />}
              to={buildPath('kpk-kpk-survey-creator-create')}
            >
              Buat Survei
            </LinkButton>
          ) : null
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
                  { key: 'DISETUJUI', label: STATUS_SURVEI_LABELS.DISETUJUI },
                  { key: 'DIKEMBALIKAN', label: STATUS_SURVEI_LABELS.DIKEMBALIKAN },
                  { key: 'SEMUA', label: 'Semua' },
                ]
              : [
                  { key: '', label: 'Semua' },
                  ...STATUS_SURVEI.map((s) => ({ key: s, label: STATUS_SURVEI_LABELS[s] })),
                ]
          }
        />
        <FilterBar list={list} active={isFiltered(list, ['status'])}>
          <Select
            aria-label="Jenis survei"
            placeholder="Jenis survei"
            allowClear
            style={{ minWidth: 200 }}
            value={jenis}
            onChange={(v?: string) => list.setFilter('jenis', v)}
            options={JENIS_SURVEI.map((j) => ({ value: j, label: JENIS_SURVEI_LABELS[j] }))}
          />
        </FilterBar>
        <Space style={{ margin: '8px 0' }}>
          <SavedFilters
            reportKey={FILTER_KEY}
            paths={FILTER_PATHS}
            current={saved}
            onApply={(p) => {
              const next = new URLSearchParams();
              if (p.status) next.set('status', p.status);
              if (p.jenis) next.set('jenis', p.jenis);
              setSearch(next, { replace: true });
            }}
          />
        </Space>
        <ListTable<SurveiItem>
          list={list}
          result={result}
          rowKey="id"
          noun={antrian ? 'survei yang menunggu persetujuan' : 'survei'}
          filtered={isFiltered(list, ['status'])}
          columns={columns(detail)}
        />
      </Card>
    </>
  );
}

export function SurveiListPage() {
  return <SurveiList approval={false} />;
}

export function SurveiApprovalListPage() {
  return <SurveiList approval />;
}

import { PlusOutlined } from '@ant-design/icons';
import { canOpen, TINDAKAN_LAPORAN_LABELS } from '@gratifikasi/domain';
import { Card } from 'antd';
import { useMemo } from 'react';
import { buildPath, routeByName } from '@/platform/routes';
import { useSession } from '@/platform/session';
import { ExportButton } from '@/ui/ExportButton';
import { FilterBar } from '@/ui/FilterBar';
import { FilterTabs } from '@/ui/FilterTabs';
import { FilterTag } from '@/ui/FilterTag';
import { LinkButton } from '@/ui/LinkButton';
import { isFiltered, ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { exportLaporan, useLaporanList, useLaporanTabbed } from './api';
import { AREAS, type LaporanArea } from './areas';
import { laporanColumns } from './columns';
import { BasicFilters, KpkFilters, withDateRange } from './ListFilters';

const TITLES: Partial<Record<LaporanArea, { title: string; subtitle: string }>> = {
  individu: { title: 'Laporan Gratifikasi', subtitle: 'Laporan gratifikasi yang Anda sampaikan.' },
  publik: { title: 'Laporan Gratifikasi', subtitle: 'Laporan gratifikasi yang Anda sampaikan.' },
  upg: {
    title: 'Laporan Gratifikasi UPG',
    subtitle: 'Laporan pegawai instansi Anda; teruskan ke KPK paling lambat 10 hari kerja sejak diterima.',
  },
  'data-entry': {
    title: 'Laporan yang Saya Input',
    subtitle: 'Laporan kertas yang Anda rekam atas nama pelapor.',
  },
  kpk: { title: 'Daftar Laporan', subtitle: 'Seluruh laporan gratifikasi yang telah diterima KPK.' },
};

/** 'Buat Laporan', only for a role that may open the area's form (e.g. not a KPK koordinator). */
function CreateButton({ area }: { area: LaporanArea }) {
  const { profile } = useSession();
  const route = AREAS[area].create;
  if (!route || !canOpen(routeByName(route), profile)) return null;
  return (
    <LinkButton to={buildPath(route)} type="primary" icon={<PlusOutlined />}>
      Buat Laporan
    </LinkButton>
  );
}

/** The area's title, subtitle and 'Buat Laporan'. */
function ListHeader({ area }: { area: LaporanArea }) {
  const head = TITLES[area];
  return (
    <PageHeader
      title={head?.title ?? 'Laporan'}
      subtitle={head?.subtitle}
      extra={<CreateButton area={area} />}
    />
  );
}

/** The tabbed list of the reporter's own reports (individu, publik): tabs by status group with counts. */
export function LaporanTabbedList({ area }: { area: LaporanArea }) {
  const config = AREAS[area];
  const list = useListQuery(`laporan-${area}`);
  const result = useLaporanTabbed(list.params);
  const columns = useMemo(() => laporanColumns(config), [config]);
  const active = list.query.filters.tab ?? result.data?.tab;
  const filtered = isFiltered(list, ['tab']);

  return (
    <>
      <ListHeader area={area} />
      <Card>
        <FilterTabs
          activeKey={active}
          onChange={(key) => list.setFilter('tab', key)}
          items={(result.data?.tabs ?? []).map((t) => ({ key: t.key, label: `${t.label} (${t.count})` }))}
        />
        <FilterBar
          list={list}
          active={filtered}
          extra={<ExportButton onExport={() => exportLaporan('tabbed', list.params)} />}
        >
          <BasicFilters list={list} />
          <FilterTag list={list} field="tindakan" labels={TINDAKAN_LAPORAN_LABELS} />
        </FilterBar>
        <ListTable
          list={list}
          result={result}
          columns={columns}
          rowKey="id"
          noun="laporan"
          filtered={filtered}
          emptyText="Belum ada laporan pada kelompok ini"
        />
      </Card>
    </>
  );
}

/** A staff list (UPG, data entry, KPK): filters in the URL, server paging and sort, Excel export. */
export function LaporanStaffList({ area }: { area: LaporanArea }) {
  const config = AREAS[area];
  const list = useListQuery(`laporan-${area}`);
  const params = withDateRange(list.params);
  const result = useLaporanList(config.endpoint, params);
  const columns = useMemo(() => laporanColumns(config), [config]);

  return (
    <>
      <ListHeader area={area} />
      <Card>
        <FilterBar
          list={list}
          extra={<ExportButton onExport={() => exportLaporan(config.endpoint, params)} />}
        >
          {area === 'kpk' ? <KpkFilters list={list} /> : <BasicFilters list={list} upg={area === 'upg'} />}
          <FilterTag list={list} field="tindakan" labels={TINDAKAN_LAPORAN_LABELS} />
        </FilterBar>
        <ListTable list={list} result={result} columns={columns} rowKey="id" noun="laporan" />
      </Card>
    </>
  );
}

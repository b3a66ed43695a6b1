import { PlusOutlined } from '@ant-design/icons';
import {
  formatDate,
  KEGIATAN_FILTER_KEYS,
  KEGIATAN_TABS,
  STATUS_KEGIATAN,
  STATUS_KEGIATAN_LABELS,
  STATUS_KEGIATAN_TOTAL_LABEL,
  SUMBER_PENUGASAN,
  SUMBER_PENUGASAN_LABELS,
  statusOfTab,
} from '@gratifikasi/domain';
import { Card, Select, Space } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { FilterBar } from '@/ui/FilterBar';
import { FilterTabs } from '@/ui/FilterTabs';
import { LinkButton } from '@/ui/LinkButton';
import { isFiltered, ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { SavedFilters } from '@/ui/SavedFilters';
import { type ListQueryApi, useListQuery } from '@/ui/useListQuery';
import {
  KEGIATAN_FILTER_KEY,
  KEGIATAN_FILTER_PATHS,
  type KegiatanPage,
  useKegiatanList,
  useOpsi,
} from './api';
import { StatusKegiatanTag } from './parts';

const TAHUN = Array.from(
  { length: new Date().getFullYear() + 2 - 2016 },
  (_, i) => new Date().getFullYear() + 1 - i,
);
const ids = (v: string | undefined) => (v ? v.split(',').map(Number).filter(Boolean) : []);

/** The "KPK activity" filter of SPEC §3 (kept in the URL; saved sets through the saved-filter mechanism). */
function FilterKegiatan({ list }: { list: ListQueryApi }) {
  const f = list.query.filters;
  const jenis = useOpsi('jenis-kegiatan');
  const bidang = useOpsi('bidangs');
  const instansi = useOpsi('instansi', { per_page: 200 });
  const kota = useOpsi('kota-kabupatens', { per_page: 600 });
  const multi = (key: string) => ({
    mode: 'multiple' as const,
    allowClear: true,
    value: ids(f[key]),
    onChange: (v: number[]) => list.setFilter(key, v.join(',')),
    optionFilterProp: 'label',
    maxTagCount: 'responsive' as const,
    style: { minWidth: 200 },
  });
  const opsi = (rows: { id: number; nama: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: r.id, label: r.nama }));
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Select
        {...multi('jenis_aktivitas_ids')}
        aria-label="Jenis kegiatan"
        placeholder="Jenis kegiatan"
        options={opsi(jenis.data)}
      />
      <Select
        allowClear
        aria-label="Sumber penugasan"
        placeholder="Sumber penugasan"
        style={{ minWidth: 180 }}
        value={f.sumber_penugasan || undefined}
        onChange={(v?: string) => list.setFilter('sumber_penugasan', v)}
        options={SUMBER_PENUGASAN.map((s) => ({ value: s, label: SUMBER_PENUGASAN_LABELS[s] }))}
      />
      <Select
        allowClear
        aria-label="Tahun"
        placeholder="Tahun"
        style={{ width: 110 }}
        value={f.tahun ? Number(f.tahun) : undefined}
        onChange={(v?: number) => list.setFilter('tahun', v ? String(v) : undefined)}
        options={TAHUN.map((t) => ({ value: t, label: String(t) }))}
      />
      <Select
        {...multi('instansi_ids')}
        aria-label="Instansi"
        placeholder="Instansi"
        options={opsi(instansi.data)}
      />
      <Select {...multi('bidang_ids')} aria-label="Bidang" placeholder="Bidang" options={opsi(bidang.data)} />
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        aria-label="Kota/Kabupaten"
        placeholder="Kota/Kabupaten"
        style={{ minWidth: 180 }}
        value={f.kota_kabupaten_id ? Number(f.kota_kabupaten_id) : undefined}
        onChange={(v?: number) => list.setFilter('kota_kabupaten_id', v ? String(v) : undefined)}
        options={opsi(kota.data)}
      />
    </Space>
  );
}

function KegiatanList({ mine }: { mine: boolean }) {
  const screen = mine ? 'kpk-kegiatanku' : 'kpk-kegiatan';
  const list = useListQuery(screen);
  const navigate = useNavigate();
  const tab = useParams().tab;
  const status = mine
    ? statusOfTab(tab)
    : (list.query.filters.status_kegiatan as keyof typeof STATUS_KEGIATAN_LABELS | undefined);
  const params = { ...list.params, ...(mine && status ? { status_kegiatan: status } : {}) };
  const result = useKegiatanList(mine, params);
  const jumlah = (result.data as KegiatanPage | undefined)?.jumlah;
  const slugOf = (s: string) => Object.entries(KEGIATAN_TABS).find(([, v]) => v === s)?.[0];
  const label = (text: string, n: number | undefined) => `${text} (${n ?? 0})`;
  const current = Object.fromEntries(
    KEGIATAN_FILTER_KEYS.filter((k) => list.query.filters[k]).map((k) => [
      k,
      list.query.filters[k] as string,
    ]),
  );
  return (
    <>
      <PageHeader
        title={mine ? 'Kegiatanku' : 'Daftar Kegiatan'}
        subtitle={
          mine
            ? 'Kegiatan yang Anda susun atau Anda menjadi anggota timnya, per kelompok status.'
            : 'Semua kegiatan Tim PPG KPK dengan filter kegiatan KPK dan jumlah per kelompok status.'
        }
        extra={
          <LinkButton type="primary" icon={<PlusOutlined />} to={buildPath('kpk-kegiatan-create')}>
            Buat Kegiatan
          </LinkButton>
        }
      />
      <Card>
        <FilterTabs
          label="Kelompok status"
          activeKey={status ?? ''}
          onChange={(key) =>
            mine
              ? navigate({
                  pathname: buildPath('kpk-kegiatanku', { tab: slugOf(key) ?? '' }),
                  search: window.location.search,
                })
              : list.setFilter('status_kegiatan', key)
          }
          items={[
            { key: '', label: label(STATUS_KEGIATAN_TOTAL_LABEL, jumlah?.TOTAL) },
            ...STATUS_KEGIATAN.map((s) => ({ key: s, label: label(STATUS_KEGIATAN_LABELS[s], jumlah?.[s]) })),
          ]}
        />
        <FilterKegiatan list={list} />
        <Space wrap style={{ marginBottom: 12 }}>
          <SavedFilters
            reportKey={KEGIATAN_FILTER_KEY}
            paths={KEGIATAN_FILTER_PATHS}
            current={current}
            onApply={(p) => {
              for (const k of KEGIATAN_FILTER_KEYS) list.setFilter(k, p[k]);
            }}
          />
        </Space>
        <FilterBar list={list} active={isFiltered(list, ['status_kegiatan'])} />
        <ListTable
          list={list}
          result={result}
          rowKey="id"
          noun="kegiatan"
          filtered={isFiltered(list, ['status_kegiatan'])}
          columns={[
            {
              key: 'judul',
              title: 'Judul',
              sorter: true,
              render: (_, r) => <Link to={buildPath('kpk-kegiatan-view', { id: r.id })}>{r.judul}</Link>,
            },
            { key: 'jenis', title: 'Jenis', render: (_, r) => r.jenis_kegiatan ?? '-' },
            { key: 'bentuk', title: 'Bentuk', render: (_, r) => r.bentuk_kegiatan ?? '-' },
            {
              key: 'tanggal_mulai',
              title: 'Tanggal',
              sorter: true,
              render: (_, r) =>
                r.tanggal_mulai === r.tanggal_selesai
                  ? formatDate(r.tanggal_mulai)
                  : `${formatDate(r.tanggal_mulai)} – ${formatDate(r.tanggal_selesai)}`,
            },
            { key: 'kota', title: 'Kota/Kabupaten', render: (_, r) => r.kota_kabupaten ?? '-' },
            { key: 'sesi', title: 'Sesi', align: 'right', render: (_, r) => r.jumlah_sesi },
            { key: 'penyusun', title: 'Penyusun', render: (_, r) => r.penyusun ?? '-' },
            { key: 'status', title: 'Status', render: (_, r) => <StatusKegiatanTag status={r.status} /> },
          ]}
        />
      </Card>
    </>
  );
}

/** `kegiatan`: every activity of the PPG team. */
export function KegiatanListPage() {
  return <KegiatanList mine={false} />;
}

/** `kegiatanku/:tab?`: the caller's activities, a tab per status group. */
export function KegiatankuPage() {
  return <KegiatanList mine />;
}

import { formatDate, LAPORAN_KEGIATAN_FILTER_KEYS, type LaporanKegiatanItem } from '@gratifikasi/domain';
import { Card, Select, Space } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { useSession } from '@/platform/session';
import { ExportButton } from '@/ui/ExportButton';
import { FilterBar } from '@/ui/FilterBar';
import { FilterTabs } from '@/ui/FilterTabs';
import { isFiltered, ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { SavedFilters } from '@/ui/SavedFilters';
import { type ListQueryApi, useListQuery } from '@/ui/useListQuery';
import { useTimKandidat } from '../ppg-kegiatan/api';
import { numberFilter, setNumberFilter, TahunSelect } from '../ppg-upg-kegiatan/filters';
import { MasterSelect } from '../ppg-upg-kegiatan/MasterSelect';
import {
  exportLaporanKegiatan,
  FILTER_KEY,
  FILTER_PATHS,
  type LaporanKegiatanParams,
  useLaporanKegiatanList,
} from './api';
import { BatchSetujui } from './BatchSetujui';
import { rentang, StatusLaporanTag } from './parts';

type Peran = 'gh' | 'direktur';
const SCREEN: Record<Peran, { list: string; detail: string; judul: string; antrian: string }> = {
  gh: {
    list: 'kpk-gh-laporan-kegiatan-approval',
    detail: 'kpk-gh-laporan-kegiatan-approval-detail',
    judul: 'Persetujuan Laporan Kegiatan',
    antrian: 'Laporan kegiatan yang diajukan tim PPG dan menunggu reviu Anda.',
  },
  direktur: {
    list: 'kpk-direktur-laporan-kegiatan-approval',
    detail: 'kpk-direktur-laporan-kegiatan-approval-detail',
    judul: 'Persetujuan Direktur Laporan Kegiatan',
    antrian: 'Laporan kegiatan yang telah direviu Group Head PPG dan menunggu persetujuan Anda.',
  },
};

/** The "Activity report" filter of SPEC §3: year, institution kind and name, activity form, who carried it out. */
function FilterLaporan({ list }: { list: ListQueryApi }) {
  // The PPG team's accounts are listed for the group head (the endpoint the activity team editor uses).
  const gh = useSession().profile?.active_role?.name === 'ketua_group_ppg';
  const pelaksana = useTimKandidat(gh);
  const jenis = numberFilter(list, 'jenis_klop');
  return (
    <>
      <TahunSelect list={list} />
      <MasterSelect
        path="klasifikasi-bidangs"
        aria-label="Jenis KLOP"
        placeholder="Jenis KLOP"
        style={{ width: 180 }}
        value={jenis}
        onChange={setNumberFilter(list, 'jenis_klop', ['nama_klop'])}
      />
      <MasterSelect
        path="instansi"
        params={jenis ? { klasifikasi_instansi_id: jenis } : {}}
        aria-label="Nama KLOP"
        placeholder="Nama KLOP"
        style={{ width: 220 }}
        value={numberFilter(list, 'nama_klop')}
        onChange={setNumberFilter(list, 'nama_klop')}
      />
      <MasterSelect
        path="bentuk-kegiatan"
        aria-label="Bentuk kegiatan"
        placeholder="Bentuk kegiatan"
        style={{ width: 180 }}
        value={numberFilter(list, 'bentuk_kegiatan')}
        onChange={setNumberFilter(list, 'bentuk_kegiatan')}
      />
      {gh ? (
        <Select<number>
          aria-label="Pelaksana kegiatan"
          placeholder="Pelaksana kegiatan"
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 200 }}
          loading={pelaksana.isFetching}
          value={numberFilter(list, 'pelaksana_kegiatan') ?? undefined}
          onChange={(v) => setNumberFilter(list, 'pelaksana_kegiatan')(v ?? null)}
          options={(pelaksana.data ?? []).map((u) => ({ value: u.id, label: u.nama }))}
        />
      ) : null}
    </>
  );
}

/**
 * The group head's `gh-laporan-kegiatan-approval` and the director's `direktur-laporan-kegiatan-approval`: the
 * reports waiting on the caller (approved several at once) or every report, by the saved "Activity report" filter,
 * paged and sorted on the server.
 */
function ApprovalList({ peran }: { peran: Peran }) {
  const s = SCREEN[peran];
  const list = useListQuery(s.list);
  const [, setSearch] = useSearchParams();
  const f = list.query.filters;
  const semua = f.tab === 'semua';
  const [pilihan, setPilihan] = useState<LaporanKegiatanItem[]>([]);
  const params: LaporanKegiatanParams = {
    q: list.query.q,
    tahun: f.tahun,
    jenis_klop: f.jenis_klop,
    nama_klop: f.nama_klop,
    bentuk_kegiatan: f.bentuk_kegiatan,
    pelaksana_kegiatan: f.pelaksana_kegiatan,
    antrian: semua ? undefined : 'menunggu',
    sort: list.query.sort,
    order: list.query.order,
    page: list.query.page,
    per_page: list.query.per_page,
  };
  const result = useLaporanKegiatanList(params);
  const current = Object.fromEntries(
    LAPORAN_KEGIATAN_FILTER_KEYS.filter((k) => f[k]).map((k) => [k, f[k] as string]),
  );

  return (
    <>
      <PageHeader
        title={s.judul}
        subtitle={semua ? 'Semua laporan kegiatan tim PPG.' : s.antrian}
        extra={<ExportButton onExport={() => exportLaporanKegiatan(params)} />}
      />
      <Card>
        <FilterTabs
          activeKey={semua ? 'semua' : ''}
          onChange={(key) => {
            setPilihan([]);
            list.setFilter('tab', key || undefined);
          }}
          items={[
            { key: '', label: 'Menunggu persetujuan' },
            { key: 'semua', label: 'Semua' },
          ]}
        />
        <FilterBar list={list} active={isFiltered(list, ['tab'])}>
          <FilterLaporan list={list} />
        </FilterBar>
        <Space wrap style={{ marginBottom: 12, justifyContent: 'space-between', width: '100%' }}>
          <SavedFilters
            reportKey={FILTER_KEY}
            paths={FILTER_PATHS}
            current={current}
            onApply={(saved) => {
              const next = new URLSearchParams();
              for (const [k, v] of Object.entries(saved)) if (v) next.set(k, v);
              if (f.tab) next.set('tab', f.tab);
              setSearch(next, { replace: true });
            }}
          />
          {semua ? null : <BatchSetujui pilihan={pilihan} onSelesai={() => setPilihan([])} />}
        </Space>
        <ListTable<LaporanKegiatanItem>
          list={list}
          result={result}
          rowKey="id"
          noun={semua ? 'laporan kegiatan' : 'laporan kegiatan yang menunggu persetujuan'}
          filtered={isFiltered(list, ['tab'])}
          rowSelection={
            semua
              ? undefined
              : {
                  selectedRowKeys: pilihan.map((p) => p.id),
                  preserveSelectedRowKeys: true,
                  onChange: (keys, rows) =>
                    setPilihan((prev) =>
                      keys.flatMap((k) => {
                        const row = rows.find((r) => r?.id === k) ?? prev.find((p) => p.id === k);
                        return row ? [row] : [];
                      }),
                    ),
                }
          }
          columns={[
            {
              key: 'judul',
              title: 'Judul',
              sorter: true,
              render: (_, r) => <Link to={buildPath(s.detail, { id: r.id })}>{r.judul}</Link>,
            },
            { key: 'bentuk', title: 'Bentuk', render: (_, r) => r.bentuk_kegiatan ?? '-' },
            {
              key: 'tanggal_mulai',
              title: 'Tanggal',
              sorter: true,
              render: (_, r) => rentang(r.tanggal_mulai, r.tanggal_selesai),
            },
            { key: 'penyusun', title: 'Penyusun', render: (_, r) => r.penyusun ?? '-' },
            { key: 'peserta', title: 'Peserta', align: 'right', render: (_, r) => r.jumlah_peserta },
            {
              key: 'updated_at',
              title: 'Diperbarui',
              sorter: true,
              render: (_, r) => formatDate(r.updated_at),
            },
            {
              key: 'status',
              title: 'Status',
              render: (_, r) => <StatusLaporanTag status={r.status} label={r.status_label} />,
            },
          ]}
        />
      </Card>
    </>
  );
}

export function GhApprovalListPage() {
  return <ApprovalList peran="gh" />;
}

export function DirekturApprovalListPage() {
  return <ApprovalList peran="direktur" />;
}

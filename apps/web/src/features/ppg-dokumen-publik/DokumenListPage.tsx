import { FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type DokumenPublikKelolaItem,
  formatDate,
  STATUS_DOKUMEN_PUBLIK,
  STATUS_DOKUMEN_PUBLIK_LABELS,
} from '@gratifikasi/domain';
import { Button, Card, Select, Space, Tabs } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { useSession } from '@/platform/session';
import { FilterBar } from '@/ui/FilterBar';
import { LinkButton } from '@/ui/LinkButton';
import { isFiltered, ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { SavedFilters } from '@/ui/SavedFilters';
import { useListQuery } from '@/ui/useListQuery';
import { useJenisDokumen } from '../situs-publik/api';
import {
  type DokumenKelolaParams,
  exportDokumen,
  FILTER_KEY,
  FILTER_PATHS,
  useDokumenKelolaList,
} from './api';
import { StatusDokumenTag } from './parts';

const DRAFTERS = ['anggota_tim_ppg', 'ketua_tim_ppg', 'anggota_tim'];
const YEARS = Array.from({ length: 12 }, (_, i) => new Date().getFullYear() - i);

function useColumns(detail: (id: number) => string) {
  return [
    {
      key: 'judul',
      title: 'Judul',
      sorter: true,
      render: (_: unknown, r: DokumenPublikKelolaItem) => <Link to={detail(r.id)}>{r.judul}</Link>,
    },
    {
      key: 'jenis',
      title: 'Jenis Publikasi',
      render: (_: unknown, r: DokumenPublikKelolaItem) => r.jenis.nama,
    },
    { key: 'tahun', title: 'Tahun', render: (_: unknown, r: DokumenPublikKelolaItem) => r.tahun },
    {
      key: 'tanggal_dokumen',
      title: 'Tanggal Dokumen',
      sorter: true,
      render: (_: unknown, r: DokumenPublikKelolaItem) => formatDate(r.tanggal_dokumen),
    },
    {
      key: 'penyusun',
      title: 'Penyusun',
      render: (_: unknown, r: DokumenPublikKelolaItem) => r.penyusun ?? '-',
    },
    {
      key: 'updated_at',
      title: 'Diperbarui',
      sorter: true,
      render: (_: unknown, r: DokumenPublikKelolaItem) => formatDate(r.updated_at),
    },
    {
      key: 'status',
      title: 'Status',
      render: (_: unknown, r: DokumenPublikKelolaItem) => (
        <StatusDokumenTag status={r.status} label={r.status_label} />
      ),
    },
  ];
}

/**
 * `kpk-public-doc-list` and the group head's `gh-public-doc-list-approval`: every public document (or the ones waiting
 * for approval), by the saved filter of spec §3 (judul, jenis publikasi, tahun) and by status, paged on the server.
 */
function DokumenList({ approval }: { approval: boolean }) {
  const screen = approval ? 'kpk-gh-public-doc-list-approval' : 'kpk-kpk-public-doc-list';
  const list = useListQuery(screen);
  const [, setSearch] = useSearchParams();
  const activeRole = useSession().profile?.active_role?.name;
  const jenis = useJenisDokumen();
  const f = list.query.filters;
  const status = (STATUS_DOKUMEN_PUBLIK as readonly string[]).includes(f.status ?? '') ? f.status : undefined;
  // The group head's list opens on their queue; its other tabs reach what they decided (to withdraw a published one).
  const semua = approval && f.status === 'SEMUA';
  const antrian = approval && !status && !semua ? ('persetujuan' as const) : undefined;
  const [exporting, setExporting] = useState(false);
  const params: DokumenKelolaParams = {
    judul: list.query.q,
    jenis_publikasi: f.jenis_publikasi,
    tahun: f.tahun,
    status,
    antrian,
    sort: list.query.sort,
    order: list.query.order,
    page: list.query.page,
    per_page: list.query.per_page,
  };
  const result = useDokumenKelolaList(params);
  const saved: Record<string, string> = {};
  if (list.query.q) saved.judul = list.query.q;
  if (f.jenis_publikasi) saved.jenis_publikasi = f.jenis_publikasi;
  if (f.tahun) saved.tahun = f.tahun;
  const detail = (id: number) =>
    approval
      ? buildPath('kpk-gh-public-doc-view-approval', { id })
      : buildPath('kpk-kpk-public-doc-detail', { id });
  const columns = useColumns(detail);

  return (
    <>
      <PageHeader
        title={approval ? 'Persetujuan Dokumen Publik' : 'Dokumen Publik'}
        subtitle={
          approval
            ? 'Dokumen publik yang diajukan tim PPG dan menunggu persetujuan Anda sebelum tampil di /dokumen dan /upg.'
            : 'Dokumen yang diterbitkan di halaman publik /dokumen dan /upg/dokumen-publik setelah disetujui group head PPG.'
        }
        extra={
          <Space wrap>
            <Button
              icon={<FileExcelOutlined />}
              loading={exporting}
              onClick={async () => {
                setExporting(true);
                try {
                  await exportDokumen(params);
                } catch {
                  // Shown by the api client.
                } finally {
                  setExporting(false);
                }
              }}
            >
              Unduh Excel
            </Button>
            {!approval && DRAFTERS.includes(activeRole ?? '') ? (
              <LinkButton type="primary" icon={<PlusOutlined />} to={buildPath('kpk-kpk-public-doc-create')}>
                Buat Dokumen Publik
              </LinkButton>
            ) : null}
          </Space>
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
                  { key: 'DITERBITKAN', label: STATUS_DOKUMEN_PUBLIK_LABELS.DITERBITKAN },
                  { key: 'DIKEMBALIKAN', label: STATUS_DOKUMEN_PUBLIK_LABELS.DIKEMBALIKAN },
                  { key: 'DITARIK', label: STATUS_DOKUMEN_PUBLIK_LABELS.DITARIK },
                  { key: 'SEMUA', label: 'Semua' },
                ]
              : [
                  { key: '', label: 'Semua' },
                  ...STATUS_DOKUMEN_PUBLIK.map((st) => ({
                    key: st,
                    label: STATUS_DOKUMEN_PUBLIK_LABELS[st],
                  })),
                ]
          }
        />
        <FilterBar list={list} active={isFiltered(list, ['status'])}>
          <Space wrap>
            <Select
              aria-label="Jenis publikasi"
              placeholder="Jenis publikasi"
              allowClear
              style={{ minWidth: 200 }}
              value={f.jenis_publikasi ? Number(f.jenis_publikasi) : undefined}
              loading={jenis.isFetching}
              onChange={(v?: number) => list.setFilter('jenis_publikasi', v ? String(v) : undefined)}
              options={(jenis.data ?? []).map((j) => ({ value: j.id, label: j.nama }))}
            />
            <Select
              aria-label="Tahun"
              placeholder="Tahun"
              allowClear
              style={{ minWidth: 110 }}
              value={f.tahun ? Number(f.tahun) : undefined}
              onChange={(v?: number) => list.setFilter('tahun', v ? String(v) : undefined)}
              options={YEARS.map((y) => ({ value: y, label: String(y) }))}
            />
          </Space>
        </FilterBar>
        <div style={{ margin: '8px 0' }}>
          <SavedFilters
            reportKey={FILTER_KEY}
            paths={FILTER_PATHS}
            current={saved}
            onApply={(params) => {
              const next = new URLSearchParams();
              if (params.judul) next.set('q', params.judul);
              if (params.jenis_publikasi) next.set('jenis_publikasi', params.jenis_publikasi);
              if (params.tahun) next.set('tahun', params.tahun);
              if (f.status) next.set('status', f.status);
              setSearch(next, { replace: true });
            }}
          />
        </div>
        <ListTable<DokumenPublikKelolaItem>
          list={list}
          result={result}
          rowKey="id"
          noun={antrian ? 'dokumen publik yang menunggu persetujuan' : 'dokumen publik'}
          filtered={isFiltered(list, ['status'])}
          columns={columns}
        />
      </Card>
    </>
  );
}

export function DokumenListPage() {
  return <DokumenList approval={false} />;
}

export function DokumenApprovalListPage() {
  return <DokumenList approval />;
}

import { formatDate, REKON_STATUS_LABELS } from '@gratifikasi/domain';
import { Button, Card, Descriptions, Space, Switch, Tag, Upload } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { useAppApis } from '@/ui/appApis';
import { ExportButton } from '@/ui/ExportButton';
import { FilterTabs } from '@/ui/FilterTabs';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { exportXlsx, type Page, usePiutang, usePiutangMutation, useRekonUpload } from './api';
import { tanggal, Uang } from './parts';

interface Batch {
  id: number;
  nama_file: string;
  status: string;
  jumlah_baris: number;
  jumlah_error: number;
  periode_dari: string | null;
  periode_sampai: string | null;
  ringkasan: Record<string, number> | null;
}

const STATUS_BATCH: Record<string, string> = {
  STAGING: 'Staging',
  COMPARED: 'Dibandingkan',
  SUBMITTED: 'Ditutup',
};

/** `rekon-og-upload`: upload a treasury or bank statement (CSV or Excel); the statements uploaded. */
export function RekonUploadPage() {
  const list = useListQuery('kpk-rekon-og-upload');
  const result = usePiutang<Page<Batch>>('og/rekon', list.params);
  const upload = useRekonUpload();
  const navigate = useNavigate();
  const { message } = useAppApis();
  return (
    <>
      <PageHeader
        title="Unggah Rekonsiliasi OG"
        subtitle="Rekening koran kas negara atau bank (CSV atau Excel) dengan kolom tanggal, va, jumlah, referensi. Baris dibaca dan diperiksa; tidak ada yang dibukukan."
      />
      <Card>
        <Upload
          accept=".csv,.txt,.xlsx"
          maxCount={1}
          showUploadList={false}
          customRequest={async ({ file }) => {
            const res = await upload.mutateAsync(file as File);
            message.success(res.message ?? 'Berkas dibaca');
            navigate(buildPath('kpk-rekon-og-staging', { id: res.data.id }));
          }}
        >
          <Button type="primary" loading={upload.isPending}>
            Pilih berkas rekening koran
          </Button>
        </Upload>
      </Card>
      <Card title="Rekonsiliasi" style={{ marginTop: 16 }}>
        <ListTable<Batch>
          list={list}
          result={result}
          rowKey="id"
          noun="rekonsiliasi"
          columns={[
            {
              key: 'id',
              title: 'No',
              render: (_, r) => (
                <Link
                  to={buildPath(r.status === 'STAGING' ? 'kpk-rekon-og-staging' : 'kpk-rekon-og', {
                    id: r.id,
                  })}
                >
                  #{r.id}
                </Link>
              ),
            },
            { key: 'file', title: 'Berkas', render: (_, r) => r.nama_file },
            {
              key: 'periode',
              title: 'Periode',
              render: (_, r) => `${tanggal(r.periode_dari)} – ${tanggal(r.periode_sampai)}`,
            },
            { key: 'baris', title: 'Baris', align: 'right', render: (_, r) => r.jumlah_baris },
            { key: 'error', title: 'Bermasalah', align: 'right', render: (_, r) => r.jumlah_error },
            { key: 'status', title: 'Status', render: (_, r) => STATUS_BATCH[r.status] ?? r.status },
          ]}
        />
      </Card>
    </>
  );
}

interface StagingRow {
  baris: number;
  tanggal: string;
  va: string;
  jumlah: string;
  referensi: string;
  errors: string[];
}

/** `rekon-og-staging/:id`: the rows as read, each with its errors; compare only the valid rows. */
export function RekonStagingPage() {
  const id = Number(useParams().id);
  const list = useListQuery('kpk-rekon-og-staging');
  const onlyErrors = list.query.filters.hanya_error === '1';
  const result = usePiutang<Page<StagingRow> & { batch: Batch }>(`og/rekon/${id}/staging`, list.params);
  const compare = usePiutangMutation<void>(() => `og/rekon/${id}/recompare`);
  const navigate = useNavigate();
  const b = result.data?.batch;
  return (
    <>
      <PageHeader
        title="Staging Rekonsiliasi OG"
        subtitle={b ? `${b.nama_file}: ${b.jumlah_baris} baris, ${b.jumlah_error} bermasalah` : undefined}
        extra={
          b && b.status !== 'SUBMITTED' ? (
            <Button
              type="primary"
              loading={compare.isPending}
              onClick={async () => {
                await compare.mutateAsync();
                navigate(buildPath('kpk-rekon-og', { id }));
              }}
            >
              Bandingkan dengan buku piutang
            </Button>
          ) : null
        }
      />
      <Card>
        <Space style={{ marginBottom: 12 }}>
          <Switch
            checked={onlyErrors}
            onChange={(v) => list.setFilter('hanya_error', v ? '1' : undefined)}
            aria-label="Hanya baris bermasalah"
          />
          <span>Hanya baris bermasalah (baris bermasalah tidak ikut dibandingkan)</span>
        </Space>
        <ListTable<StagingRow>
          list={list}
          result={result}
          rowKey="baris"
          noun="baris"
          columns={[
            { key: 'baris', title: 'Baris', render: (_, r) => r.baris },
            { key: 'tanggal', title: 'Tanggal', render: (_, r) => formatDate(r.tanggal) || r.tanggal || '-' },
            { key: 'va', title: 'VA', render: (_, r) => r.va },
            { key: 'jumlah', title: 'Jumlah', align: 'right', render: (_, r) => r.jumlah },
            { key: 'ref', title: 'Referensi', render: (_, r) => r.referensi },
            {
              key: 'errors',
              title: 'Masalah',
              render: (_, r) =>
                r.errors.length ? (
                  r.errors.map((e) => (
                    <Tag color="red" key={e}>
                      {e}
                    </Tag>
                  ))
                ) : (
                  <Tag color="green">OK</Tag>
                ),
            },
          ]}
        />
      </Card>
    </>
  );
}

interface Hasil {
  id: number;
  status: keyof typeof REKON_STATUS_LABELS;
  referensi: string;
  va: string;
  baris: number | null;
  entri_id: number | null;
  jumlah_rekening: string | null;
  jumlah_buku: string | null;
  selisih: string;
}

/** `rekon-og/:id`: matched, only in the statement, only in the ledger, differing; recompare, submit, export. */
export function RekonPage() {
  const id = Number(useParams().id);
  const list = useListQuery('kpk-rekon-og');
  const status = list.query.filters.status;
  const result = usePiutang<Page<Hasil> & { batch: Batch }>(`og/rekon/${id}`, list.params);
  const recompare = usePiutangMutation<void>(() => `og/rekon/${id}/recompare`);
  const submit = usePiutangMutation<void>(() => `og/rekon/${id}/submit`);
  const { message } = useAppApis();
  const b = result.data?.batch;
  const open = b?.status === 'COMPARED';
  return (
    <>
      <PageHeader
        title="Rekonsiliasi OG"
        subtitle={
          b
            ? `${b.nama_file} — periode ${tanggal(b.periode_dari)} s.d. ${tanggal(b.periode_sampai)} — ${STATUS_BATCH[b.status] ?? b.status}`
            : undefined
        }
        extra={
          <Space>
            <Link to={buildPath('kpk-rekon-og-staging', { id })}>Baris berkas</Link>
            {open ? (
              <Button
                loading={recompare.isPending}
                onClick={async () => message.success((await recompare.mutateAsync()).message ?? 'Diperbarui')}
              >
                Bandingkan ulang
              </Button>
            ) : null}
            {open ? (
              <Button
                type="primary"
                loading={submit.isPending}
                onClick={async () => message.success((await submit.mutateAsync()).message ?? 'Ditutup')}
              >
                Tutup rekonsiliasi
              </Button>
            ) : null}
            <ExportButton onExport={() => exportXlsx(`og/rekon/${id}`, { status })} />
          </Space>
        }
      />
      <Card>
        {b?.ringkasan ? (
          <Descriptions size="small" column={4} style={{ marginBottom: 12 }} data-testid="ringkasan-rekon">
            {Object.entries(REKON_STATUS_LABELS).map(([k, label]) => (
              <Descriptions.Item key={k} label={label}>
                {b.ringkasan?.[k] ?? 0}
              </Descriptions.Item>
            ))}
          </Descriptions>
        ) : null}
        <FilterTabs
          activeKey={status ?? 'SEMUA'}
          onChange={(k) => list.setFilter('status', k === 'SEMUA' ? undefined : k)}
          items={[
            { key: 'SEMUA', label: 'Semua' },
            ...Object.entries(REKON_STATUS_LABELS).map(([key, label]) => ({ key, label })),
          ]}
        />
        <ListTable<Hasil>
          list={list}
          result={result}
          rowKey="id"
          noun="baris rekonsiliasi"
          columns={[
            {
              key: 'status',
              title: 'Status',
              render: (_, r) => (
                <Tag color={r.status === 'COCOK' ? 'green' : 'orange'}>{REKON_STATUS_LABELS[r.status]}</Tag>
              ),
            },
            { key: 'ref', title: 'Referensi', render: (_, r) => r.referensi },
            { key: 'va', title: 'VA', render: (_, r) => r.va },
            { key: 'baris', title: 'Baris berkas', render: (_, r) => r.baris ?? '-' },
            {
              key: 'entri',
              title: 'Entri buku',
              render: (_, r) =>
                r.entri_id ? (
                  <Link to={buildPath('kpk-pp-transaksi-view', { id: r.entri_id })}>#{r.entri_id}</Link>
                ) : (
                  '-'
                ),
            },
            {
              key: 'rek',
              title: 'Jumlah rekening',
              align: 'right',
              render: (_, r) => <Uang value={r.jumlah_rekening} />,
            },
            {
              key: 'buku',
              title: 'Jumlah buku',
              align: 'right',
              render: (_, r) => <Uang value={r.jumlah_buku} />,
            },
            {
              key: 'selisih',
              title: 'Selisih',
              align: 'right',
              render: (_, r) => <Uang value={r.selisih} />,
            },
          ]}
        />
      </Card>
    </>
  );
}

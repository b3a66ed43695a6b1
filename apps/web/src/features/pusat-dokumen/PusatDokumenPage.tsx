import { DownloadOutlined } from '@ant-design/icons';
import {
  formatDate,
  JENIS_DOKUMEN,
  JENIS_DOKUMEN_LABELS,
  MAKS_DOKUMEN_ZIP,
  type PusatDokumenItem,
} from '@gratifikasi/domain';
import { Alert, Button, Card, DatePicker, Progress, Select, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { FilterBar } from '@/ui/FilterBar';
import { isFiltered, ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { type Tempat, unduhSatu, unduhZip, usePusat } from './api';

const kb = (n: number) =>
  n < 1024 * 1024 ? `${Math.ceil(n / 1024)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;

/**
 * `pusat-dokumen` and `arsip-dokumen`: every letter and report file, filtered by kind, dates and a search (number,
 * report, reporter), paged on the server; one file, or a selection as one zip with its download progress. The archive
 * is the same list past the retention period, read-only.
 */
export function PusatDokumenPage() {
  const tempat: Tempat = useLocation().pathname.includes('arsip-dokumen') ? 'arsip' : 'pusat';
  const list = useListQuery(tempat === 'arsip' ? 'kpk-arsip-dokumen' : 'kpk-pusat-dokumen');
  const result = usePusat(tempat, list.params);
  const [chosen, setChosen] = useState<Map<string, PusatDokumenItem>>(new Map());
  const [progress, setProgress] = useState<{ received: number; total: number | null } | null>(null);
  const f = list.query.filters;

  const zip = async () => {
    setProgress({ received: 0, total: null });
    try {
      await unduhZip([...chosen.values()], (received, total) => setProgress({ received, total }));
      notify.success(`${chosen.size} dokumen diunduh sebagai zip`);
    } catch {
      // Shown by the api client.
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <PageHeader
        title={tempat === 'arsip' ? 'Arsip Dokumen' : 'Pusat Dokumen'}
        subtitle={
          tempat === 'arsip'
            ? `Dokumen yang melewati masa retensi${result.data ? ` (${result.data.retensi_tahun} tahun, bertanggal sebelum ${formatDate(result.data.batas_arsip)})` : ''}. Hanya dapat dibaca dan diunduh.`
            : 'Semua surat dan berkas laporan dalam masa retensi: cari, saring, unduh satu per satu atau sekaligus sebagai zip.'
        }
      />
      <Card>
        <FilterBar list={list} active={isFiltered(list)}>
          <Select
            allowClear
            placeholder="Jenis dokumen"
            aria-label="Jenis dokumen"
            style={{ width: 240 }}
            value={f.jenis}
            onChange={(v?: string) => list.setFilter('jenis', v)}
            options={JENIS_DOKUMEN.map((j) => ({ value: j, label: JENIS_DOKUMEN_LABELS[j] ?? j }))}
          />
          <DatePicker.RangePicker
            aria-label="Rentang tanggal"
            format="DD-MM-YYYY"
            value={f.dari && f.sampai ? [dayjs(f.dari), dayjs(f.sampai)] : null}
            onChange={(range) => {
              list.setFilter('dari', range?.[0]?.format('YYYY-MM-DD'));
              list.setFilter('sampai', range?.[1]?.format('YYYY-MM-DD'));
            }}
          />
        </FilterBar>
        {chosen.size > 0 ? (
          <Alert
            style={{ marginBottom: 12 }}
            type="info"
            title={
              <Space wrap>
                <span>{chosen.size} dokumen dipilih</span>
                <Button
                  type="primary"
                  icon={<DownloadOutlined />}
                  loading={progress !== null}
                  disabled={chosen.size > MAKS_DOKUMEN_ZIP}
                  onClick={zip}
                >
                  Unduh sebagai zip
                </Button>
                <Button onClick={() => setChosen(new Map())}>Batalkan pilihan</Button>
                {chosen.size > MAKS_DOKUMEN_ZIP ? (
                  <Typography.Text type="danger">
                    Paling banyak {MAKS_DOKUMEN_ZIP} dokumen sekali unduh
                  </Typography.Text>
                ) : null}
              </Space>
            }
          />
        ) : null}
        {progress ? (
          <Progress
            aria-label="Kemajuan unduhan"
            percent={progress.total ? Math.floor((progress.received / progress.total) * 100) : undefined}
            status="active"
            format={(p) => (progress.total ? `${p}%` : kb(progress.received))}
            style={{ marginBottom: 12 }}
          />
        ) : null}
        <ListTable<PusatDokumenItem>
          list={list}
          result={result}
          rowKey="kunci"
          noun="dokumen"
          rowSelection={{
            selectedRowKeys: [...chosen.keys()],
            preserveSelectedRowKeys: true,
            onChange: (_keys, rows) => {
              const next = new Map(chosen);
              for (const d of result.data?.items ?? []) next.delete(d.kunci);
              for (const d of rows) if (d) next.set(d.kunci, d);
              setChosen(next);
            },
          }}
          columns={[
            { key: 'tanggal', title: 'Tanggal', render: (_, d) => formatDate(d.tanggal) },
            {
              key: 'jenis',
              title: 'Jenis',
              render: (_, d) => (
                <Space size={4}>
                  {d.jenis_nama}
                  {d.dibatalkan ? <Tag color="red">Dibatalkan</Tag> : null}
                </Space>
              ),
            },
            { key: 'nomor', title: 'Nomor', render: (_, d) => d.nomor ?? '-' },
            {
              key: 'laporan',
              title: 'Laporan',
              render: (_, d) => (
                <Link to={buildPath('kpk-laporan-detail', { id: d.laporan_id })}>
                  {d.nosig ?? `#${d.laporan_id}`}
                </Link>
              ),
            },
            { key: 'pelapor', title: 'Pelapor', render: (_, d) => d.pelapor_nama ?? '-' },
            { key: 'instansi', title: 'Instansi', ellipsis: true, render: (_, d) => d.instansi_nama ?? '-' },
            {
              key: 'berkas',
              title: 'Berkas',
              render: (_, d) => (
                <Button
                  size="small"
                  icon={<DownloadOutlined />}
                  onClick={() => unduhSatu(d)}
                  aria-label={`Unduh ${d.nama_berkas}`}
                >
                  {kb(d.ukuran)}
                </Button>
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}

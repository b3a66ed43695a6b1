import { CloudDownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  ELEARNING_LEVELS,
  type ElearningItem,
  elearningLevelLabel,
  elearningPeriodeKata,
  formatNumber,
  formatPercent,
  type Triwulan,
  triwulanLabel,
} from '@gratifikasi/domain';
import { Button, Card, Empty, Flex, Popconfirm, Select, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { buildPath } from '@/platform/routes';
import { FilterBar } from '@/ui/FilterBar';
import { LinkButton } from '@/ui/LinkButton';
import { isFiltered, ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import {
  type ElearningParams,
  type Periode,
  useElearningInfo,
  useElearningList,
  useElearningTarik,
  useTarikElearning,
} from './api';
import { ImportModal } from './ImportModal';
import { AmbangTable, LevelTag, TarikStatus } from './parts';

const SCREEN = 'kpk-maturity-elearning';

/** The current quarter on the calendar (the default period when no figures exist yet). */
function kuartalIni(): Periode {
  const now = new Date();
  return { tahun: now.getFullYear(), triwulan: Math.floor(now.getMonth() / 3) + 1 };
}

const columns = [
  {
    key: 'instansi',
    title: 'Instansi',
    sorter: true,
    width: 300,
    render: (_: unknown, r: ElearningItem) => (
      <>
        {r.instansi}
        {r.kode ? (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {r.kode}
          </Typography.Text>
        ) : null}
      </>
    ),
  },
  {
    key: 'terdaftar',
    title: 'Terdaftar',
    sorter: true,
    align: 'right' as const,
    render: (_: unknown, r: ElearningItem) => formatNumber(r.terdaftar, 0),
  },
  {
    key: 'selesai',
    title: 'Selesai',
    sorter: true,
    align: 'right' as const,
    render: (_: unknown, r: ElearningItem) => formatNumber(r.selesai, 0),
  },
  {
    key: 'penyebut',
    title: 'Pegawai',
    align: 'right' as const,
    render: (_: unknown, r: ElearningItem) => (
      <Tooltip
        title={
          r.pegawai_klop !== null
            ? 'Dari profil KLOP tahun ini'
            : 'Profil KLOP tidak menyebut: jumlah terdaftar'
        }
      >
        {formatNumber(r.penyebut, 0)}
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {r.pegawai_klop !== null ? 'profil KLOP' : 'terdaftar'}
        </Typography.Text>
      </Tooltip>
    ),
  },
  {
    key: 'persen',
    title: '% Selesai',
    sorter: true,
    align: 'right' as const,
    render: (_: unknown, r: ElearningItem) => (r.persen === null ? '-' : formatPercent(r.persen)),
  },
  {
    key: 'level',
    title: 'Level Maturitas',
    sorter: true,
    render: (_: unknown, r: ElearningItem) => <LevelTag level={r.level} label={r.level_label} />,
  },
];

/**
 * `maturity-elearning` (issue 27 §4): a period's e-learning completion of every institution, with its share and
 * maturity level by the configured thresholds; the KPK's PPG team imports the learning platform's export (checked
 * row by row before saving) or pulls the period from the platform, and follows the pull's state here.
 */
export function MaturityElearningPage() {
  const list = useListQuery(SCREEN);
  const info = useElearningInfo();
  const tarik = useElearningTarik();
  const pull = useTarikElearning();
  const [importing, setImporting] = useState(false);
  const f = list.query.filters;
  const terakhir = info.data?.periode[0];
  const periode: Periode | null =
    f.tahun && f.triwulan
      ? { tahun: Number(f.tahun), triwulan: Number(f.triwulan) }
      : info.data
        ? terakhir
          ? { tahun: terakhir.tahun, triwulan: terakhir.triwulan }
          : kuartalIni()
        : null;
  const params: ElearningParams | null = periode
    ? {
        ...periode,
        q: list.query.q,
        level: f.level,
        sort: list.query.sort,
        order: list.query.order,
        page: list.query.page,
        per_page: list.query.per_page,
      }
    : null;
  const result = useElearningList(params);
  const kata = periode
    ? elearningPeriodeKata({ tahun: periode.tahun, triwulan: periode.triwulan as Triwulan })
    : '';
  const tahunIni = new Date().getFullYear();
  const years = [
    ...new Set([
      ...(info.data?.periode ?? []).map((p) => p.tahun),
      ...Array.from({ length: 6 }, (_, i) => tahunIni - i),
    ]),
  ].sort((a, b) => b - a);
  const punya = (tahun: number, triwulan: number) =>
    info.data?.periode.find((p) => p.tahun === tahun && p.triwulan === triwulan)?.instansi;
  const platform = info.data?.platform ?? 'none';
  const running = tarik.data?.status === 'antri' || tarik.data?.status === 'berjalan';
  const setPeriode = (next: Periode) => {
    list.setFilter('tahun', String(next.tahun));
    list.setFilter('triwulan', String(next.triwulan));
  };

  return (
    <>
      <PageHeader
        title="Maturitas E-Learning"
        subtitle="Penyelesaian e-learning pengendalian gratifikasi pegawai setiap instansi per triwulan, dan level maturitasnya menurut ambang yang dikonfigurasi."
        extra={
          <Space wrap>
            {periode ? (
              <LinkButton to={`${buildPath('kpk-report-elearning')}?tahun=${periode.tahun}`}>
                Laporan E-Learning
              </LinkButton>
            ) : null}
            <Tooltip
              title={
                platform === 'none'
                  ? 'Platform e-learning belum dikonfigurasi (ELEARNING_URL); gunakan impor berkas'
                  : running
                    ? 'Penarikan sebelumnya masih berjalan'
                    : undefined
              }
            >
              <Popconfirm
                title={`Tarik data ${kata} dari platform e-learning?`}
                description="Data periode ini untuk setiap instansi yang dikirim platform akan diganti. Bila ada baris tidak valid, tidak ada yang disimpan."
                okText="Tarik"
                cancelText="Batal"
                disabled={!periode || platform === 'none' || running}
                onConfirm={() => (periode ? pull.mutateAsync(periode).catch(() => undefined) : undefined)}
              >
                <Button
                  icon={<CloudDownloadOutlined />}
                  disabled={!periode || platform === 'none' || running}
                  loading={pull.isPending}
                >
                  Tarik dari Platform
                </Button>
              </Popconfirm>
            </Tooltip>
            <Button
              type="primary"
              icon={<UploadOutlined />}
              disabled={!periode}
              onClick={() => setImporting(true)}
            >
              Impor Data
            </Button>
          </Space>
        }
      />
      {tarik.data ? (
        <div style={{ marginBottom: 16 }}>
          <TarikStatus tarik={tarik.data} />
        </div>
      ) : null}
      <Card style={{ marginBottom: 16 }}>{info.data ? <AmbangTable ambang={info.data.ambang} /> : null}</Card>
      <Card>
        <Flex wrap gap={8} align="center" style={{ marginBottom: 8 }}>
          <Typography.Text strong>Periode</Typography.Text>
          <Select
            aria-label="Tahun"
            style={{ minWidth: 110 }}
            value={periode?.tahun}
            onChange={(tahun: number) => setPeriode({ tahun, triwulan: periode?.triwulan ?? 1 })}
            options={years.map((y) => ({ value: y, label: String(y) }))}
          />
          <Select
            aria-label="Triwulan"
            style={{ minWidth: 220 }}
            value={periode?.triwulan}
            onChange={(triwulan: number) => setPeriode({ tahun: periode?.tahun ?? tahunIni, triwulan })}
            options={[1, 2, 3, 4].map((t) => {
              const n = periode ? punya(periode.tahun, t) : undefined;
              return {
                value: t,
                label: `${triwulanLabel(t as Triwulan)}${n ? ` (${n} instansi)` : ' (belum ada data)'}`,
              };
            })}
          />
        </Flex>
        <FilterBar list={list} active={isFiltered(list, ['tahun', 'triwulan'])}>
          <Select
            aria-label="Level"
            placeholder="Level maturitas"
            allowClear
            style={{ minWidth: 220 }}
            value={f.level}
            onChange={(v?: string) => list.setFilter('level', v)}
            options={[
              ...ELEARNING_LEVELS.map((l) => ({ value: String(l), label: elearningLevelLabel(l) })),
              { value: 'none', label: elearningLevelLabel(null) },
            ]}
          />
        </FilterBar>
        {periode &&
        !punya(periode.tahun, periode.triwulan) &&
        !result.isFetching &&
        !isFiltered(list, ['tahun', 'triwulan']) ? (
          <Empty
            description={`Belum ada data e-learning ${kata}. Impor ekspor platform atau tarik dari platform.`}
          />
        ) : (
          <ListTable<ElearningItem>
            list={list}
            result={result}
            rowKey="instansi_id"
            noun={`data e-learning ${kata}`}
            filtered={isFiltered(list, ['tahun', 'triwulan'])}
            columns={columns}
          />
        )}
      </Card>
      {periode ? (
        <ImportModal periode={periode} open={importing} onClose={() => setImporting(false)} />
      ) : null}
    </>
  );
}

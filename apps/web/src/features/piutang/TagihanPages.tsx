import { formatDateTime, formatNumber, paymentStatusLabel, statementOfAccount } from '@gratifikasi/domain';
import { Button, Card, Descriptions, Select, Space, Table, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { useAppApis } from '@/ui/appApis';
import { ExportButton } from '@/ui/ExportButton';
import { FilterBar } from '@/ui/FilterBar';
import { FilterTag } from '@/ui/FilterTag';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import {
  downloadSurat,
  type Entri,
  exportXlsx,
  type Page,
  type Tagihan,
  usePiutang,
  usePiutangMutation,
} from './api';
import { type EofficeTagihan, EofficeTagihanAlert } from './EofficeTagihan';
import { JenisEntriTag, STATUS_TAGIHAN_OPTIONS, StatusTagihan, tanggal, Uang } from './parts';

function TagihanList({
  route,
  title,
  subtitle,
  defaultStatus,
}: {
  route: string;
  title: string;
  subtitle: string;
  defaultStatus?: string;
}) {
  const list = useListQuery(route);
  const status = list.query.filters.status ?? defaultStatus;
  const params = { ...list.params, status };
  const result = usePiutang<Page<Tagihan>>('piutang/tagihan', params);
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        extra={<ExportButton onExport={() => exportXlsx('piutang/tagihan', params)} />}
      />
      <Card>
        <FilterBar list={list}>
          <Select
            allowClear
            placeholder="Status"
            aria-label="Status"
            style={{ minWidth: 160 }}
            value={status}
            options={STATUS_TAGIHAN_OPTIONS}
            onChange={(v) => list.setFilter('status', v)}
          />
          <FilterTag list={list} field="lewat_batas" labels={{ true: 'Lewat batas bayar' }} />
        </FilterBar>
        <ListTable<Tagihan>
          list={list}
          result={result}
          rowKey="id"
          noun="tagihan"
          columns={[
            {
              key: 'nomor',
              title: 'Nomor surat tagihan',
              render: (_, r) => (
                <Link to={buildPath('kpk-pelunasan-penerimaan', { id: r.id })}>{r.nomor}</Link>
              ),
            },
            { key: 'tanggal', title: 'Tanggal', render: (_, r) => tanggal(r.tanggal) },
            { key: 'pelapor', title: 'Pelapor', render: (_, r) => r.pelapor_nama },
            { key: 'uraian', title: 'Objek', render: (_, r) => r.uraian },
            { key: 'va', title: 'VA', render: (_, r) => <Typography.Text copyable>{r.va}</Typography.Text> },
            {
              key: 'asal',
              title: 'Nilai asal',
              align: 'right',
              render: (_, r) => <Uang value={r.nilai_asal} mata_uang={r.mata_uang_asal} />,
            },
            {
              key: 'nilai',
              title: 'Nilai tagihan',
              align: 'right',
              render: (_, r) => <Uang value={r.nilai} />,
            },
            {
              key: 'dibayar',
              title: 'Dibayar',
              align: 'right',
              render: (_, r) => <Uang value={r.dibayar} />,
            },
            { key: 'saldo', title: 'Saldo', align: 'right', render: (_, r) => <Uang value={r.saldo} /> },
            { key: 'status', title: 'Status', render: (_, r) => <StatusTagihan status={r.status} /> },
          ]}
        />
      </Card>
    </>
  );
}

/** `og-piutang`: every surat tagihan with what was paid and the balance. */
export const OgPiutangPage = () => (
  <TagihanList
    route="kpk-og-piutang"
    title="Piutang OG"
    subtitle="Surat tagihan atas objek milik negara yang dikuasai penerima, dengan pembayaran dan saldo dari buku piutang."
  />
);

/** `monitoring-piutang`: the bills still owed (by default), to follow up. */
export const MonitoringPiutangPage = () => (
  <TagihanList
    route="kpk-monitoring-piutang"
    title="Monitoring Piutang"
    subtitle="Tagihan yang belum lunas; ubah status untuk melihat yang lain."
    defaultStatus="BELUM_LUNAS"
  />
);

interface ItemTagihan {
  rincian_id: number;
  uraian: string;
  nilai_taksiran: string;
  mata_uang: string;
  keputusan: string | null;
  tagihan_id: number | null;
  nomor: string | null;
  va: string | null;
  nilai: string | null;
  kurs: string | null;
  kurs_tanggal: string | null;
  saldo: string | null;
  dapat_ditagih: boolean;
}

/** `penomoran-surat-tagihan-detail/:id`: a report's items decided state-owned; issue and number their bills. */
export function PenomoranTagihanPage() {
  const id = Number(useParams().id);
  const { message } = useAppApis();
  const data = usePiutang<{
    laporan: { id: number; nosig: string | null; pelapor_nama: string };
    items: ItemTagihan[];
  }>(`laporan/${id}/tagihan`);
  const issue = usePiutangMutation<number>(
    () => 'piutang/tagihan',
    (rincian_id) => ({ rincian_id }),
  );
  const laporan = data.data?.laporan;
  return (
    <>
      <PageHeader
        title="Penomoran Surat Tagihan"
        subtitle={
          laporan ? `Laporan ${laporan.nosig ?? `#${laporan.id}`} — ${laporan.pelapor_nama}` : undefined
        }
      />
      <Card>
        <Table<ItemTagihan>
          rowKey="rincian_id"
          loading={data.isFetching}
          pagination={false}
          dataSource={data.data?.items ?? []}
          columns={[
            { key: 'uraian', title: 'Rincian', render: (_, r) => r.uraian },
            {
              key: 'nilai',
              title: 'Nilai taksiran',
              align: 'right',
              render: (_, r) => <Uang value={r.nilai_taksiran} mata_uang={r.mata_uang} />,
            },
            {
              key: 'keputusan',
              title: 'Keputusan SK',
              render: (_, r) => r.keputusan?.replaceAll('_', ' ') ?? 'Belum ada SK',
            },
            { key: 'nomor', title: 'Nomor surat tagihan', render: (_, r) => r.nomor ?? '-' },
            {
              key: 'kurs',
              title: 'Kurs pajak',
              render: (_, r) =>
                r.kurs && r.mata_uang !== 'IDR'
                  ? `${formatNumber(r.kurs, 4)} (${tanggal(r.kurs_tanggal)})`
                  : '-',
            },
            {
              key: 'tagihan',
              title: 'Nilai tagihan',
              align: 'right',
              render: (_, r) => <Uang value={r.nilai} />,
            },
            {
              key: 'va',
              title: 'VA',
              render: (_, r) => (r.va ? <Typography.Text copyable>{r.va}</Typography.Text> : '-'),
            },
            {
              key: 'aksi',
              title: 'Aksi',
              render: (_, r) =>
                r.tagihan_id ? (
                  <Space>
                    <Link to={buildPath('kpk-pelunasan-penerimaan', { id: r.tagihan_id })}>Pelunasan</Link>
                    <Button size="small" onClick={() => downloadSurat(r.tagihan_id ?? 0)}>
                      Unduh surat
                    </Button>
                  </Space>
                ) : r.dapat_ditagih ? (
                  <Button
                    type="primary"
                    size="small"
                    loading={issue.isPending}
                    onClick={async () => {
                      const res = await issue.mutateAsync(r.rincian_id);
                      message.success(res.message ?? 'Surat tagihan diterbitkan');
                    }}
                  >
                    Terbitkan surat tagihan
                  </Button>
                ) : (
                  '-'
                ),
            },
          ]}
        />
      </Card>
    </>
  );
}

interface Notifikasi {
  id: number;
  notification_id: string;
  jumlah: string;
  dibayar_at: string;
  sumber: string;
  status: string;
  alasan: string | null;
  klasifikasi: string | null;
  selisih: string | null;
  duplikat: number;
}

/** `pelunasan-penerimaan/:id`: one bill, its ledger entries with the running balance, its payment notifications. */
export function PelunasanPage() {
  const id = Number(useParams().id);
  const data = usePiutang<{
    tagihan: Tagihan;
    entri: Entri[];
    notifikasi: Notifikasi[];
    eoffice: EofficeTagihan | null;
  }>(`piutang/tagihan/${id}`);
  const t = data.data?.tagihan;
  const lines = statementOfAccount(data.data?.entri ?? []);
  return (
    <>
      <PageHeader
        title="Pelunasan Penerimaan"
        subtitle={t ? `Surat tagihan ${t.nomor}` : undefined}
        extra={t ? <Button onClick={() => downloadSurat(t.id)}>Unduh surat tagihan</Button> : null}
      />
      {t ? (
        <Card>
          <div style={{ marginBottom: 16 }}>
            <EofficeTagihanAlert id={t.id} eoffice={data.data?.eoffice ?? null} />
          </div>
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label="Pelapor">{t.pelapor_nama}</Descriptions.Item>
            <Descriptions.Item label="Laporan">{t.nosig ?? `#${t.laporan_id}`}</Descriptions.Item>
            <Descriptions.Item label="Objek">{t.uraian}</Descriptions.Item>
            <Descriptions.Item label="Nomor VA">
              <Typography.Text copyable>{t.va}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="Nilai asal">
              <Uang value={t.nilai_asal} mata_uang={t.mata_uang_asal} />
            </Descriptions.Item>
            <Descriptions.Item label="Kurs pajak">
              {t.mata_uang_asal === 'IDR'
                ? '-'
                : `${formatNumber(t.kurs, 4)} (berlaku ${tanggal(t.kurs_tanggal)}; keputusan ${tanggal(t.tanggal_keputusan)})`}
            </Descriptions.Item>
            <Descriptions.Item label="Nilai tagihan">
              <Uang value={t.nilai} />
            </Descriptions.Item>
            <Descriptions.Item label="Dibayar">
              <Uang value={t.dibayar} />
            </Descriptions.Item>
            <Descriptions.Item label="Saldo">
              <strong data-testid="saldo-tagihan">
                <Uang value={t.saldo} />
              </strong>
            </Descriptions.Item>
            <Descriptions.Item label="Status">
              <StatusTagihan status={t.status} />
            </Descriptions.Item>
          </Descriptions>
        </Card>
      ) : null}
      <Card title="Buku piutang" style={{ marginTop: 16 }}>
        <Table<Entri>
          rowKey="id"
          size="small"
          pagination={false}
          loading={data.isFetching}
          dataSource={lines}
          columns={[
            { key: 'tanggal', title: 'Tanggal', render: (_, r) => tanggal(r.tanggal) },
            {
              key: 'jenis',
              title: 'Jenis',
              render: (_, r) => (
                <Link to={buildPath('kpk-pp-transaksi-view', { id: r.id })}>
                  <JenisEntriTag jenis={r.jenis} />
                </Link>
              ),
            },
            { key: 'ref', title: 'Referensi', render: (_, r) => r.referensi ?? '-' },
            {
              key: 'jumlah',
              title: 'Jumlah',
              align: 'right',
              render: (_, r) => <Uang value={r.jumlah} mata_uang={r.mata_uang} />,
            },
            {
              key: 'saldo',
              title: 'Saldo berjalan',
              align: 'right',
              render: (_, r) => <Uang value={r.saldo} mata_uang={r.mata_uang} />,
            },
            { key: 'ket', title: 'Keterangan', render: (_, r) => r.keterangan ?? '-' },
          ]}
        />
      </Card>
      <Card title="Notifikasi pembayaran" style={{ marginTop: 16 }}>
        <Table<Notifikasi>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={data.data?.notifikasi ?? []}
          columns={[
            { key: 'nid', title: 'ID notifikasi', render: (_, r) => r.notification_id },
            { key: 'at', title: 'Dibayar (WIB)', render: (_, r) => formatDateTime(r.dibayar_at) },
            { key: 'jumlah', title: 'Jumlah', align: 'right', render: (_, r) => <Uang value={r.jumlah} /> },
            {
              key: 'status',
              title: 'Status',
              render: (_, r) => paymentStatusLabel(r.status, r.klasifikasi),
            },
            {
              key: 'selisih',
              title: 'Selisih',
              align: 'right',
              render: (_, r) => <Uang value={r.selisih} />,
            },
            { key: 'dup', title: 'Diterima ulang', render: (_, r) => `${r.duplikat}×` },
            { key: 'alasan', title: 'Catatan', render: (_, r) => r.alasan ?? '-' },
          ]}
        />
      </Card>
    </>
  );
}

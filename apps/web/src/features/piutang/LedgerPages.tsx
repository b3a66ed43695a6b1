import type { EntriPiutang } from '@gratifikasi/domain';
import { Card, DatePicker, Descriptions, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { Link, useParams, useSearchParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { ExportButton } from '@/ui/ExportButton';
import { FilterBar } from '@/ui/FilterBar';
import { LinkButton } from '@/ui/LinkButton';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { type Aging, type Entri, exportXlsx, type Page, usePiutang } from './api';
import { agingColumns, JenisEntriTag, PrintFrame, tanggal, Uang } from './parts';

interface SoaRow {
  pelapor_id: number;
  mata_uang: string;
  nama: string;
  jumlah_tagihan: number;
  tagihan: string;
  bayar: string;
  batal: string;
  saldo: string;
  terakhir: string | null;
}

const todayIso = () => dayjs().format('YYYY-MM-DD');

/** `og-statement-of-account`: every debtor (reporter × currency) with billed, paid, cancelled and balance. */
export function SoaListPage() {
  const list = useListQuery('kpk-og-statement-of-account');
  const result = usePiutang<Page<SoaRow>>('pengelolaan-piutang/soa', list.params);
  return (
    <>
      <PageHeader
        title="Statement of Account"
        subtitle="Saldo setiap debitur per mata uang, dihitung dari entri buku piutang."
        extra={<ExportButton onExport={() => exportXlsx('pengelolaan-piutang/soa', list.params)} />}
      />
      <Card>
        <FilterBar list={list} />
        <ListTable<SoaRow>
          list={list}
          result={result}
          rowKey="pelapor_id"
          noun="debitur"
          columns={[
            {
              key: 'nama',
              title: 'Debitur',
              render: (_, r) => (
                <Link
                  to={buildPath('kpk-og-statement-of-account-view', {
                    id: r.pelapor_id,
                    currency: r.mata_uang,
                  })}
                >
                  {r.nama}
                </Link>
              ),
            },
            { key: 'mu', title: 'Mata uang', render: (_, r) => r.mata_uang },
            { key: 'n', title: 'Tagihan', align: 'right', render: (_, r) => r.jumlah_tagihan },
            {
              key: 'tagihan',
              title: 'Nilai tagihan',
              align: 'right',
              render: (_, r) => <Uang value={r.tagihan} mata_uang={r.mata_uang} />,
            },
            {
              key: 'bayar',
              title: 'Dibayar',
              align: 'right',
              render: (_, r) => <Uang value={r.bayar} mata_uang={r.mata_uang} />,
            },
            {
              key: 'batal',
              title: 'Dibatalkan',
              align: 'right',
              render: (_, r) => <Uang value={r.batal} mata_uang={r.mata_uang} />,
            },
            {
              key: 'saldo',
              title: 'Saldo',
              align: 'right',
              render: (_, r) => (
                <strong>
                  <Uang value={r.saldo} mata_uang={r.mata_uang} />
                </strong>
              ),
            },
            { key: 'akhir', title: 'Transaksi terakhir', render: (_, r) => tanggal(r.terakhir) },
          ]}
        />
      </Card>
    </>
  );
}

type SoaLine = Entri & EntriPiutang & { debit: string; kredit: string; saldo: string };
interface SoaView {
  pelapor_id: number;
  nama: string;
  mata_uang: string;
  saldo: string;
  entri: SoaLine[];
}

function SoaTable({ data, loading }: { data: SoaView | undefined; loading: boolean }) {
  return (
    <Table<SoaLine>
      rowKey="id"
      size="small"
      pagination={false}
      loading={loading}
      dataSource={data?.entri ?? []}
      columns={[
        { key: 'tanggal', title: 'Tanggal', render: (_, r) => tanggal(r.tanggal) },
        { key: 'nomor', title: 'Surat tagihan', render: (_, r) => r.nomor },
        { key: 'jenis', title: 'Jenis', render: (_, r) => <JenisEntriTag jenis={r.jenis} /> },
        { key: 'ket', title: 'Keterangan', render: (_, r) => r.keterangan ?? r.referensi ?? '-' },
        {
          key: 'debit',
          title: 'Debit',
          align: 'right',
          render: (_, r) => <Uang value={r.debit} mata_uang={r.mata_uang} />,
        },
        {
          key: 'kredit',
          title: 'Kredit',
          align: 'right',
          render: (_, r) => <Uang value={r.kredit} mata_uang={r.mata_uang} />,
        },
        {
          key: 'saldo',
          title: 'Saldo',
          align: 'right',
          render: (_, r) => <Uang value={r.saldo} mata_uang={r.mata_uang} />,
        },
      ]}
    />
  );
}

function useSoa() {
  const { id, currency } = useParams();
  return {
    id: Number(id),
    currency: String(currency ?? 'IDR'),
    ...usePiutang<SoaView>(`pengelolaan-piutang/soa/${Number(id)}/${currency}`),
  };
}

/** `og-statement-of-account-view/:id/:currency`: a debtor's entries with the running balance. */
export function SoaViewPage() {
  const soa = useSoa();
  return (
    <>
      <PageHeader
        title="Detail Statement of Account"
        subtitle={soa.data ? `${soa.data.nama} (${soa.data.mata_uang})` : undefined}
        extra={
          <LinkButton
            to={buildPath('kpk-pp-statement-of-account-print', { id: soa.id, currency: soa.currency })}
          >
            Cetak
          </LinkButton>
        }
      />
      <Card>
        <Descriptions size="small" style={{ marginBottom: 12 }}>
          <Descriptions.Item label="Saldo">
            <strong data-testid="saldo-soa">
              <Uang value={soa.data?.saldo} mata_uang={soa.currency} />
            </strong>
          </Descriptions.Item>
        </Descriptions>
        <SoaTable data={soa.data} loading={soa.isFetching} />
      </Card>
    </>
  );
}

/** `/kpk/pp-statement-of-account-print/:id/:currency`: the statement laid out for paper. */
export function SoaPrintPage() {
  const soa = useSoa();
  return (
    <PrintFrame title="Statement of Account">
      <p>
        Debitur: <strong>{soa.data?.nama}</strong> — mata uang {soa.currency} — dicetak {tanggal(todayIso())}
      </p>
      <SoaTable data={soa.data} loading={soa.isFetching} />
      <p style={{ textAlign: 'right' }}>
        Saldo akhir:{' '}
        <strong>
          <Uang value={soa.data?.saldo} mata_uang={soa.currency} />
        </strong>
      </p>
    </PrintFrame>
  );
}

type AgingRow = Aging & { pelapor_id: number; mata_uang: string; nama: string };

function PerTanggal({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <Space>
      <span>Per tanggal</span>
      <DatePicker
        aria-label="Per tanggal"
        allowClear={false}
        format="DD-MM-YYYY"
        value={dayjs(value)}
        onChange={(d) => d && onChange(d.format('YYYY-MM-DD'))}
      />
    </Space>
  );
}

/** `pp-debtor-aging`: each debtor's outstanding amounts by age as of a date (buckets sum to the balance). */
export function AgingListPage() {
  const list = useListQuery('kpk-pp-debtor-aging');
  const perTanggal = list.query.filters.per_tanggal ?? todayIso();
  const params = { ...list.params, per_tanggal: perTanggal };
  const result = usePiutang<Page<AgingRow>>('pengelolaan-piutang/debtor-aging', params);
  return (
    <>
      <PageHeader
        title="Umur Piutang"
        subtitle="Sisa tagihan per debitur menurut umurnya pada tanggal yang dipilih; pembayaran melunasi tagihan tertua lebih dulu."
        extra={<ExportButton onExport={() => exportXlsx('pengelolaan-piutang/debtor-aging', params)} />}
      />
      <Card>
        <FilterBar list={list}>
          <PerTanggal value={perTanggal} onChange={(v) => list.setFilter('per_tanggal', v)} />
        </FilterBar>
        <ListTable<AgingRow>
          list={list}
          result={result}
          rowKey="pelapor_id"
          noun="debitur"
          columns={[
            {
              key: 'nama',
              title: 'Debitur',
              render: (_, r) => (
                <Link
                  to={`${buildPath('kpk-pp-debtor-aging-view', { pelapor_id: r.pelapor_id, currency: r.mata_uang })}?per_tanggal=${perTanggal}`}
                >
                  {r.nama}
                </Link>
              ),
            },
            { key: 'mu', title: 'Mata uang', render: (_, r) => r.mata_uang },
            ...agingColumns<AgingRow>((r) => r.mata_uang),
          ]}
        />
      </Card>
    </>
  );
}

type AgingTagihan = Aging & { tagihan_id: number; nomor: string; va: string; tanggal: string };
type AgingView = Aging & { nama: string; mata_uang: string; per_tanggal: string; tagihan: AgingTagihan[] };

function useAgingView() {
  const { pelapor_id, currency } = useParams();
  const [search, setSearch] = useSearchParams();
  const perTanggal = search.get('per_tanggal') ?? todayIso();
  const q = usePiutang<AgingView>(`pengelolaan-piutang/debtor-aging/${Number(pelapor_id)}/${currency}`, {
    per_tanggal: perTanggal,
  });
  return {
    pelapor_id: Number(pelapor_id),
    currency: String(currency),
    perTanggal,
    setPerTanggal: (v: string) => setSearch({ per_tanggal: v }),
    ...q,
  };
}

function AgingTables({
  data,
  loading,
  currency,
}: {
  data: AgingView | undefined;
  loading: boolean;
  currency: string;
}) {
  return (
    <>
      <Table<AgingView>
        rowKey="nama"
        size="small"
        pagination={false}
        loading={loading}
        dataSource={data ? [data] : []}
        columns={[
          { key: 'nama', title: 'Debitur', render: (_, r) => r.nama },
          ...agingColumns<AgingView>(() => currency),
        ]}
      />
      <h4 style={{ marginTop: 16 }}>Per surat tagihan</h4>
      <Table<AgingTagihan>
        rowKey="tagihan_id"
        size="small"
        pagination={false}
        dataSource={data?.tagihan ?? []}
        columns={[
          { key: 'nomor', title: 'Surat tagihan', render: (_, r) => r.nomor },
          { key: 'tgl', title: 'Tanggal', render: (_, r) => tanggal(r.tanggal) },
          ...agingColumns<AgingTagihan>(() => currency),
        ]}
      />
    </>
  );
}

/** `pp-debtor-aging-view/:pelapor_id/:currency`: a debtor's aging and each bill's, as of a date. */
export function AgingViewPage() {
  const a = useAgingView();
  return (
    <>
      <PageHeader
        title="Detail Umur Piutang"
        subtitle={a.data ? `${a.data.nama} (${a.currency})` : undefined}
        extra={
          <LinkButton
            to={`${buildPath('kpk-pp-debtor-aging-print', { pelapor_id: a.pelapor_id, currency: a.currency })}?per_tanggal=${a.perTanggal}`}
          >
            Cetak
          </LinkButton>
        }
      />
      <Card>
        <div style={{ marginBottom: 12 }}>
          <PerTanggal value={a.perTanggal} onChange={a.setPerTanggal} />
        </div>
        <AgingTables data={a.data} loading={a.isFetching} currency={a.currency} />
      </Card>
    </>
  );
}

/** `/kpk/pp-debtor-aging-print/:pelapor_id/:currency`: the aging laid out for paper. */
export function AgingPrintPage() {
  const a = useAgingView();
  return (
    <PrintFrame title="Umur Piutang">
      <p>
        Debitur: <strong>{a.data?.nama}</strong> — mata uang {a.currency} — per tanggal{' '}
        {tanggal(a.perTanggal)}
      </p>
      <AgingTables data={a.data} loading={a.isFetching} currency={a.currency} />
    </PrintFrame>
  );
}

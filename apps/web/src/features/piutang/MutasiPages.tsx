import { Button, Card, DatePicker, Descriptions, Input, Modal, Select, Space, Statistic, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { useAppApis } from '@/ui/appApis';
import { ExportButton } from '@/ui/ExportButton';
import { FilterBar } from '@/ui/FilterBar';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { type Entri, exportXlsx, type Page, usePiutang, usePiutangMutation } from './api';
import { JenisEntriTag, tanggal, Uang } from './parts';

interface Mutasi {
  saldo_awal: string;
  baru: string;
  bayar: string;
  batal: string;
  saldo_akhir: string;
}
type MutasiRow = Mutasi & { pelapor_id: number; mata_uang: string; nama: string };

const MUTASI_COLUMNS = [
  ['saldo_awal', 'Saldo awal'],
  ['baru', 'Piutang baru'],
  ['bayar', 'Pembayaran'],
  ['batal', 'Pembatalan'],
  ['saldo_akhir', 'Saldo akhir'],
] as const;

/** `pp-mutasi-ar`: the receivables' movement for a period, in total and per debtor. */
export function MutasiArPage() {
  const list = useListQuery('kpk-pp-mutasi-ar');
  const dari = list.query.filters.dari ?? dayjs().startOf('month').format('YYYY-MM-DD');
  const sampai = list.query.filters.sampai ?? dayjs().format('YYYY-MM-DD');
  const params = { ...list.params, dari, sampai };
  const result = usePiutang<Page<MutasiRow> & { total_mutasi: Mutasi }>(
    'pengelolaan-piutang/mutasi-ar',
    params,
  );
  const t = result.data?.total_mutasi;
  return (
    <>
      <PageHeader
        title="Mutasi Piutang"
        subtitle="Saldo awal, piutang baru, pembayaran, pembatalan dan saldo akhir dalam periode."
        extra={<ExportButton onExport={() => exportXlsx('pengelolaan-piutang/mutasi-ar', params)} />}
      />
      <Card>
        <FilterBar list={list}>
          <Space>
            <span>Periode</span>
            <DatePicker.RangePicker
              aria-label="Periode"
              allowClear={false}
              format="DD-MM-YYYY"
              value={[dayjs(dari), dayjs(sampai)]}
              onChange={(v) => {
                if (!v?.[0] || !v[1]) return;
                list.setFilter('dari', v[0].format('YYYY-MM-DD'));
                list.setFilter('sampai', v[1].format('YYYY-MM-DD'));
              }}
            />
          </Space>
        </FilterBar>
        <Space size="large" wrap style={{ margin: '12px 0' }} data-testid="total-mutasi">
          {MUTASI_COLUMNS.map(([k, label]) => (
            <Statistic
              key={k}
              title={label}
              value={t?.[k] ?? '-'}
              formatter={() => <Uang value={t?.[k]} />}
            />
          ))}
        </Space>
        <ListTable<MutasiRow>
          list={list}
          result={result}
          rowKey="pelapor_id"
          noun="debitur"
          filtered
          columns={[
            { key: 'nama', title: 'Debitur', render: (_, r) => r.nama },
            { key: 'mu', title: 'Mata uang', render: (_, r) => r.mata_uang },
            ...MUTASI_COLUMNS.map(([k, label]) => ({
              key: k,
              title: label,
              align: 'right' as const,
              render: (_: unknown, r: MutasiRow) => <Uang value={r[k]} mata_uang={r.mata_uang} />,
            })),
          ]}
        />
      </Card>
    </>
  );
}

interface Rekap {
  tahun: number;
  mata_uang: string;
  jumlah_tagihan: number;
  nilai_tagihan: string;
  bayar: string;
  batal: string;
  saldo: string;
}

/** `pp-rekapitulasi-og-piutang`: per year of issue, the bills and what became of them. */
export function RekapitulasiPage() {
  const result = usePiutang<Rekap[]>('pengelolaan-piutang/rekapitulasi-og-piutang');
  return (
    <>
      <PageHeader title="Rekapitulasi OG Piutang" subtitle="Per tahun terbit surat tagihan." />
      <Card>
        <Table<Rekap>
          rowKey={(r) => `${r.tahun}-${r.mata_uang}`}
          loading={result.isFetching}
          pagination={false}
          dataSource={result.data ?? []}
          columns={[
            { key: 'tahun', title: 'Tahun', render: (_, r) => r.tahun },
            { key: 'mu', title: 'Mata uang', render: (_, r) => r.mata_uang },
            { key: 'n', title: 'Jumlah tagihan', align: 'right', render: (_, r) => r.jumlah_tagihan },
            {
              key: 'nilai',
              title: 'Nilai tagihan',
              align: 'right',
              render: (_, r) => <Uang value={r.nilai_tagihan} />,
            },
            { key: 'bayar', title: 'Dibayar', align: 'right', render: (_, r) => <Uang value={r.bayar} /> },
            { key: 'batal', title: 'Dibatalkan', align: 'right', render: (_, r) => <Uang value={r.batal} /> },
            { key: 'saldo', title: 'Saldo', align: 'right', render: (_, r) => <Uang value={r.saldo} /> },
          ]}
        />
      </Card>
    </>
  );
}

/** `pp-transaksi`: the ledger's entries, newest first. */
export function TransaksiListPage() {
  const list = useListQuery('kpk-pp-transaksi');
  const params = { ...list.params };
  const result = usePiutang<Page<Entri>>('pengelolaan-piutang/transaksi', params);
  return (
    <>
      <PageHeader
        title="Transaksi Piutang"
        subtitle="Entri buku piutang tidak pernah diubah: pembatalan dicatat sebagai entri pembalik."
        extra={<ExportButton onExport={() => exportXlsx('pengelolaan-piutang/transaksi', params)} />}
      />
      <Card>
        <FilterBar list={list}>
          <Select
            allowClear
            placeholder="Jenis"
            aria-label="Jenis"
            style={{ minWidth: 140 }}
            value={list.query.filters.jenis}
            options={[
              { value: 'TAGIHAN', label: 'Tagihan' },
              { value: 'BAYAR', label: 'Pembayaran' },
              { value: 'BATAL', label: 'Pembatalan' },
            ]}
            onChange={(v) => list.setFilter('jenis', v)}
          />
        </FilterBar>
        <ListTable<Entri>
          list={list}
          result={result}
          rowKey="id"
          noun="transaksi"
          columns={[
            {
              key: 'id',
              title: 'ID',
              render: (_, r) => <Link to={buildPath('kpk-pp-transaksi-view', { id: r.id })}>{r.id}</Link>,
            },
            { key: 'tanggal', title: 'Tanggal', render: (_, r) => tanggal(r.tanggal) },
            { key: 'jenis', title: 'Jenis', render: (_, r) => <JenisEntriTag jenis={r.jenis} /> },
            { key: 'nomor', title: 'Surat tagihan', render: (_, r) => r.nomor },
            { key: 'pelapor', title: 'Pelapor', render: (_, r) => r.pelapor_nama },
            {
              key: 'jumlah',
              title: 'Jumlah',
              align: 'right',
              render: (_, r) => <Uang value={r.jumlah} mata_uang={r.mata_uang} />,
            },
            { key: 'ref', title: 'Referensi', render: (_, r) => r.referensi ?? '-' },
            {
              key: 'batal',
              title: 'Dibatalkan',
              render: (_, r) => (r.dibatalkan_oleh ? `oleh #${r.dibatalkan_oleh}` : '-'),
            },
          ]}
        />
      </Card>
    </>
  );
}

/** `pp-transaksi-view/:id`: one entry; cancel it (a reversing entry) or restore a cancelled one. */
export function TransaksiViewPage() {
  const id = Number(useParams().id);
  const { message } = useAppApis();
  const entry = usePiutang<Entri>(`pengelolaan-piutang/transaksi/${id}`);
  const [open, setOpen] = useState<'pembatalan' | 'restore' | null>(null);
  const [alasan, setAlasan] = useState('');
  const act = usePiutangMutation<'pembatalan' | 'restore'>(
    (k) => `pengelolaan-piutang/transaksi/${id}/${k}`,
    () => ({ alasan }),
  );
  const e = entry.data;
  return (
    <>
      <PageHeader
        title="Detail Transaksi Piutang"
        subtitle={e ? `Entri #${e.id}` : undefined}
        extra={
          e ? (
            <Space>
              {e.jenis !== 'BATAL' && !e.dibatalkan_oleh ? (
                <Button danger onClick={() => setOpen('pembatalan')}>
                  Batalkan
                </Button>
              ) : null}
              {e.jenis === 'BATAL' && !e.dipulihkan_oleh ? (
                <Button onClick={() => setOpen('restore')}>Pulihkan</Button>
              ) : null}
            </Space>
          ) : null
        }
      />
      {e ? (
        <Card>
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label="Jenis">
              <JenisEntriTag jenis={e.jenis} />
            </Descriptions.Item>
            <Descriptions.Item label="Tanggal">{tanggal(e.tanggal)}</Descriptions.Item>
            <Descriptions.Item label="Surat tagihan">
              <Link to={buildPath('kpk-pelunasan-penerimaan', { id: e.tagihan_id })}>{e.nomor}</Link>
            </Descriptions.Item>
            <Descriptions.Item label="VA">{e.va}</Descriptions.Item>
            <Descriptions.Item label="Jumlah">
              <Uang value={e.jumlah} mata_uang={e.mata_uang} />
            </Descriptions.Item>
            <Descriptions.Item label="Kurs">
              {e.kurs ? `${e.kurs} (${tanggal(e.kurs_tanggal)})` : '-'}
            </Descriptions.Item>
            <Descriptions.Item label="Referensi">{e.referensi ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Keterangan">{e.keterangan ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Membatalkan">
              {e.membatalkan_id ? (
                <Link to={buildPath('kpk-pp-transaksi-view', { id: e.membatalkan_id })}>
                  #{e.membatalkan_id}
                </Link>
              ) : (
                '-'
              )}
            </Descriptions.Item>
            <Descriptions.Item label="Dibatalkan oleh">
              {e.dibatalkan_oleh ? (
                <Link to={buildPath('kpk-pp-transaksi-view', { id: e.dibatalkan_oleh })}>
                  #{e.dibatalkan_oleh}
                </Link>
              ) : (
                '-'
              )}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      ) : null}
      <Modal
        open={open !== null}
        title={open === 'restore' ? 'Pulihkan transaksi' : 'Batalkan transaksi'}
        okText="Simpan"
        cancelText="Batal"
        confirmLoading={act.isPending}
        onCancel={() => setOpen(null)}
        onOk={async () => {
          if (!open) return;
          const res = await act.mutateAsync(open);
          message.success(res.message ?? 'Tersimpan');
          setOpen(null);
          setAlasan('');
        }}
      >
        <Input.TextArea
          aria-label="Alasan"
          placeholder="Alasan (minimal 5 karakter)"
          value={alasan}
          onChange={(ev) => setAlasan(ev.target.value)}
        />
      </Modal>
    </>
  );
}

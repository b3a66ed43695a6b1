import { CopyOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  formatDate,
  PESERTA_FILTER,
  PESERTA_FILTER_LABELS,
  type PesertaItem,
  triwulanLabel,
} from '@gratifikasi/domain';
import {
  Alert,
  Button,
  Card,
  Descriptions,
  Modal,
  Skeleton,
  Space,
  Table,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { ExportButton } from '@/ui/ExportButton';
import { FilterBar } from '@/ui/FilterBar';
import { LinkButton } from '@/ui/LinkButton';
import { isFiltered, ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { type ListQueryApi, useListQuery } from '@/ui/useListQuery';
import {
  exportPeserta,
  useHapusPeserta,
  useJadwal,
  useKlopList,
  usePeserta,
  useSalinTahunLalu,
  useSimpanJadwal,
  useTambahPeserta,
} from './api';
import { JadwalForm } from './JadwalForm';
import { StatusJendelaTag, TahunSelect, tahunIni } from './parts';

function JadwalCard({ tahun }: { tahun: number }) {
  const jadwal = useJadwal(tahun);
  const simpan = useSimpanJadwal(tahun);
  const salin = useSalinTahunLalu();
  const [editing, setEditing] = useState(false);
  if (jadwal.isLoading) return <Skeleton active />;
  const d = jadwal.data;
  if (!d) return <Alert type="error" title="Jadwal tidak dapat dimuat" />;
  const copy = (
    <ConfirmButton
      icon={<CopyOutlined />}
      confirm={`Salin jadwal dan peserta tahun ${tahun - 1} ke tahun ${tahun}?`}
      onConfirm={async () => {
        const r = await salin.mutateAsync(tahun);
        notify.success(
          `Disalin dari ${r.dari}: ${r.jadwal_disalin ? 'jadwal dan ' : ''}${r.peserta_ditambahkan} peserta`,
        );
      }}
    >
      Salin dari tahun lalu
    </ConfirmButton>
  );
  return (
    <Card
      size="small"
      title={`Jadwal monitoring ${tahun}`}
      extra={
        <Space>
          {copy}
          <Button icon={d.ada ? <EditOutlined /> : <PlusOutlined />} onClick={() => setEditing(true)}>
            {d.ada ? 'Ubah jadwal' : 'Buat jadwal'}
          </Button>
        </Space>
      }
    >
      {d.ada ? null : (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={`Jadwal tahun ${tahun} belum dibuat`}
          description="Tanggal di bawah adalah usulan. Buat jadwal atau salin dari tahun lalu sebelum menambahkan peserta."
        />
      )}
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="Pengajuan rencana kerja">
          {formatDate(d.jendela.rencana.mulai)} s.d. {formatDate(d.jendela.rencana.selesai)}{' '}
          {d.ada ? <StatusJendelaTag status={d.jendela.rencana.status} /> : null}
        </Descriptions.Item>
        {d.jendela.realisasi.map((w) => (
          <Descriptions.Item key={w.triwulan} label={`Realisasi ${triwulanLabel(w.triwulan as 1)}`}>
            {formatDate(w.mulai)} s.d. {formatDate(w.selesai)}{' '}
            {d.ada ? <StatusJendelaTag status={w.status} /> : null}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label="Verifikasi KPK">
          {formatDate(d.jendela.verifikasi.mulai)} s.d. {formatDate(d.jendela.verifikasi.selesai)}{' '}
          {d.ada ? <StatusJendelaTag status={d.jendela.verifikasi.status} /> : null}
        </Descriptions.Item>
        <Descriptions.Item label="Peserta monev">{d.jumlah_peserta} instansi</Descriptions.Item>
        {d.diubah_oleh ? (
          <Descriptions.Item label="Terakhir diubah">
            {d.diubah_oleh} · {formatDate(d.updated_at)}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      <Modal
        open={editing}
        title={`${d.ada ? 'Ubah' : 'Buat'} jadwal monitoring ${tahun}`}
        footer={null}
        onCancel={() => setEditing(false)}
        destroyOnHidden
        width={640}
      >
        <JadwalForm
          tahun={tahun}
          initial={d.jadwal as never}
          submitText="Simpan jadwal"
          pending={simpan.isPending}
          onCancel={() => setEditing(false)}
          onSubmit={async (values) => {
            await simpan.mutateAsync({ ...values, revisi: d.revisi });
            notify.success(`Jadwal monitoring ${tahun} disimpan`);
            setEditing(false);
          }}
        />
      </Modal>
    </Card>
  );
}

function PesertaCard({ tahun, list }: { tahun: number; list: ListQueryApi }) {
  const peserta = list.query.filters.peserta === 'ALL' ? 'ALL' : 'MONEV';
  const result = usePeserta(tahun, {
    peserta,
    q: list.query.q,
    sort: list.query.sort,
    order: list.query.order,
    page: list.query.page,
    per_page: list.query.per_page,
  });
  const tambah = useTambahPeserta(tahun);
  const hapus = useHapusPeserta(tahun);
  const [selected, setSelected] = useState<number[]>([]);
  const add = async (ids: number[]) => {
    const r = await tambah.mutateAsync(ids);
    notify.success(`${r.ditambahkan} instansi ditambahkan sebagai peserta monev ${tahun}`);
    setSelected([]);
  };
  return (
    <Card
      size="small"
      title={`Peserta monev ${tahun}`}
      extra={<ExportButton onExport={() => exportPeserta(tahun)} />}
    >
      <Tabs
        activeKey={peserta}
        onChange={(key) => list.setFilter('peserta', key === 'MONEV' ? undefined : key)}
        items={PESERTA_FILTER.map((k) => ({ key: k, label: PESERTA_FILTER_LABELS[k] }))}
      />
      <FilterBar
        list={list}
        active={isFiltered(list, ['peserta', 'tahun'])}
        extra={
          peserta === 'ALL' && selected.length ? (
            <Button type="primary" loading={tambah.isPending} onClick={() => add(selected)}>
              Tambahkan {selected.length} instansi terpilih
            </Button>
          ) : null
        }
      />
      <ListTable<PesertaItem>
        list={list}
        result={result}
        rowKey="instansi_id"
        noun={peserta === 'MONEV' ? 'peserta monev' : 'instansi'}
        filtered={isFiltered(list, ['peserta', 'tahun'])}
        emptyText={peserta === 'MONEV' ? `Belum ada peserta monev tahun ${tahun}` : 'Belum ada instansi'}
        rowSelection={
          peserta === 'ALL'
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys as number[]),
                getCheckboxProps: (r) => ({ disabled: r.peserta, 'aria-label': `Pilih ${r.nama}` }),
              }
            : undefined
        }
        columns={[
          {
            key: 'kode',
            dataIndex: 'kode',
            title: 'Kode',
            sorter: true,
            render: (v: string | null) => v ?? '-',
          },
          { key: 'nama', dataIndex: 'nama', title: 'Nama Instansi', sorter: true },
          { key: 'klasifikasi', title: 'Klasifikasi', render: (_, r) => r.klasifikasi ?? '-' },
          {
            key: 'status',
            title: 'Status',
            render: (_, r) => (r.peserta ? <Tag color="green">Peserta Monev</Tag> : <Tag>Bukan peserta</Tag>),
          },
          {
            key: 'aksi',
            title: 'Aksi',
            render: (_, r) =>
              r.peserta ? (
                <ConfirmButton
                  size="small"
                  danger
                  confirm={`Keluarkan ${r.nama} dari peserta monev ${tahun}?`}
                  onConfirm={async () => {
                    await hapus.mutateAsync(r.instansi_id);
                    notify.success(`${r.nama} dikeluarkan dari peserta monev`);
                  }}
                >
                  Keluarkan
                </ConfirmButton>
              ) : (
                <Button size="small" onClick={() => add([r.instansi_id])}>
                  Tambahkan
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}

function TahunTerkonfigurasi({ onPick }: { onPick: (tahun: number) => void }) {
  const [page, setPage] = useState(1);
  const years = useKlopList(page);
  return (
    <Card size="small" title="Tahun yang sudah dikonfigurasi">
      <Table
        size="small"
        rowKey="tahun"
        loading={years.isFetching}
        dataSource={years.data?.items ?? []}
        locale={{ emptyText: 'Belum ada tahun yang dikonfigurasi' }}
        pagination={{ current: page, pageSize: 10, total: years.data?.total ?? 0, onChange: setPage }}
        columns={[
          {
            key: 'tahun',
            title: 'Tahun',
            render: (_, r) => <Typography.Link onClick={() => onPick(r.tahun)}>{r.tahun}</Typography.Link>,
          },
          {
            key: 'rencana',
            title: 'Rencana kerja',
            render: (_, r) => `${formatDate(r.rencana_mulai)} s.d. ${formatDate(r.rencana_selesai)}`,
          },
          {
            key: 'verifikasi',
            title: 'Verifikasi',
            render: (_, r) => `${formatDate(r.verifikasi_mulai)} s.d. ${formatDate(r.verifikasi_selesai)}`,
          },
          { key: 'peserta', title: 'Peserta', align: 'right', render: (_, r) => r.jumlah_peserta },
        ]}
      />
    </Card>
  );
}

/**
 * `gh-konfigurasi-KLOP-index` (and admin `konfigurasi-klops`): a year's monitoring schedule and its participants
 * (Peserta Monev), kept by the group head; copy from last year; the configured years.
 */
export function KlopIndexPage() {
  const admin = useLocation().pathname.startsWith('/admin');
  const list = useListQuery(admin ? 'admin-konfigurasi-klops' : 'kpk-gh-konfigurasi-KLOP-index');
  const tahun = Number(list.query.filters.tahun) || tahunIni();
  const pick = (t: number | undefined) => list.setFilter('tahun', t ? String(t) : undefined);
  return (
    <>
      <PageHeader
        title="Konfigurasi KLOP"
        subtitle="Peserta monitoring dan evaluasi PPG per tahun, serta jendela pengajuan rencana kerja, realisasi triwulan, dan verifikasi."
        extra={
          <Space>
            <TahunSelect value={tahun} onChange={pick} />
            {admin ? null : (
              <LinkButton
                type="primary"
                icon={<PlusOutlined />}
                to={buildPath('kpk-konfigurasi-klop-create')}
              >
                Tambah Konfigurasi
              </LinkButton>
            )}
          </Space>
        }
      />
      <Space orientation="vertical" style={{ width: '100%' }} size={16}>
        <JadwalCard tahun={tahun} />
        <PesertaCard tahun={tahun} list={list} />
        <TahunTerkonfigurasi onPick={pick} />
      </Space>
    </>
  );
}

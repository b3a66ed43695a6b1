import { PlusOutlined } from '@ant-design/icons';
import { formatDate, type KegiatanUtamaItem, PENGELOLA_KEGIATAN_UTAMA } from '@gratifikasi/domain';
import { Button, Card, Descriptions, Drawer, Empty, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { useSession } from '@/platform/session';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { FilterBar } from '@/ui/FilterBar';
import { isFiltered, ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { useHapusKegiatanUtama, useKegiatanUtama, useKegiatanUtamaList } from './api';
import { KegiatanUtamaForm } from './KegiatanUtamaForm';

const THIS_YEAR = new Date().getFullYear();
const YEARS = Array.from({ length: 10 }, (_, i) => THIS_YEAR + 1 - i);
const periode = (a: string | null, b: string | null) =>
  a ? `${formatDate(a)}${b && b !== a ? ` s.d. ${formatDate(b)}` : ''}` : '-';

/** A main activity with the KPK's activities serving it and the institutions' plan items linked to it. */
function Detail({ id, onEdit, onClose }: { id: number; onEdit: () => void; onClose: () => void }) {
  const { data, isLoading } = useKegiatanUtama(id);
  const hapus = useHapusKegiatanUtama();
  return (
    <Drawer open onClose={onClose} width={720} title={data?.nama ?? 'Kegiatan Utama'} loading={isLoading}>
      {data ? (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          {data.dapat_diubah ? (
            <Space>
              <Button onClick={onEdit}>Ubah</Button>
              <ConfirmButton
                danger
                confirm="Hapus kegiatan utama ini? Hanya dapat dihapus bila belum ada kegiatan atau rencana kerja yang menautkannya."
                onConfirm={async () => {
                  await hapus.mutateAsync(id);
                  notify.success('Kegiatan utama dihapus');
                  onClose();
                }}
              >
                Hapus
              </ConfirmButton>
            </Space>
          ) : null}
          <Descriptions size="small" bordered column={1}>
            <Descriptions.Item label="Tahun">{data.tahun}</Descriptions.Item>
            <Descriptions.Item label="Periode">
              {periode(data.tanggal_mulai, data.tanggal_selesai)}
            </Descriptions.Item>
            <Descriptions.Item label="Tujuan">{data.tujuan ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Deskripsi">
              <span style={{ whiteSpace: 'pre-wrap' }}>{data.deskripsi ?? '-'}</span>
            </Descriptions.Item>
          </Descriptions>
          <Card size="small" title={`Kegiatan KPK (${data.kegiatan.length})`}>
            <Table
              size="small"
              rowKey="id"
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              dataSource={data.kegiatan}
              locale={{ emptyText: 'Belum ada kegiatan yang menautkan kegiatan utama ini' }}
              columns={[
                {
                  key: 'judul',
                  title: 'Kegiatan',
                  render: (_, k) => <Link to={buildPath('kpk-kegiatan-view', { id: k.id })}>{k.judul}</Link>,
                },
                {
                  key: 'tanggal',
                  title: 'Tanggal',
                  render: (_, k) => periode(k.tanggal_mulai, k.tanggal_selesai),
                },
                { key: 'status', title: 'Status', render: (_, k) => <Tag>{k.status_label}</Tag> },
              ]}
            />
          </Card>
          <Card
            size="small"
            title={`Rencana kerja instansi (${data.rencana.length} kegiatan, ${data.jumlah_instansi} instansi)`}
          >
            <Table
              size="small"
              rowKey="id"
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              dataSource={data.rencana}
              locale={{ emptyText: 'Belum ada rencana kerja instansi yang menautkan kegiatan utama ini' }}
              columns={[
                { key: 'instansi', title: 'Instansi', dataIndex: 'instansi' },
                { key: 'uraian', title: 'Kegiatan rencana', dataIndex: 'uraian' },
                { key: 'target', title: 'Target setahun', render: (_, r) => `${r.target} ${r.satuan}` },
              ]}
            />
          </Card>
        </Space>
      ) : (
        <Empty description="Kegiatan utama tidak ditemukan" />
      )}
    </Drawer>
  );
}

/**
 * `kpk-kegiatan-utama`: the year's main activities — the flagship activities the KPK runs with institutions — with
 * how many activities serve each and how many plan items of institutions link to it; the group head and team leaders
 * keep them.
 */
export function KegiatanUtamaPage() {
  const list = useListQuery('kpk-kpk-kegiatan-utama');
  const role = useSession().profile?.active_role?.name;
  const pengelola = (PENGELOLA_KEGIATAN_UTAMA as readonly string[]).includes(role ?? '');
  const f = list.query.filters;
  const tahun = f.tahun ?? String(THIS_YEAR);
  const result = useKegiatanUtamaList({
    tahun,
    q: list.query.q,
    page: list.query.page,
    per_page: list.query.per_page,
  });
  const [dipilih, setDipilih] = useState<number | null>(null);
  const [form, setForm] = useState<{ open: boolean; id: number | null }>({ open: false, id: null });
  const ubah = useKegiatanUtama(form.id);
  return (
    <>
      <PageHeader
        title="Kegiatan Utama"
        subtitle="Kegiatan unggulan tahunan KPK bersama instansi; kegiatan tim PPG dan rencana kerja UPG dapat menautkannya."
        extra={
          pengelola ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ open: true, id: null })}>
              Tambah Kegiatan Utama
            </Button>
          ) : null
        }
      />
      <Card>
        <FilterBar list={list} active={isFiltered(list, [])}>
          <Select
            aria-label="Tahun"
            style={{ width: 120 }}
            value={Number(tahun)}
            onChange={(v: number) => list.setFilter('tahun', String(v))}
            options={YEARS.map((y) => ({ value: y, label: String(y) }))}
          />
        </FilterBar>
        <ListTable<KegiatanUtamaItem>
          list={list}
          result={result}
          rowKey="id"
          noun="kegiatan utama"
          filtered={isFiltered(list, [])}
          columns={[
            {
              key: 'nama',
              title: 'Kegiatan utama',
              render: (_, r) => (
                <Button type="link" style={{ padding: 0 }} onClick={() => setDipilih(r.id)}>
                  {r.nama}
                </Button>
              ),
            },
            {
              key: 'periode',
              title: 'Periode',
              render: (_, r) => periode(r.tanggal_mulai, r.tanggal_selesai),
            },
            { key: 'kegiatan', title: 'Kegiatan KPK', render: (_, r) => r.jumlah_kegiatan },
            { key: 'instansi', title: 'Instansi menautkan', render: (_, r) => r.jumlah_instansi },
            { key: 'rencana', title: 'Kegiatan rencana kerja', render: (_, r) => r.jumlah_rencana },
          ]}
        />
      </Card>
      {dipilih !== null ? (
        <Detail
          id={dipilih}
          onClose={() => setDipilih(null)}
          onEdit={() => {
            setForm({ open: true, id: dipilih });
            setDipilih(null);
          }}
        />
      ) : null}
      {form.open && (form.id === null || ubah.data) ? (
        <KegiatanUtamaForm
          open
          tahun={Number(tahun)}
          detail={form.id === null ? null : (ubah.data ?? null)}
          onClose={() => setForm({ open: false, id: null })}
        />
      ) : null}
    </>
  );
}

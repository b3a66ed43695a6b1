import { formatDate } from '@gratifikasi/domain';
import { Card, Table, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { PageHeader } from '@/ui/PageHeader';
import { useOgLokasi, useOgSk } from './api';
import { OgListPage } from './OgListPage';
import { todayIso } from './parts';

/** `daftar-og-sk`: the numbered SKs with objects, their 7 HK date and how many objects have reached their end. */
export function OgSkListPage() {
  const sks = useOgSk();
  const today = todayIso();
  return (
    <>
      <PageHeader
        title="Daftar OG ber-SK"
        subtitle="Objek milik negara diserahkan paling lambat 7 hari kerja setelah SK."
      />
      <Card>
        <Table
          rowKey="laporan_id"
          loading={sks.isLoading}
          dataSource={sks.data ?? []}
          scroll={{ x: true }}
          locale={{ emptyText: 'Belum ada SK dengan objek' }}
          columns={[
            {
              key: 'sk',
              title: 'Nomor SK',
              render: (_, r) => (
                <Link to={buildPath('kpk-og-sk-detail', { id: r.laporan_id })}>{r.nomor_sk ?? '-'}</Link>
              ),
            },
            { key: 'laporan', title: 'Laporan', render: (_, r) => r.nomor_laporan ?? '-' },
            { key: 'tanggal', title: 'Tanggal SK', render: (_, r) => formatDate(r.tanggal_sk) },
            {
              key: 'batas',
              title: 'Batas Serah (7 HK)',
              render: (_, r) =>
                r.batas_serah && r.batas_serah < today && r.jumlah_selesai < r.jumlah_objek ? (
                  <Typography.Text type="danger">{formatDate(r.batas_serah)} (lewat)</Typography.Text>
                ) : (
                  formatDate(r.batas_serah)
                ),
            },
            {
              key: 'objek',
              title: 'Objek selesai',
              align: 'right',
              render: (_, r) => `${r.jumlah_selesai} / ${r.jumlah_objek}`,
            },
          ]}
        />
      </Card>
    </>
  );
}

/** `og-sk-detail/:id`: the objects of one report's SK. */
export function OgSkDetailPage() {
  const id = Number(useParams().id);
  return (
    <OgListPage
      screen="kpk-og-sk-detail"
      title="Detail OG ber-SK"
      subtitle="Objek dari satu SK, dengan status penguasaannya."
      preset={{ laporan_id: id }}
    />
  );
}

/** `og-lokasi`: how many objects each location holds now, each opening the register narrowed to it. */
export function OgLokasiPage() {
  const rows = useOgLokasi();
  return (
    <>
      <PageHeader
        title="Lokasi OG"
        subtitle="Jumlah objek yang dikuasai KPK per lokasi, untuk dicocokkan dengan isi gudang."
      />
      <Card>
        <Table
          rowKey={(r) => String(r.lokasi_id)}
          loading={rows.isLoading}
          dataSource={rows.data ?? []}
          locale={{ emptyText: 'Belum ada objek yang dikuasai KPK' }}
          columns={[
            {
              key: 'lokasi',
              title: 'Lokasi',
              render: (_, r) =>
                r.lokasi_id ? (
                  <Link to={`${buildPath('kpk-og-list')}?lokasi_id=${r.lokasi_id}`}>
                    {r.lokasi_nama ?? `#${r.lokasi_id}`}
                  </Link>
                ) : (
                  'Tanpa lokasi'
                ),
            },
            { key: 'jumlah', title: 'Jumlah Objek', align: 'right', dataIndex: 'jumlah' },
          ]}
        />
      </Card>
    </>
  );
}

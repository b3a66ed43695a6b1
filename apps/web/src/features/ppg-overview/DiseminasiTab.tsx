import {
  type DiseminasiItem,
  formatDate,
  type InovasiItem,
  type Triwulan,
  triwulanLabel,
} from '@gratifikasi/domain';
import { Card, Space } from 'antd';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { ListTable } from '@/ui/ListTable';
import { useDiseminasiList, useInovasiList } from '../ppg-upg-kegiatan/api';
import type { OverviewArea, TabProps } from './tabs';
import { useLocalList } from './useLocalList';

/** Each record's page in the area the overview is opened in. */
const DETAIL: Record<OverviewArea, { diseminasi: string; inovasi: string }> = {
  upg: { diseminasi: 'upg-ppg-diseminasi-detail', inovasi: 'upg-inovasi-detail' },
  kpk: { diseminasi: 'kpk-kpk-diseminasi-detail', inovasi: 'kpk-kpk-inovasi-detail' },
};
const tanggal = (r: DiseminasiItem) =>
  r.tanggal_awal === r.tanggal_akhir
    ? formatDate(r.tanggal_awal)
    : `${formatDate(r.tanggal_awal)} s.d. ${formatDate(r.tanggal_akhir)}`;

function DiseminasiCard({ area, instansiId, tahun }: TabProps) {
  const list = useLocalList({ tahun, instansi_id: instansiId });
  const result = useDiseminasiList(list.params);
  return (
    <Card
      title={`Diseminasi ${tahun}`}
      style={{ marginBottom: 16 }}
      extra={
        area === 'upg' ? (
          <LinkButton to={buildPath('upg-ppg-diseminasi')}>Kelola Diseminasi</LinkButton>
        ) : null
      }
    >
      <ListTable<DiseminasiItem>
        list={list}
        result={result}
        rowKey="id"
        noun="diseminasi"
        filtered={false}
        emptyText={`Belum ada diseminasi tahun ${tahun}`}
        columns={[
          {
            key: 'nama_kegiatan',
            title: 'Kegiatan',
            sorter: true,
            render: (_, r) => (
              <Link to={buildPath(DETAIL[area].diseminasi, { id: r.id })}>{r.nama_kegiatan}</Link>
            ),
          },
          { key: 'jenis', title: 'Jenis', render: (_, r) => r.jenis_diseminasi.nama },
          { key: 'sasaran', title: 'Sasaran', render: (_, r) => r.sasaran_kegiatan.nama },
          { key: 'tanggal_awal', title: 'Tanggal', sorter: true, render: (_, r) => tanggal(r) },
          {
            key: 'jumlah_peserta',
            title: 'Peserta',
            align: 'right',
            sorter: true,
            render: (_, r) => r.jumlah_peserta.toLocaleString('id-ID'),
          },
        ]}
      />
    </Card>
  );
}

function InovasiCard({ area, instansiId, tahun }: TabProps) {
  const list = useLocalList({ tahun, instansi_id: instansiId });
  const result = useInovasiList(list.params);
  return (
    <Card
      title={`Inovasi ${tahun}`}
      extra={area === 'upg' ? <LinkButton to={buildPath('upg-inovasi')}>Kelola Inovasi</LinkButton> : null}
    >
      <ListTable<InovasiItem>
        list={list}
        result={result}
        rowKey="id"
        noun="inovasi"
        filtered={false}
        emptyText={`Belum ada inovasi tahun ${tahun}`}
        columns={[
          {
            key: 'nama',
            title: 'Inovasi',
            sorter: true,
            render: (_, r) => <Link to={buildPath(DETAIL[area].inovasi, { id: r.id })}>{r.nama}</Link>,
          },
          { key: 'implementasi', title: 'Tahap Implementasi', render: (_, r) => r.implementasi_inovasi.nama },
          { key: 'triwulan', title: 'Triwulan', render: (_, r) => triwulanLabel(r.triwulan as Triwulan) },
        ]}
      />
    </Card>
  );
}

/** The institution's own socialisation events and innovations of the year, each opening its record. */
export function DiseminasiTab(props: TabProps) {
  return (
    <Space orientation="vertical" style={{ width: '100%' }} size={0}>
      <DiseminasiCard {...props} />
      <InovasiCard {...props} />
    </Space>
  );
}

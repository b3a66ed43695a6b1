import { formatDate, formatDateTime, type Triwulan, triwulanLabel } from '@gratifikasi/domain';
import { Card, Descriptions, Result, Skeleton, Space, Table } from 'antd';
import { useParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { keys, useDiseminasi, useHapusDiseminasi } from './api';
import { Berkas } from './Berkas';
import { RecordHeader } from './RecordHeader';

type Area = 'upg' | 'kpk';
const LIST: Record<Area, string> = { upg: 'upg-ppg-diseminasi', kpk: 'kpk-kpk-diseminasi' };

function DiseminasiDetail({ area }: { area: Area }) {
  const id = Number(useParams().id);
  const detail = useDiseminasi(id);
  const hapus = useHapusDiseminasi();
  const back = <LinkButton to={buildPath(LIST[area])}>Kembali ke daftar</LinkButton>;
  if (detail.isLoading) return <Skeleton active />;
  const d = detail.data;
  if (!d) return <Result status="404" title="Diseminasi tidak ditemukan" extra={back} />;

  return (
    <>
      <RecordHeader
        title={d.nama_kegiatan}
        subtitle={`${d.instansi.nama} · ${triwulanLabel(d.triwulan as Triwulan)} ${d.tahun}`}
        back={back}
        listName={LIST[area]}
        editPath={area === 'upg' ? buildPath('upg-ppg-diseminasi-edit', { id: d.id }) : null}
        hapus={{
          confirm: 'Hapus diseminasi ini beserta dokumentasinya?',
          done: 'Diseminasi berhasil dihapus',
          run: () => hapus.mutateAsync(d.id),
        }}
      />
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card size="small" title="Kegiatan">
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label="Instansi">{d.instansi.nama}</Descriptions.Item>
            <Descriptions.Item label="Jenis diseminasi">{d.jenis_diseminasi.nama}</Descriptions.Item>
            <Descriptions.Item label="Klasifikasi kegiatan">{d.klasifikasi_kegiatan.nama}</Descriptions.Item>
            <Descriptions.Item label="Sasaran kegiatan">{d.sasaran_kegiatan.nama}</Descriptions.Item>
            <Descriptions.Item label="Tanggal">
              {formatDate(d.tanggal_awal)}
              {d.tanggal_akhir !== d.tanggal_awal ? ` s.d. ${formatDate(d.tanggal_akhir)}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label="Periode">
              {triwulanLabel(d.triwulan as Triwulan)} {d.tahun}
            </Descriptions.Item>
            <Descriptions.Item label="Narasumber">{d.narasumber}</Descriptions.Item>
            <Descriptions.Item label="Lokasi">
              {d.kabkota.nama}, {d.provinsi.nama}
            </Descriptions.Item>
            <Descriptions.Item label="Tempat">{d.tempat ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Dicatat">
              {formatDateTime(d.created_at)}
              {d.created_by ? ` oleh ${d.created_by}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label="Uraian" span={2}>
              {d.uraian ?? '-'}
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <Card size="small" title={`Peserta (${d.jumlah_peserta} orang)`}>
          <Table
            size="small"
            pagination={false}
            rowKey={(r) => r.level_jabatan_peserta.id}
            dataSource={d.peserta}
            columns={[
              { title: 'Level jabatan', render: (_, r) => r.level_jabatan_peserta.nama },
              { title: 'Jumlah', align: 'right', render: (_, r) => r.jumlah },
            ]}
          />
        </Card>
        <Card size="small" title="Dokumentasi">
          <Berkas
            base={`diseminasi/${d.id}/dokumentasi`}
            files={d.dokumentasi}
            invalidate={keys.diseminasiOne(d.id)}
            editable={area === 'upg'}
            noun="dokumentasi"
          />
        </Card>
      </Space>
    </>
  );
}

export const UpgDiseminasiDetailPage = () => <DiseminasiDetail area="upg" />;
export const KpkDiseminasiDetailPage = () => <DiseminasiDetail area="kpk" />;

import { formatDateTime, type Triwulan, triwulanLabel } from '@gratifikasi/domain';
import { Card, Descriptions, Result, Skeleton, Space, Typography } from 'antd';
import { useParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { keys, useHapusInovasi, useInovasi } from './api';
import { Berkas } from './Berkas';
import { RecordHeader } from './RecordHeader';

type Area = 'upg' | 'kpk';
const LIST: Record<Area, string> = { upg: 'upg-inovasi', kpk: 'kpk-kpk-inovasi' };

const Paragraph = ({ children }: { children: string }) => (
  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{children}</Typography.Paragraph>
);

function InovasiDetail({ area }: { area: Area }) {
  const id = Number(useParams().id);
  const detail = useInovasi(id);
  const hapus = useHapusInovasi();
  const back = <LinkButton to={buildPath(LIST[area])}>Kembali ke daftar</LinkButton>;
  if (detail.isLoading) return <Skeleton active />;
  const d = detail.data;
  if (!d) return <Result status="404" title="Inovasi tidak ditemukan" extra={back} />;
  return (
    <>
      <RecordHeader
        title={d.nama}
        subtitle={`${d.instansi.nama} · ${triwulanLabel(d.triwulan as Triwulan)} ${d.tahun}`}
        back={back}
        listName={LIST[area]}
        editPath={area === 'upg' ? buildPath('upg-inovasi-edit', { id: d.id }) : null}
        hapus={{
          confirm: 'Hapus inovasi ini beserta buktinya?',
          done: 'Inovasi berhasil dihapus',
          run: () => hapus.mutateAsync(d.id),
        }}
      />
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card size="small">
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Instansi">{d.instansi.nama}</Descriptions.Item>
            <Descriptions.Item label="Tahap implementasi">{d.implementasi_inovasi.nama}</Descriptions.Item>
            <Descriptions.Item label="Periode">
              {triwulanLabel(d.triwulan as Triwulan)} {d.tahun}
            </Descriptions.Item>
            <Descriptions.Item label="Permasalahan">
              <Paragraph>{d.permasalahan}</Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label="Deskripsi">
              <Paragraph>{d.deskripsi}</Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label="Tujuan">
              <Paragraph>{d.tujuan}</Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label="Dampak">
              <Paragraph>{d.dampak}</Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label="Dicatat">
              {formatDateTime(d.created_at)}
              {d.created_by ? ` oleh ${d.created_by}` : ''}
            </Descriptions.Item>
          </Descriptions>
        </Card>
        <Card size="small" title="Bukti">
          <Berkas
            base={`inovasi/${d.id}/bukti`}
            files={d.bukti}
            invalidate={keys.inovasiOne(d.id)}
            editable={area === 'upg'}
            noun="bukti"
          />
        </Card>
      </Space>
    </>
  );
}

export const UpgInovasiDetailPage = () => <InovasiDetail area="upg" />;
export const KpkInovasiDetailPage = () => <InovasiDetail area="kpk" />;

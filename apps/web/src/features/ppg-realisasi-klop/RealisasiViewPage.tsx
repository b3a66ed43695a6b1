import { EditOutlined } from '@ant-design/icons';
import { type Triwulan, triwulanLabel } from '@gratifikasi/domain';
import { Alert, Spin } from 'antd';
import { useParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { NotFoundResult } from '@/ui/NotFoundResult';
import { PageHeader } from '@/ui/PageHeader';
import { useRealisasi } from './api';
import { RealisasiPanel } from './RealisasiPanel';

/** The route's year and quarter (`:year/:tw`). */
export function useTahunTw(): { tahun: number; tw: Triwulan } {
  const params = useParams();
  return { tahun: Number(params.year), tw: Number(params.tw) as Triwulan };
}

/** The UPG's quarter as read, with the send action and a way to edit while it is a draft or returned. */
export function UpgRealisasiViewPage() {
  const { tahun, tw } = useTahunTw();
  const realisasi = useRealisasi(tahun, tw);
  if (realisasi.isLoading)
    return (
      <div role="status" aria-label="Memuat">
        <Spin />
      </div>
    );
  if (realisasi.isError || !realisasi.data) {
    return <NotFoundResult />;
  }
  const r = realisasi.data;
  return (
    <>
      <PageHeader
        title={`Realisasi ${triwulanLabel(tw)} ${tahun}`}
        subtitle="Realisasi rencana kerja UPG"
        extra={
          r.dapat_diubah ? (
            <LinkButton
              icon={<EditOutlined />}
              to={buildPath('upg-realisasi-klop-edit', { year: tahun, tw })}
            >
              {r.id === null ? 'Isi Realisasi' : 'Ubah'}
            </LinkButton>
          ) : null
        }
      />
      {r.id === null ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="Realisasi triwulan ini belum diisi. Isi realisasi setiap kegiatan, simpan, lalu kirim ke KPK."
        />
      ) : null}
      <RealisasiPanel realisasi={r} />
    </>
  );
}

import { Alert, Result, Skeleton } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { useCreateKegiatan, useEditKegiatan, useKegiatan } from './api';
import { KegiatanForm } from './KegiatanForm';

/** `kegiatan-create`: a new activity, drafted by the caller (sent for analysis from its detail). */
export function KegiatanCreatePage() {
  const create = useCreateKegiatan();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader
        title="Buat Kegiatan"
        subtitle="Kegiatan disimpan sebagai draf; kirim untuk dianalisis Group Head PPG dari halaman detailnya."
        extra={<LinkButton to={buildPath('kpk-kegiatanku')}>Kembali</LinkButton>}
      />
      <KegiatanForm
        pending={create.isPending}
        simpan={async (body) => {
          const out = await create.mutateAsync(body);
          notify.success('Kegiatan dibuat');
          navigate(buildPath('kpk-kegiatan-view', { id: out.id }));
        }}
      />
    </>
  );
}

/** `kegiatan-edit/:id`: the details, while the activity is analysed or carried out (409 when someone saved first). */
export function KegiatanEditPage() {
  const id = Number(useParams().id);
  const kegiatan = useKegiatan(id);
  const edit = useEditKegiatan(id);
  const navigate = useNavigate();
  const back = <LinkButton to={buildPath('kpk-kegiatan-view', { id })}>Kembali ke detail</LinkButton>;
  if (kegiatan.isLoading) return <Skeleton active />;
  if (!kegiatan.data) return <Result status="404" title="Kegiatan tidak ditemukan" extra={back} />;
  const d = kegiatan.data;
  return (
    <>
      <PageHeader title="Ubah Kegiatan" subtitle={d.judul} extra={back} />
      {d.dapat_diubah ? (
        <KegiatanForm
          key={d.versi}
          awal={d}
          pending={edit.isPending}
          simpan={async (body) => {
            await edit.mutateAsync({ ...body, versi: d.versi });
            notify.success('Kegiatan disimpan');
            navigate(buildPath('kpk-kegiatan-view', { id }));
          }}
        />
      ) : (
        <Alert
          type="info"
          showIcon
          message="Kegiatan ini tidak dapat diubah oleh Anda pada status sekarang."
        />
      )}
    </>
  );
}

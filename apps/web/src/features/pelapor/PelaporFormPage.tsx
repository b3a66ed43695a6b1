import { buildPath, type PelaporPayload } from '@gratifikasi/domain';
import { Result, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { notify } from '@/platform/notify';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { useCreatePelapor, usePelapor, useUpdatePelapor } from './api';
import { type PelaporArea, pelaporPath } from './areas';
import { PelaporForm } from './PelaporForm';
import { usePelaporId } from './usePelaporId';

/** Where to go after saving: the detail screen when the area has one, else its list. */
function afterSave(area: PelaporArea, id: number): string {
  return area.detail ? pelaporPath(area, area.detail, id) : buildPath(area.list);
}

/** 'Tambah Pelapor' of an area. */
export function PelaporCreatePage({ area }: { area: PelaporArea }) {
  const navigate = useNavigate();
  const create = useCreatePelapor();
  const submit = async (payload: PelaporPayload) => {
    const result = await create.mutateAsync(payload);
    notify.success(result.message ?? 'Data pelapor berhasil disimpan');
    if (result.data) navigate(afterSave(area, result.data.id));
  };
  return (
    <>
      <PageHeader title="Tambah Pelapor" subtitle="Lengkapi data diri dan kepegawaian pelapor." />
      <PelaporForm onSubmit={submit} onCancel={() => navigate(buildPath(area.list))} />
    </>
  );
}

function EditForm({ area, id }: { area: PelaporArea; id: number }) {
  const navigate = useNavigate();
  const pelapor = usePelapor(id);
  const update = useUpdatePelapor(id);
  if (pelapor.isError)
    return (
      <Result
        status="404"
        title="Pelapor tidak ditemukan"
        subTitle="Data pelapor tidak ada atau Anda tidak memiliki akses."
        extra={<LinkButton to={buildPath(area.list)}>Kembali ke daftar</LinkButton>}
      />
    );
  if (!pelapor.data) return <Skeleton active />;
  const submit = async (payload: PelaporPayload) => {
    const result = await update.mutateAsync(payload);
    notify.success(result.message ?? 'Data pelapor berhasil diperbarui');
    navigate(afterSave(area, id));
  };
  return (
    <PelaporForm
      key={pelapor.data.id}
      pelapor={pelapor.data}
      onSubmit={submit}
      onCancel={() => navigate(afterSave(area, id))}
    />
  );
}

/** 'Ubah Pelapor' of an area (`:id` or `?id=`). */
export function PelaporEditPage({ area }: { area: PelaporArea }) {
  const id = usePelaporId(area);
  return (
    <>
      <PageHeader title="Ubah Pelapor" subtitle="Perubahan data kepegawaian dicatat pada riwayat pelapor." />
      {id === null ? (
        <Result
          status="404"
          title="Pelapor tidak ditemukan"
          extra={<LinkButton to={buildPath(area.list)}>Kembali</LinkButton>}
        />
      ) : (
        <EditForm area={area} id={id} />
      )}
    </>
  );
}

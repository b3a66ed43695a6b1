import type { PelaporPayload } from '@gratifikasi/domain';
import { Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { useCreatePelapor, usePelapor, usePelaporList, useUpdatePelapor } from './api';
import { PELAPOR_AREAS, type PelaporArea, pelaporPath } from './areas';
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

/**
 * A reporter's own 'Ubah Pelapor' opened without `?id=` (from the menu): their one pelapor data is edited at once;
 * with several they choose which; with none they are sent to fill it in.
 */
function OwnPelaporEdit({ area }: { area: PelaporArea }) {
  const mine = usePelaporList(area.source, { page: 1, per_page: 100, sort: 'created_at', order: 'desc' });
  if (mine.isError)
    return <Result status="error" title="Data pelapor tidak dapat dimuat" subTitle="Silakan coba lagi." />;
  if (!mine.data) return <Skeleton active />;
  const items = mine.data.items;
  const [only] = items;
  if (items.length === 1 && only) return <EditForm area={area} id={only.id} />;
  if (items.length === 0)
    return (
      <Result
        status="info"
        title="Anda belum memiliki data pelapor"
        subTitle="Lengkapi data diri dan kepegawaian Anda terlebih dahulu."
        extra={
          <LinkButton type="primary" to={buildPath(PELAPOR_AREAS.individu.list)}>
            Lengkapi Data Pelapor
          </LinkButton>
        }
      />
    );
  return (
    <Card title="Pilih data pelapor yang akan diubah">
      <Flex vertical gap={12}>
        {items.map((p) => (
          <Flex key={p.id} justify="space-between" align="center" gap={12} wrap>
            <div>
              <Typography.Text strong>{p.nama}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{p.instansi_nama ?? '-'}</Typography.Text>
            </div>
            <LinkButton to={pelaporPath(area, area.edit as string, p.id)}>Ubah</LinkButton>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}

/** 'Ubah Pelapor' of an area (`:id` or `?id=`; a reporter's own without `?id=`). */
export function PelaporEditPage({ area }: { area: PelaporArea }) {
  const id = usePelaporId(area);
  return (
    <>
      <PageHeader title="Ubah Pelapor" subtitle="Perubahan data kepegawaian dicatat pada riwayat pelapor." />
      {id !== null ? (
        <EditForm area={area} id={id} />
      ) : area.idIn === 'query' ? (
        <OwnPelaporEdit area={area} />
      ) : (
        <Result
          status="404"
          title="Pelapor tidak ditemukan"
          extra={<LinkButton to={buildPath(area.list)}>Kembali</LinkButton>}
        />
      )}
    </>
  );
}

import type { Pelapor } from '@gratifikasi/domain';
import { Button, Space } from 'antd';
import { useNavigate } from 'react-router';
import { notify } from '@/platform/notify';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { useDeletePelapor, useRestorePelapor } from './api';
import { type PelaporArea, pelaporPath } from './areas';

interface PelaporActionsProps {
  area: PelaporArea;
  pelapor: Pelapor;
  canWrite: boolean;
  /** Hides 'Detail' on the detail screen itself. */
  showDetail?: boolean;
  onDeleted?: () => void;
}

/** Detail, edit, delete (confirmed) and, for administrators, restore. */
export function PelaporActions({
  area,
  pelapor,
  canWrite,
  showDetail = true,
  onDeleted,
}: PelaporActionsProps) {
  const navigate = useNavigate();
  const remove = useDeletePelapor();
  const restore = useRestorePelapor();
  const deleted = pelapor.deleted_at !== null;

  return (
    <Space wrap size={4}>
      {showDetail && area.detail ? (
        <Button size="small" onClick={() => navigate(pelaporPath(area, area.detail as string, pelapor.id))}>
          Detail
        </Button>
      ) : null}
      {canWrite && !deleted && area.edit ? (
        <Button size="small" onClick={() => navigate(pelaporPath(area, area.edit as string, pelapor.id))}>
          Ubah
        </Button>
      ) : null}
      {canWrite && !deleted ? (
        <ConfirmButton
          size="small"
          danger
          confirm={`Hapus pelapor ${pelapor.nama}?`}
          okText="Ya, hapus"
          onConfirm={async () => {
            const result = await remove.mutateAsync(pelapor.id);
            notify.success(result.message ?? 'Data pelapor berhasil dihapus');
            onDeleted?.();
          }}
        >
          Hapus
        </ConfirmButton>
      ) : null}
      {area.restore && deleted ? (
        <ConfirmButton
          size="small"
          confirm={`Pulihkan pelapor ${pelapor.nama}?`}
          okText="Ya, pulihkan"
          onConfirm={async () => {
            const result = await restore.mutateAsync(pelapor.id);
            notify.success(result.message ?? 'Data pelapor berhasil dipulihkan');
          }}
        >
          Pulihkan
        </ConfirmButton>
      ) : null}
    </Space>
  );
}

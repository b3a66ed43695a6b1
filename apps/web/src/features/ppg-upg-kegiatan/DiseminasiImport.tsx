import { DISEMINASI_IMPORT_MAX_ROWS } from '@gratifikasi/domain';
import { Modal, Typography } from 'antd';
import { notify } from '@/platform/notify';
import { CheckedImport } from '@/ui/import/CheckedImport';
import { downloadDiseminasiTemplate, useCheckDiseminasiImport, useSaveDiseminasiImport } from './api';

/**
 * Excel import of dissemination events: the template, the row-by-row check (nothing saved), then "Simpan" only
 * when every row is valid — all rows at once, or none.
 */
export function DiseminasiImport({ open, onClose }: { open: boolean; onClose: () => void }) {
  const check = useCheckDiseminasiImport();
  const save = useSaveDiseminasiImport();
  return (
    <Modal
      open={open}
      title="Impor Diseminasi dari Excel"
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
    >
      <CheckedImport
        instructions={
          <Typography.Paragraph style={{ margin: 0 }}>
            Unduh templat, isi sheet <b>Diseminasi</b> (satu baris per kegiatan, maksimal{' '}
            {DISEMINASI_IMPORT_MAX_ROWS} baris; kode yang berlaku ada di sheet <b>Petunjuk</b>), lalu unggah
            untuk diperiksa. Bila ada satu baris tidak valid, tidak ada kegiatan yang disimpan.
          </Typography.Paragraph>
        }
        onTemplate={downloadDiseminasiTemplate}
        check={(file) => check.mutateAsync(file)}
        checking={check.isPending}
        save={async (file) => {
          const saved = await save.mutateAsync(file);
          notify.success(`${saved.created} diseminasi berhasil disimpan`);
          onClose();
        }}
        saving={save.isPending}
        validTitle={(r) => `Semua ${r.total_rows} baris valid. Tekan Simpan untuk menyimpan.`}
      />
    </Modal>
  );
}

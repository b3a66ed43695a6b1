import { ELEARNING_IMPORT_MAX_ROWS, elearningPeriodeKata, type Triwulan } from '@gratifikasi/domain';
import { Modal, Typography } from 'antd';
import { notify } from '@/platform/notify';
import { CheckedImport } from '@/ui/import/CheckedImport';
import {
  downloadElearningTemplate,
  type Periode,
  useCheckElearningImport,
  useSaveElearningImport,
} from './api';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The learning platform's export for one period (Excel or CSV): checked row by row first (nothing saved), then
 * "Simpan" only when every row is valid — the period's figures of the institutions in the file are replaced at once.
 */
export function ImportModal({
  periode,
  open,
  onClose,
}: {
  periode: Periode;
  open: boolean;
  onClose: () => void;
}) {
  const check = useCheckElearningImport(periode);
  const save = useSaveElearningImport(periode);
  const kata = elearningPeriodeKata({ tahun: periode.tahun, triwulan: periode.triwulan as Triwulan });
  return (
    <Modal
      open={open}
      title={`Impor Data E-Learning ${kata}`}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
    >
      <CheckedImport
        instructions={
          <Typography.Paragraph style={{ margin: 0 }}>
            Unggah ekspor platform e-learning (Excel .xlsx atau CSV) dengan kolom <b>kode_instansi</b>,{' '}
            <b>terdaftar</b> (pegawai terdaftar) dan <b>selesai</b> (pegawai yang menyelesaikan), satu baris
            per instansi, maksimal {ELEARNING_IMPORT_MAX_ROWS} baris. Setiap baris diperiksa lebih dahulu;
            bila ada satu baris tidak valid, tidak ada data yang disimpan. Menyimpan mengganti data {kata}{' '}
            untuk instansi di berkas.
          </Typography.Paragraph>
        }
        onTemplate={downloadElearningTemplate}
        check={(file) => check.mutateAsync(file)}
        checking={check.isPending}
        save={async (file) => {
          const saved = await save.mutateAsync(file);
          notify.success(`Data e-learning ${saved.disimpan} instansi untuk ${kata} disimpan`);
          onClose();
        }}
        saving={save.isPending}
        validTitle={(r) => `Semua ${r.total_rows} baris valid. Tekan Simpan untuk menyimpan.`}
        keyTitle="Kode Instansi"
        accept={`.xlsx,.csv,${XLSX_TYPE},text/csv`}
        fileLabel="Excel/CSV"
      />
    </Modal>
  );
}

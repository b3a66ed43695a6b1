import { ImportDialog } from '@/ui/ImportDialog';
import { downloadKursPajakTemplate, useImportKursPajak } from './api';

/** The report names the template's columns, as the KMK file has them. */
const COLUMN_LABELS: Record<string, string> = {
  mata_uang_id: 'Kode Mata Uang',
  nilai: 'Nilai',
  tanggal_mulai: 'Tanggal Mulai',
  tanggal_selesai: 'Tanggal Selesai',
  nomor_kmk: 'Nomor KMK',
  file: 'Berkas',
};

/** Upload of a KMK file: template columns Kode Mata Uang, Nilai, Tanggal Mulai, Tanggal Selesai, Nomor KMK. */
export function KursPajakImport({ open, onClose }: { open: boolean; onClose: () => void }) {
  const upload = useImportKursPajak();
  return (
    <ImportDialog
      open={open}
      title="Impor Kurs Pajak (KMK)"
      onClose={onClose}
      onTemplate={downloadKursPajakTemplate}
      onUpload={(file) => upload.mutateAsync(file)}
      columnLabel={(field) => COLUMN_LABELS[field] ?? field}
    />
  );
}

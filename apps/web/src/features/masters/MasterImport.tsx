import type { MasterDefinition } from '@gratifikasi/domain';
import { ImportDialog } from '@/ui/ImportDialog';
import { downloadImportTemplate, useImportMaster } from './api';

/** Excel import of a bulk-kept master; the report names the columns by their labels. */
export function MasterImport({
  def,
  open,
  onClose,
}: {
  def: MasterDefinition;
  open: boolean;
  onClose: () => void;
}) {
  const upload = useImportMaster(def);
  const labels = new Map(def.fields.map((f) => [f.name, f.label]));
  return (
    <ImportDialog
      open={open}
      title={`Impor ${def.label}`}
      onClose={onClose}
      onTemplate={() => downloadImportTemplate(def.key)}
      onUpload={(file) => upload.mutateAsync(file)}
      columnLabel={(field) => labels.get(field) ?? field}
    />
  );
}

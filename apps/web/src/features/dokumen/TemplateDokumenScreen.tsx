import { masterByKey } from '@gratifikasi/domain';
import type { MasterItem } from '@/features/masters/api';
import { MasterDetailPage } from '@/features/masters/MasterDetailPage';
import { TemplateEditor } from './TemplateEditor';

const TEMPLATE = masterByKey('template-dokumen');

/** A letter template (master template-dokumen): the generic detail with the editor and live preview under it. */
export function TemplateDokumenScreen() {
  if (!TEMPLATE) throw new Error('Master template-dokumen tidak terdaftar');
  return (
    <MasterDetailPage def={TEMPLATE} below={(row: MasterItem) => <TemplateEditor key={row.id} row={row} />} />
  );
}

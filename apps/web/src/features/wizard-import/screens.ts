import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** The wizard's import of reports an institution handled itself (issue 28 §1), by domain route name. */
export const WIZARD_IMPORT_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'wizard-import-laporan-dikelola-instansi': () =>
    import('./ImporInstansiPage').then((m) => m.ImporInstansiPage),
  'wizard-import-laporan-dikelola-instansi-detail': () =>
    import('./ImporInstansiDetailPage').then((m) => m.ImporInstansiDetailPage),
};

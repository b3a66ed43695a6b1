import type { MasterAdminScreens } from '@gratifikasi/domain';
import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

const loadMasterScreens = () => import('../features/masters/screens');

/**
 * One master's /kpk routes (issue 28 §1): its generic list and detail screens from the one master registry,
 * linked among themselves; a "create" route opens the list with the form, an "edit" route the detail with it.
 */
function kpkMaster(
  key: string,
  screens: MasterAdminScreens & { detail: string },
  extra: { create?: string; edit?: string } = {},
): Record<string, ScreenLoader> {
  const list =
    (open?: 'create'): ScreenLoader =>
    () =>
      loadMasterScreens().then((m) => m.masterListScreen(key, { screens, open }));
  const detail =
    (open?: 'edit'): ScreenLoader =>
    () =>
      loadMasterScreens().then((m) => m.masterDetailScreen(key, { screens, open }));
  return {
    [screens.list]: list(),
    [screens.detail]: detail(),
    ...(extra.create ? { [extra.create]: list('create') } : {}),
    ...(extra.edit ? { [extra.edit]: detail('edit') } : {}),
  };
}

/** The KPK admin's masters and users on /kpk: the /admin screens and API, scoped by the server. */
export const KPK_MASTER_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  ...kpkMaster(
    'upg',
    { list: 'kpk-master-upgs', detail: 'kpk-master-upgs-detail' },
    { create: 'kpk-master-upgs-create', edit: 'kpk-master-upgs-edit' },
  ),
  ...kpkMaster(
    'instansi-upg',
    { list: 'kpk-master-instansi-upgs', detail: 'kpk-master-instansi-upgs-detail' },
    { create: 'kpk-master-instansi-upgs-create', edit: 'kpk-master-instansi-upgs-edit' },
  ),
  ...kpkMaster(
    'instansi',
    { list: 'kpk-master-instansis', detail: 'kpk-master-instansis-detail' },
    { edit: 'kpk-master-instansis-edit' },
  ),
  ...kpkMaster('unit-kerja', { list: 'kpk-master-unit-kerjas', detail: 'kpk-master-unit-kerjas-detail' }),
  ...kpkMaster('sub-unit-kerja', {
    list: 'kpk-master-sub-unit-kerjas',
    detail: 'kpk-master-sub-unit-kerjas-detail',
  }),
  // The transform of an institution into a unit kerja of another (issue 28 §1), linked from the institution's detail.
  'kpk-master-instansis-detail': () =>
    import('../features/instansi-transformasi/KpkInstansiDetailPage').then((m) => m.KpkInstansiDetailPage),
  'kpk-master-instansis-transform': () =>
    import('../features/instansi-transformasi/TransformasiPage').then((m) => m.TransformasiPage),
  'kpk-users': () => import('../features/admin-users/KpkUserScreens').then((m) => m.KpkUsersListPage),
  'kpk-users-detail': () => import('../features/admin-users/KpkUserScreens').then((m) => m.KpkUserDetailPage),
};

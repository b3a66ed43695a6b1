import { masterAdminScreens } from '@gratifikasi/domain';
import type { ComponentType } from 'react';
import type { MasterScreenOptions } from '../features/masters/screens';

type ScreenLoader = () => Promise<ComponentType>;

const loadMasterScreens = () => import('../features/masters/screens');
const list =
  (key: string, options: MasterScreenOptions = {}): ScreenLoader =>
  () =>
    loadMasterScreens().then((m) =>
      m.masterListScreen(key, { screens: masterAdminScreens(key), ...options }),
    );
const detail =
  (key: string, options: MasterScreenOptions = {}): ScreenLoader =>
  () =>
    loadMasterScreens().then((m) =>
      m.masterDetailScreen(key, { screens: masterAdminScreens(key), ...options }),
    );

/**
 * The /admin master routes of spec §2 that are not a master's plain list or detail (issue 28 §1), on the generic
 * screens of the one master registry: "tambah" opens the list with the form, "ubah"/"edit" the detail with it.
 * `kondisi-unsur-nl/:id` is the conditions of one negative-list element (the id is the unsur-nl's: the kondisi
 * master has no detail route and each kondisi belongs to one unsur by its required `unsur_nl_id`), reached from
 * the element list's "Kondisi" link.
 */
export const ADMIN_MASTER_ROUTE_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'admin-master-instansi-edit': detail('instansi', { open: 'edit' }),
  'admin-master-aturan-internal-tambah': list('aturan-internal', { open: 'create' }),
  'admin-master-aturan-internal-ubah': detail('aturan-internal', { open: 'edit' }),
  'admin-master-unsur-nl': list('unsur-nl', {
    childLink: { route: 'admin-kondisi-unsur-nl', label: 'Kondisi' },
  }),
  'admin-kondisi-unsur-nl': list('kondisi-unsur-nl', { parentField: 'unsur_nl_id' }),
};

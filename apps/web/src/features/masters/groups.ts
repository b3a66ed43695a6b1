import { MASTER_CATALOG, type MasterGroup, masterAdminScreens } from '@gratifikasi/domain';

/** Indonesian titles of the master groups, in the order the admin menu shows them. */
export const MASTER_GROUP_TITLES: Readonly<Record<MasterGroup, string>> = {
  organisasi: 'Organisasi',
  gratifikasi: 'Gratifikasi',
  geografi: 'Geografi & Mata Uang',
  konten: 'Konten',
  risiko: 'Risiko & Intervensi',
  workflow: 'Workflow',
  kegiatan: 'Kegiatan & Publikasi',
  umum: 'Umum',
};

/** Route name of a master's list screen. */
export const masterRouteName = (key: string) => masterAdminScreens(key).list;

/** Menu group of each master list route, keyed by route name (the admin menu nests them by group). */
export const MASTER_MENU_GROUPS: Readonly<Record<string, { key: string; title: string; order: number }>> =
  Object.fromEntries(
    MASTER_CATALOG.map((def) => [
      masterRouteName(def.key),
      {
        key: `group-${def.group}`,
        title: MASTER_GROUP_TITLES[def.group],
        order: Object.keys(MASTER_GROUP_TITLES).indexOf(def.group),
      },
    ]),
  );

import type { LaporanListEndpoint } from './api';

export type LaporanArea = 'individu' | 'publik' | 'upg' | 'data-entry' | 'kpk' | 'observer';

/** What differs between the areas' laporan screens: route names, the list and pelapor endpoints, staff fields. */
export interface AreaConfig {
  area: LaporanArea;
  /** The list screen's route name (null when the area has none). */
  list: string | null;
  create: string | null;
  edit: string | null;
  detail: string;
  /** The history-alone screen, when the area has one. */
  history: string | null;
  /** The list call; individu and publik use the tabbed list. */
  endpoint: LaporanListEndpoint;
  tabbed: boolean;
  /** Where the form's pelapor choices come from. */
  pelaporPath: string;
  /** Staff file on someone's behalf: media laporan is asked. */
  staff: boolean;
  /** Data entry and KPK key in paper reports: the date reported is asked. */
  paperDate: boolean;
}

export const AREAS: Readonly<Record<LaporanArea, AreaConfig>> = {
  individu: {
    area: 'individu',
    list: 'individu-laporan',
    create: 'individu-laporan-create',
    edit: 'individu-laporan-edit',
    detail: 'individu-laporan-detail',
    history: null,
    endpoint: 'list-individu',
    tabbed: true,
    pelaporPath: 'pelapor/list-individu',
    staff: false,
    paperDate: false,
  },
  publik: {
    area: 'publik',
    list: 'publik-laporan',
    create: 'publik-laporan-create',
    edit: 'publik-laporan-edit',
    detail: 'publik-laporan-detail',
    history: null,
    endpoint: 'list-individu',
    tabbed: true,
    pelaporPath: 'pelapor/list-individu',
    staff: false,
    paperDate: false,
  },
  upg: {
    area: 'upg',
    list: 'upg-laporan',
    create: 'upg-laporan-create',
    edit: 'upg-laporan-edit',
    detail: 'upg-laporan-detail',
    history: null,
    endpoint: 'list-upg',
    tabbed: false,
    pelaporPath: 'pelapor/list-upg',
    staff: true,
    paperDate: false,
  },
  'data-entry': {
    area: 'data-entry',
    list: 'data-entry-laporan-anggota',
    create: 'data-entry-laporan-create',
    edit: 'data-entry-laporan-edit',
    detail: 'data-entry-laporan-detail',
    history: null,
    endpoint: 'list-individu',
    tabbed: false,
    pelaporPath: 'pelapor/list-individu',
    staff: true,
    paperDate: true,
  },
  kpk: {
    area: 'kpk',
    list: 'kpk-laporan',
    create: 'kpk-laporan-create',
    edit: 'kpk-laporan-edit',
    detail: 'kpk-laporan-detail',
    history: 'kpk-laporan-history',
    endpoint: 'list-kpk',
    tabbed: false,
    pelaporPath: 'pelapor/list-all',
    staff: true,
    paperDate: true,
  },
  observer: {
    area: 'observer',
    list: null,
    create: null,
    edit: null,
    detail: 'observer-laporan-detail',
    history: null,
    endpoint: 'list-kpk',
    tabbed: false,
    pelaporPath: 'pelapor/list-all',
    staff: true,
    paperDate: false,
  },
};

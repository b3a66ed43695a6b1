import type { RoleName } from '@gratifikasi/domain';
import { buildPath } from '@/platform/routes';
import type { PelaporListSource } from './api';

/** One area's pelapor screens: which list it reads and where its list, form and detail live. */
export interface PelaporArea {
  key: 'individu' | 'publik' | 'upg' | 'data-entry' | 'kpk' | 'admin';
  source: PelaporListSource;
  title: string;
  subtitle: string;
  list: string;
  create?: string;
  edit?: string;
  detail?: string;
  /** `?id=` (individu, publik) or `:id` in the path. */
  idIn: 'query' | 'path';
  /** Active roles that may edit and delete here (others only read). */
  writers: readonly RoleName[];
  /** Soft-deleted pelapors listed and restorable (administrators). */
  restore: boolean;
}

export const PELAPOR_AREAS: Readonly<Record<PelaporArea['key'], PelaporArea>> = {
  individu: {
    key: 'individu',
    source: 'list-individu',
    title: 'Data Pelapor',
    subtitle: 'Data diri dan kepegawaian Anda sebagai pelapor gratifikasi.',
    list: 'individu-pelapor-laporan',
    edit: 'individu-pelapor-edit',
    idIn: 'query',
    writers: ['individu'],
    restore: false,
  },
  publik: {
    key: 'publik',
    source: 'list-individu',
    title: 'Data Pelapor',
    subtitle: 'Data diri dan kepegawaian Anda sebagai pelapor gratifikasi.',
    list: 'publik-pelapor',
    edit: 'publik-pelapor-edit',
    detail: 'publik-pelapor-detail',
    idIn: 'query',
    writers: ['individu'],
    restore: false,
  },
  upg: {
    key: 'upg',
    source: 'list-upg',
    title: 'Daftar Pelapor',
    subtitle: 'Pelapor pada instansi yang dikelola UPG Anda.',
    list: 'upg-pelapor',
    create: 'upg-pelapor-create',
    edit: 'upg-pelapor-edit',
    detail: 'upg-pelapor-detail',
    idIn: 'path',
    writers: ['upg'],
    restore: false,
  },
  'data-entry': {
    key: 'data-entry',
    source: 'list-individu',
    title: 'Daftar Pelapor',
    subtitle: 'Pelapor yang Anda rekam.',
    list: 'data-entry-pelapor',
    create: 'data-entry-pelapor-create',
    edit: 'data-entry-pelapor-edit',
    detail: 'data-entry-pelapor-detail',
    idIn: 'path',
    writers: ['data_entry'],
    restore: false,
  },
  kpk: {
    key: 'kpk',
    source: 'list-all',
    title: 'Daftar Pelapor',
    subtitle: 'Seluruh pelapor gratifikasi.',
    list: 'kpk-pelapor',
    create: 'kpk-pelapor-create',
    edit: 'kpk-pelapor-edit',
    detail: 'kpk-pelapor-detail',
    idIn: 'path',
    writers: ['anggota_tim'],
    restore: false,
  },
  admin: {
    key: 'admin',
    source: 'list-all',
    title: 'Data Pelapor',
    subtitle: 'Seluruh pelapor, termasuk yang telah dihapus.',
    list: 'admin-pelapor',
    edit: 'admin-pelapor-edit',
    detail: 'admin-pelapor-detail',
    idIn: 'path',
    writers: ['sysadmin', 'superuser'],
    restore: true,
  },
};

/** The path of an area screen for one pelapor (`?id=` or `/:id`). */
export function pelaporPath(area: PelaporArea, route: string, id: number): string {
  return area.idIn === 'query' ? `${buildPath(route)}?id=${id}` : buildPath(route, { id });
}

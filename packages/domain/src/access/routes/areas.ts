import { ADMIN_AREA_ROLES, KPK_STAFF_ROLES, PPG_ROLES } from '../roles';
import type { AreaDefinition, AreaKey } from './types';

const signedIn = { requiresAuth: true } as const;

/** The ten areas of spec §2 with the area roles of §6. */
export const AREAS: Record<AreaKey, AreaDefinition> = {
  public: { key: 'public', basePath: '/', title: 'Publik', meta: {}, homeRoute: 'landing' },
  individu: {
    key: 'individu',
    basePath: '/individu',
    title: 'Individu',
    meta: { ...signedIn, requiresRole: ['individu'] },
    homeRoute: 'individu-beranda',
  },
  publik: {
    key: 'publik',
    basePath: '/publik',
    title: 'Pelaporan Publik',
    meta: { ...signedIn, requiresRole: ['individu'] },
    homeRoute: null,
  },
  upg: {
    key: 'upg',
    basePath: '/upg',
    title: 'UPG',
    meta: { ...signedIn, requiresRole: ['upg'] },
    homeRoute: 'upg-beranda',
  },
  'data-entry': {
    key: 'data-entry',
    basePath: '/data-entry',
    title: 'Data Entry',
    meta: { ...signedIn, requiresRole: ['data_entry'] },
    homeRoute: 'data_entry-beranda',
  },
  reporter: {
    key: 'reporter',
    basePath: '/reporter',
    title: 'Reporter',
    meta: { ...signedIn, requiresRole: ['reporter'] },
    homeRoute: 'reporter-beranda',
  },
  observer: {
    key: 'observer',
    basePath: '/observer',
    title: 'Observer',
    meta: { ...signedIn, requiresRole: ['observer'] },
    homeRoute: 'observer-beranda',
  },
  kpk: {
    key: 'kpk',
    basePath: '/kpk',
    title: 'KPK',
    meta: { ...signedIn, requiresRole: [...KPK_STAFF_ROLES, ...PPG_ROLES] },
    homeRoute: 'kpk-beranda',
  },
  wizard: {
    key: 'wizard',
    basePath: '/wizard',
    title: 'Wizard',
    meta: { ...signedIn, requiresRole: ['superuser'] },
    homeRoute: 'wizard-home',
  },
  admin: {
    key: 'admin',
    basePath: '/admin',
    title: 'Administrasi Sistem',
    meta: { ...signedIn, requiresRole: ADMIN_AREA_ROLES },
    homeRoute: 'admin-home',
  },
};

import { defineArea } from './define';
import {
  GROUP_HEAD_ROLES,
  KEGIATAN_ROLES,
  LAPORAN_KEGIATAN_CREATE_ROLES,
  PPG_AUTHOR_ROLES,
  PUBLIC_DOC_ROLES,
  roles,
} from './kpkRoles';

const kegiatan = { requiresRole: KEGIATAN_ROLES };
const author = { requiresRole: PPG_AUTHOR_ROLES };
const publicDoc = { requiresRole: PUBLIC_DOC_ROLES };
const ppgGroupHead = roles('ketua_group_ppg');
const aktivitas = 'kegiatan/:kegiatan_id/aktivitas';

/** /kpk activities, activity reports, broadcast e-mail, surveys and public documents. */
export const KPK_KEGIATAN_ROUTES = defineArea('kpk', [
  { path: 'kegiatan', title: 'Daftar Kegiatan', meta: kegiatan },
  { path: 'kegiatanku/:tab?', title: 'Kegiatanku', meta: kegiatan },
  { path: 'kegiatan-kalender', title: 'Kalender Kegiatan', meta: kegiatan },
  { path: 'kegiatan-view/:id', title: 'Detail Kegiatan', meta: kegiatan },
  { path: 'kegiatan-edit/:id', title: 'Ubah Kegiatan', meta: kegiatan },
  { path: 'kegiatan-edit-new/:id', title: 'Ubah Kegiatan (Baru)', meta: kegiatan },
  {
    path: 'gh-kegiatan-edit/:id',
    title: 'Ubah Kegiatan Group Head',
    meta: { requiresRole: GROUP_HEAD_ROLES },
  },
  { path: 'kegiatan-create', title: 'Buat Kegiatan', meta: kegiatan },
  { path: 'kegiatan-create-presensi/:id', title: 'Buat Presensi Kegiatan', meta: kegiatan },
  { path: aktivitas, title: 'Tambah Aktivitas', meta: kegiatan },
  { path: `${aktivitas}/:id/edit`, title: 'Ubah Aktivitas', meta: kegiatan },
  { path: `${aktivitas}/:id/monitoring`, title: 'Monitoring Aktivitas', meta: kegiatan },
  { path: `${aktivitas}/:id/view`, title: 'Detail Aktivitas', meta: kegiatan },
  { path: `${aktivitas}/:id/laporan/edit`, title: 'Ubah Laporan Aktivitas', meta: kegiatan },
  { path: `${aktivitas}/:id/laporan/view`, title: 'Detail Laporan Aktivitas', meta: kegiatan },
  {
    path: 'laporan-kegiatan-create',
    title: 'Buat Laporan Kegiatan',
    meta: { requiresRole: LAPORAN_KEGIATAN_CREATE_ROLES },
  },
  {
    path: 'laporan-kegiatan-edit/:id',
    title: 'Ubah Laporan Kegiatan',
    meta: { requiresRole: LAPORAN_KEGIATAN_CREATE_ROLES },
  },
  { path: 'laporan-kegiatan-view/:id', title: 'Detail Laporan Kegiatan', meta: kegiatan },
  { path: 'laporan-kegiatan-view-v2/:id', title: 'Detail Laporan Kegiatan', meta: kegiatan },
  { path: 'gh-laporan-kegiatan-view/:id', title: 'Detail Laporan Kegiatan Group Head', meta: ppgGroupHead },
  { path: 'gh-laporan-kegiatan-approval', title: 'Persetujuan Laporan Kegiatan', meta: ppgGroupHead },
  {
    name: 'kpk-gh-laporan-kegiatan-approval-detail',
    path: 'gh-laporan-kegiatan-approval/:id',
    title: 'Detail Persetujuan Laporan Kegiatan',
    meta: ppgGroupHead,
  },
  {
    path: 'direktur-laporan-kegiatan-approval',
    title: 'Persetujuan Direktur Laporan Kegiatan',
    meta: roles('direktur'),
  },
  {
    name: 'kpk-direktur-laporan-kegiatan-approval-detail',
    path: 'direktur-laporan-kegiatan-approval/:id',
    title: 'Detail Persetujuan Direktur Laporan Kegiatan',
    meta: roles('direktur'),
  },
  { path: 'kpk-broadcast-email-list', title: 'Daftar Broadcast Email', meta: author },
  { path: 'kpk-broadcast-email-create', title: 'Buat Broadcast Email', meta: author },
  { path: 'kpk-broadcast-email-edit/:id', title: 'Ubah Broadcast Email', meta: author },
  { path: 'kpk-broadcast-email-view/:id', title: 'Detail Broadcast Email', meta: author },
  { path: 'gh-approval-broadcast-list', title: 'Persetujuan Broadcast Email', meta: ppgGroupHead },
  {
    path: 'gh-approval-broadcast-detail/:id',
    title: 'Detail Persetujuan Broadcast Email',
    meta: ppgGroupHead,
  },
  { path: 'kpk-survey-creator-list', title: 'Daftar Survei', meta: author },
  { path: 'kpk-survey-creator-detail/:id', title: 'Detail Survei', meta: author },
  { path: 'kpk-survey-creator-create', title: 'Buat Survei', meta: author },
  { path: 'kpk-survey-creator-edit/:id', title: 'Ubah Survei', meta: author },
  { path: 'gh-survey-list-approval', title: 'Persetujuan Survei', meta: ppgGroupHead },
  { path: 'gh-survey-approval/:id', title: 'Detail Persetujuan Survei', meta: ppgGroupHead },
  { path: 'kpk-public-doc-list', title: 'Daftar Dokumen Publik', meta: publicDoc },
  { path: 'kpk-public-doc-detail/:id', title: 'Detail Dokumen Publik', meta: publicDoc },
  { path: 'kpk-public-doc-create', title: 'Buat Dokumen Publik', meta: publicDoc },
  { path: 'kpk-public-doc-edit/:id', title: 'Ubah Dokumen Publik', meta: publicDoc },
  { path: 'gh-public-doc-list-approval', title: 'Persetujuan Dokumen Publik', meta: ppgGroupHead },
  { path: 'gh-public-doc-view-approval/:id', title: 'Detail Persetujuan Dokumen Publik', meta: ppgGroupHead },
]);

import { defineArea } from './define';
import { GROUP_HEAD_ROLES, INDICATOR_APPROVAL_ROLES, INDICATOR_CONFIG_ROLES, roles } from './kpkRoles';

const configList = { requiresRole: INDICATOR_CONFIG_ROLES };
const configEdit = { requiresRole: GROUP_HEAD_ROLES };
const configApproval = { requiresRole: INDICATOR_APPROVAL_ROLES };
const ppgMember = roles('anggota_tim_ppg', 'ketua_tim_ppg');

/** /kpk agency verification indicators, their configuration, and the PPG programme screens. */
export const KPK_PPG_ROUTES = defineArea('kpk', [
  { path: 'anggota-verifikasi-list', title: 'Daftar Verifikasi Indikator', meta: ppgMember },
  { path: 'anggota-verifikasi-input/:id', title: 'Input Verifikasi Indikator', meta: ppgMember },
  { path: 'ApprovalVerifikasi', title: 'Persetujuan Verifikasi Indikator', meta: configEdit },
  { path: 'approve-verifikasi-input/:id', title: 'Persetujuan Input Verifikasi', meta: configEdit },
  {
    path: 'direktur-approve-verifikasi/:id',
    title: 'Persetujuan Verifikasi Direktur',
    meta: roles('direktur'),
  },
  { path: 'konfigurasi-indikator-list', title: 'Konfigurasi Indikator', meta: configList },
  { path: 'gh-konfigurasi-indikator-edit/:id', title: 'Ubah Konfigurasi Indikator', meta: configEdit },
  { path: 'gh-konfigurasi-indikator/:id', title: 'Detail Konfigurasi Indikator', meta: configEdit },
  {
    path: 'direktur-approve-konfigurasi/:id',
    title: 'Persetujuan Konfigurasi Indikator',
    meta: configApproval,
  },
  { path: 'gh-konfigurasi-skor-verifikasi', title: 'Konfigurasi Skor Verifikasi', meta: configList },
  {
    path: 'approve-konfigurasi-skor-verifikasi',
    title: 'Persetujuan Konfigurasi Skor Verifikasi',
    meta: configApproval,
  },
  {
    path: 'edit-konfigurasi-skor-verifikasi/:id',
    title: 'Ubah Konfigurasi Skor Verifikasi',
    meta: configEdit,
  },
  {
    path: 'detail-konfigurasi-skor-verifikasi/:id',
    title: 'Detail Konfigurasi Skor Verifikasi',
    meta: configList,
  },
  {
    path: 'direktur-approval-konfigurasi-skor-verifikasi',
    title: 'Persetujuan Direktur Konfigurasi Skor',
    meta: configApproval,
  },
  {
    path: 'direktur-approval-konfigurasi-skor-verifikasi-detail/:id',
    title: 'Detail Persetujuan Direktur Konfigurasi Skor',
    meta: configApproval,
  },
  { path: 'gh-konfigurasi-KLOP-index', title: 'Konfigurasi KLOP', meta: configEdit },
  { path: 'konfigurasi-klop-create', title: 'Tambah Konfigurasi KLOP', meta: configEdit },
  { path: 'dashboard-ppg', title: 'Dasbor PPG' },
  { path: 'dashboard-ppg-old', title: 'Dasbor PPG (Lama)' },
  { path: 'kpk-diseminasi', title: 'Diseminasi' },
  { path: 'kpk-diseminasi-detail/:id', title: 'Detail Diseminasi' },
  { path: 'kpk-inovasi', title: 'Inovasi' },
  { path: 'kpk-inovasi-detail/:id', title: 'Detail Inovasi' },
  { path: 'kpk-inovasi-bandingkan', title: 'Bandingkan Inovasi' },
  { path: 'kpk-kegiatan-utama', title: 'Kegiatan Utama' },
  { path: 'maturity-elearning', title: 'Maturitas E-Learning' },
  { path: 'kpk-profile-klop', title: 'Profil KLOP' },
  { path: 'kpk-profile-klop-detail/:upg_id', title: 'Detail Profil KLOP' },
  { path: 'intervensi-upg', title: 'Intervensi UPG' },
]);

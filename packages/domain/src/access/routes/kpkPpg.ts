import { DASBOR_PPG_ROLES } from '../../ppg/dasbor';
import { defineArea } from './define';
import {
  GROUP_HEAD_ROLES,
  INDICATOR_APPROVAL_ROLES,
  INDICATOR_CONFIG_ROLES,
  KEGIATAN_ROLES,
  roles,
} from './kpkRoles';

const configList = { requiresRole: INDICATOR_CONFIG_ROLES };
const configEdit = { requiresRole: GROUP_HEAD_ROLES };
const configApproval = { requiresRole: INDICATOR_APPROVAL_ROLES };
const ppgMember = roles('anggota_tim_ppg', 'ketua_tim_ppg');
/**
 * The verification's own page is where every step of its chain reads it (the engine's notices link there): the
 * member scores on it, the reviewers see the scores beside their decision panel (issue 25 §3).
 */
const verifChain = roles('anggota_tim_ppg', 'ketua_tim_ppg', ...GROUP_HEAD_ROLES, 'direktur');
/** The team leader and the group heads review the verifications the members send. */
const verifReview = roles('ketua_tim_ppg', ...GROUP_HEAD_ROLES);
/** The approval queue: each reviewer, the director included, sees what waits on their step. */
const verifQueue = roles('ketua_tim_ppg', ...GROUP_HEAD_ROLES, 'direktur');
/** The institutions' dissemination and innovation, read by the whole PPG team (issue 26 §4). */
const ppgTeam = roles('ketua_group_ppg', 'ketua_tim_ppg', 'anggota_tim_ppg');

/** /kpk agency verification indicators, their configuration, and the PPG programme screens. */
export const KPK_PPG_ROUTES = defineArea('kpk', [
  { path: 'anggota-verifikasi-list', title: 'Daftar Verifikasi Indikator', meta: ppgMember },
  { path: 'anggota-verifikasi-input/:id', title: 'Input Verifikasi Indikator', meta: verifChain },
  { path: 'ApprovalVerifikasi', title: 'Persetujuan Verifikasi Indikator', meta: verifQueue },
  { path: 'approve-verifikasi-input/:id', title: 'Persetujuan Input Verifikasi', meta: verifReview },
  {
    path: 'direktur-approve-verifikasi/:id',
    title: 'Persetujuan Verifikasi Direktur',
    meta: roles('direktur'),
  },
  { path: 'konfigurasi-indikator-list', title: 'Konfigurasi Indikator', meta: configList },
  { path: 'gh-konfigurasi-indikator-edit/:id', title: 'Ubah Konfigurasi Indikator', meta: configEdit },
  // The detail is read by everyone the list admits (like the score criteria's detail): its notices link here.
  { path: 'gh-konfigurasi-indikator/:id', title: 'Detail Konfigurasi Indikator', meta: configList },
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
  { path: 'dashboard-ppg', title: 'Dasbor PPG', meta: roles(...DASBOR_PPG_ROLES) },
  // The same dashboard on the previous year's frame, opened from the dashboard itself.
  { path: 'dashboard-ppg-old', title: 'Dasbor PPG (Lama)', meta: roles(...DASBOR_PPG_ROLES) },
  { path: 'kpk-diseminasi', title: 'Diseminasi', meta: ppgTeam },
  { path: 'kpk-diseminasi-detail/:id', title: 'Detail Diseminasi', meta: ppgTeam },
  { path: 'kpk-inovasi', title: 'Inovasi', meta: ppgTeam },
  { path: 'kpk-inovasi-detail/:id', title: 'Detail Inovasi', meta: ppgTeam },
  { path: 'kpk-inovasi-bandingkan', title: 'Bandingkan Inovasi', meta: ppgTeam },
  { path: 'kpk-kegiatan-utama', title: 'Kegiatan Utama', meta: { requiresRole: KEGIATAN_ROLES } },
  // The KPK's PPG team loads and reads the institutions' e-learning figures (issue 27 §4).
  { path: 'maturity-elearning', title: 'Maturitas E-Learning', meta: ppgTeam },
  { path: 'kpk-profile-klop', title: 'Profil KLOP', meta: ppgTeam },
  { path: 'kpk-profile-klop-detail/:upg_id/:tab?', title: 'Detail Profil KLOP', meta: ppgTeam },
  { path: 'intervensi-upg', title: 'Intervensi UPG', meta: ppgTeam },
]);

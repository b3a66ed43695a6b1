import { defineArea } from './define';
import { HOMES } from './homes';
import {
  LAPORAN_LIST_ROLES,
  NEGATIVE_LIST_ROLES,
  PELAPOR_DETAIL_ROLES,
  roles,
  SK_DETAIL_ROLES,
  SK_NUMBERING_ROLES,
  SP3_ROLES,
  TAGIHAN_NUMBERING_ROLES,
  VERIFIKASI_ROLES,
} from './kpkRoles';
import { P } from './permissionMeta';

const nl = { ...P.negativeList, requiresRole: NEGATIVE_LIST_ROLES };
const sp3 = { ...P.daftarLaporan, requiresRole: SP3_ROLES };
const member = { ...roles('anggota_tim') };
const leader = { ...roles('ketua_tim') };
const groupHead = { ...roles('ketua_group') };

/** /kpk general screens, reporters, negative list, SP3, distribution, dashboards, letters, verification, analysis. */
export const KPK_LAPORAN_ROUTES = defineArea('kpk', [
  { path: 'materi-sosialisasi-list', title: 'Daftar Materi Sosialisasi' },
  { path: 'materi-sosialisasi-edit/:id', title: 'Ubah Materi Sosialisasi' },
  // The KPK admin's (frapp-master-manage), as the other masters of /kpk (issue 28 §1).
  { path: 'master-upgs', title: 'Master UPG', meta: P.master },
  { path: 'master-upgs/create', title: 'Tambah UPG', meta: P.master },
  { path: 'master-upgs/edit/:id', title: 'Ubah UPG', meta: P.master },
  { path: 'master-upgs/detail/:id', title: 'Detail UPG', meta: P.master },
  { path: 'master-instansi-upgs', title: 'Master Instansi UPG', meta: P.master },
  { path: 'master-instansi-upgs/create', title: 'Tambah Instansi UPG', meta: P.master },
  { path: 'master-instansi-upgs/edit/:id', title: 'Ubah Instansi UPG', meta: P.master },
  { path: 'master-instansi-upgs/detail/:id', title: 'Detail Instansi UPG', meta: P.master },
  HOMES.kpk,
  { path: 'dashboard', title: 'Dasbor' },
  { path: 'profile', title: 'Profil' },
  {
    path: 'laporan',
    title: 'Daftar Laporan',
    meta: { ...P.daftarLaporan, requiresRole: LAPORAN_LIST_ROLES },
  },
  { path: 'laporan-create', title: 'Buat Laporan', meta: { ...P.tambahLaporan, ...member } },
  {
    path: 'laporan-edit/:id',
    title: 'Ubah Laporan',
    meta: { ...P.tambahLaporan, ...roles('pimpinan', 'anggota_tim') },
  },
  { path: 'laporan-detail/:id', title: 'Detail Laporan', meta: P.daftarLaporan },
  { path: 'laporan-history/:id', title: 'Riwayat Laporan', meta: P.daftarLaporan },
  { path: 'pembatalan-sk', title: 'Pembatalan SK', meta: roles('anggota_tim', 'ketua_group') },
  { path: 'pembatalan-sk/create', title: 'Buat Pembatalan SK', meta: roles('anggota_tim', 'ketua_group') },
  { path: 'pembatalan-sk/edit/:id', title: 'Ubah Pembatalan SK', meta: roles('anggota_tim', 'ketua_group') },
  { path: 'pelapor', title: 'Daftar Pelapor', meta: { ...P.pelapor, ...member } },
  { path: 'pelapor-create', title: 'Tambah Pelapor', meta: { ...P.pelapor, ...member } },
  { path: 'pelapor-edit/:id', title: 'Ubah Pelapor', meta: { ...P.pelapor, ...member } },
  { path: 'pelapor-detail/:id', title: 'Detail Pelapor', meta: { requiresRole: PELAPOR_DETAIL_ROLES } },
  {
    path: 'kpk-pelapor-detail/:id',
    title: 'Detail Pelapor KPK',
    meta: { requiresRole: PELAPOR_DETAIL_ROLES },
  },
  { path: 'negative-list-approval', title: 'Persetujuan Negative List', meta: nl },
  { path: 'negative-approval-detail/:id', title: 'Detail Persetujuan Negative List', meta: nl },
  { path: 'nl-edit-laporan/:id', title: 'Ubah Laporan Negative List', meta: nl },
  { path: 'sp3-laporan', title: 'Laporan SP3', meta: sp3 },
  {
    path: 'laporan-tidak-ditindaklanjuti-detail/:id',
    title: 'Detail Laporan Tidak Ditindaklanjuti',
    meta: sp3,
  },
  { path: 'sp3-lha-laporan', title: 'Laporan SP3 LHA', meta: { ...P.daftarLaporan, ...roles('direktur') } },
  {
    path: 'laporan-lha-tidak-ditindaklanjuti-detail/:id',
    title: 'Detail LHA Tidak Ditindaklanjuti',
    meta: { ...P.daftarLaporan, ...roles('direktur') },
  },
  {
    path: 'distribusi-laporan',
    title: 'Distribusi Laporan',
    meta: { ...P.distribusi, ...roles('koordinator') },
  },
  {
    path: 'distribusi-laporan-fungsional',
    title: 'Distribusi Laporan Fungsional',
    meta: { ...P.distribusi, ...groupHead },
  },
  { path: 'pimpinan-laporan/:tab?', title: 'Dasbor Pimpinan', meta: roles('pimpinan') },
  { path: 'direktur-laporan/:tab?', title: 'Dasbor Direktur', meta: roles('direktur') },
  { path: 'deputi-laporan/:tab?', title: 'Dasbor Deputi', meta: roles('deputi') },
  { path: 'koordinator-laporan/:tab?', title: 'Dasbor Koordinator', meta: roles('koordinator') },
  { path: 'gh-laporan/:tab?', title: 'Dasbor Group Head', meta: groupHead },
  { path: 'katim-laporan/:tab?', title: 'Dasbor Ketua Tim', meta: leader },
  { path: 'sekretaris-laporan/:tab?', title: 'Dasbor Sekretaris', meta: roles('Administrasi/Sekretaris') },
  { path: 'anggota-laporan/:tab?', title: 'Dasbor Anggota Tim', meta: member },
  {
    path: 'penomoran-surat-tagihan-detail/:id',
    title: 'Penomoran Surat Tagihan',
    meta: { requiresRole: TAGIHAN_NUMBERING_ROLES },
  },
  {
    path: 'penomoran-sk-laporan-detail/:id',
    title: 'Penomoran SK',
    meta: { requiresRole: SK_NUMBERING_ROLES },
  },
  {
    path: 'penomoran-sp3-laporan-detail/:id',
    title: 'Penomoran SP3',
    meta: { requiresRole: SK_NUMBERING_ROLES },
  },
  { path: 'sk-laporan-detail/:id', title: 'Detail SK Laporan', meta: { requiresRole: SK_DETAIL_ROLES } },
  { path: 'riksa-laporan-detail/:id', title: 'Detail Riksa Laporan', meta: roles('direktur', 'ketua_group') },
  { path: 'history-laporan', title: 'Riwayat Laporan', meta: P.daftarLaporan },
  { path: 'rekam-jejak', title: 'Rekam Jejak', meta: P.daftarLaporan },
  { path: 'quick-report/:path?', title: 'Laporan Cepat' },
  { path: 'kpk-notifikasi', title: 'Notifikasi' },
  {
    path: 'batal-revisi',
    title: 'Pembatalan dan Revisi Laporan',
    // The deletion requests (fxx): asked by members and group heads, approved by group heads and the director.
    meta: { ...P.daftarLaporan, ...roles('anggota_tim', 'ketua_group', 'direktur') },
  },
  { path: 'data-laporan/:nosig', title: 'Data Laporan', meta: P.daftarLaporan },
  {
    path: 'verifikasi-laporan',
    title: 'Verifikasi Laporan',
    meta: { ...P.verifikasi, requiresRole: VERIFIKASI_ROLES },
  },
  {
    path: 'verifikasi-laporan-detail/:id',
    title: 'Detail Verifikasi Laporan',
    meta: { ...P.verifikasi, requiresRole: VERIFIKASI_ROLES },
  },
  {
    path: 'anggota-verifikasi-laporan/:id',
    title: 'Verifikasi Laporan Anggota',
    meta: { ...P.verifikasi, ...member },
  },
  {
    path: 'anggota-melengkapi-dokumen/:id',
    title: 'Melengkapi Dokumen',
    meta: { ...P.verifikasi, ...member },
  },
  {
    path: 'katim-verifikasi-laporan/:id',
    title: 'Verifikasi Laporan Ketua Tim',
    meta: { ...P.verifikasi, ...leader },
  },
  {
    path: 'gh-verifikasi-laporan/:id',
    title: 'Verifikasi Laporan Group Head',
    meta: { ...P.verifikasi, ...groupHead },
  },
  {
    path: 'anggota-analisis-laporan/:id',
    title: 'Analisis Laporan Anggota',
    meta: { ...P.analisis, ...member },
  },
  {
    path: 'katim-analisis-laporan/:id',
    title: 'Analisis Laporan Ketua Tim',
    meta: { ...P.analisis, ...leader },
  },
  {
    path: 'gh-analisis-laporan/:id',
    title: 'Analisis Laporan Group Head',
    meta: { ...P.analisis, ...groupHead },
  },
]);

/** The PPG home, reachable only by the three PPG roles. */
export const KPK_PPG_HOME = defineArea('kpk', [HOMES.kpkPpg]);

import { PENYETUJU_SENSOR, PENYUSUN_SENSOR } from '../../sensor/proses';
import { KPK_STAFF_ROLES } from '../roles';
import { defineArea } from './define';
import { LAPORAN_LIST_ROLES, roles } from './kpkRoles';
import { P } from './permissionMeta';

const users = { ...P.manajemenUser, ...roles('admin') };
/** SK redaction batches: drafted by analysts and the secretariat, approved by a group head or the director. */
const sensorDrafter = roles(...PENYUSUN_SENSOR);
const sensorAll = roles(...PENYUSUN_SENSOR, ...PENYETUJU_SENSOR);
/** Record-trace requests: the KPK's staff (spec §6), not the PPG roles. */
const staff = roles(...KPK_STAFF_ROLES);

/** /kpk internal rules, record requests, documents, censoring batches, master data and knowledge base. */
export const KPK_ADMINISTRASI_ROUTES = defineArea('kpk', [
  { path: 'master-aturan-internal', title: 'Aturan Internal' },
  { path: 'master-aturan-internal/tambah-aturan-internal', title: 'Tambah Aturan Internal' },
  { path: 'master-aturan-internal-detail/:id', title: 'Detail Aturan Internal' },
  { path: 'master-aturan-internal-Ubah/:id', title: 'Ubah Aturan Internal' },
  // Opened while writing the LHA: the analysts' (aturan-internal's write access admits analisis-laporan).
  { path: 'lha-tambah-aturan-internal', title: 'Tambah Aturan Internal dari LHA', meta: P.analisis },
  { path: 'riwayat-permintaan-list', title: 'Riwayat Permintaan', meta: staff },
  { path: 'riwayat-permintaan-create', title: 'Buat Permintaan', meta: staff },
  { path: 'riwayat-permintaan-detail/:id', title: 'Detail Permintaan', meta: staff },
  { path: 'riwayat-permintaan-edit/:id', title: 'Ubah Permintaan', meta: staff },
  { path: 'riwayat-permintaan-cari-via-excel', title: 'Cari Permintaan via Excel', meta: staff },
  { path: 'pusat-dokumen', title: 'Pusat Dokumen', meta: roles(...LAPORAN_LIST_ROLES) },
  { path: 'arsip-dokumen', title: 'Arsip Dokumen', meta: roles(...LAPORAN_LIST_ROLES) },
  { path: 'batch-sensor-sk-list', title: 'Daftar Batch Sensor SK', meta: sensorAll },
  { path: 'batch-sensor-sk-form-create', title: 'Buat Batch Sensor SK', meta: sensorDrafter },
  { path: 'batch-sensor-sk-form-detail/:id', title: 'Detail Batch Sensor SK', meta: sensorAll },
  { path: 'batch-sensor-sk-form-edit/:id', title: 'Ubah Batch Sensor SK', meta: sensorDrafter },
  { path: 'users', title: 'Pengguna', meta: users },
  { name: 'kpk-users-detail', path: 'users/:id', title: 'Detail Pengguna', meta: users },
  { path: 'master-instansis', title: 'Master Instansi', meta: P.master },
  {
    name: 'kpk-master-instansis-detail',
    path: 'master-instansis/:id',
    title: 'Detail Instansi',
    meta: P.master,
  },
  { path: 'master-instansis/edit/:id', title: 'Ubah Instansi', meta: P.master },
  {
    name: 'kpk-master-instansis-transform',
    path: 'master-instansis/:type/:id',
    title: 'Transformasi Instansi',
    meta: P.master,
  },
  { path: 'master-unit-kerjas', title: 'Master Unit Kerja', meta: P.master },
  {
    name: 'kpk-master-unit-kerjas-detail',
    path: 'master-unit-kerjas/:id',
    title: 'Detail Unit Kerja',
    meta: P.master,
  },
  { path: 'master-sub-unit-kerjas', title: 'Master Sub Unit Kerja', meta: P.master },
  {
    name: 'kpk-master-sub-unit-kerjas-detail',
    path: 'master-sub-unit-kerjas/:id',
    title: 'Detail Sub Unit Kerja',
    meta: P.master,
  },
  { path: 'knowledge-base', title: 'Basis Pengetahuan' },
  { name: 'kpk-knowledge-base-detail', path: 'knowledge-base/:id', title: 'Detail Basis Pengetahuan' },
]);

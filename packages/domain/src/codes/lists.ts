import { PERMISSIONS } from '../access/permissions';
import { ROLES, rolesLabel } from '../access/roles';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '../labels/audit';
import { LAPORAN_STATUSES, REPORTER_STATUS_LABELS } from '../labels/laporan';
import {
  PAYMENT_CLASS_LABELS,
  PAYMENT_NOTIFICATION_STATUS_LABELS,
  PAYMENT_SOURCE_LABELS,
} from '../labels/payment';
import { RISK_THRESHOLDS } from '../labels/risk';
import { ACTIVITY_REPORT_APPROVAL_LABELS, DECREE_NUMBERING_STATUS } from '../labels/status';
import { WORKFLOW_STEPS } from '../labels/workflow';
import { NL_TINGKAT_LABEL } from '../negative-list/assessment';
import { OG_AKSI_LABELS, OG_STATE_LABELS } from '../og/custody';
import { JENIS_ENTRI_LABELS } from '../piutang/ledger';
import { STATUS_BROADCAST_LABELS } from '../ppg/broadcast';
import { STATUS_DOKUMEN_PUBLIK_LABELS } from '../ppg/dokumen-publik';
import { STATUS_KEGIATAN_LABELS } from '../ppg/kegiatan';
import { STATUS_KONFIGURASI_LABELS, TAHAP_PPG_LABELS } from '../ppg/konfigurasi';
import { STATUS_LAPORAN_KEGIATAN_LABELS } from '../ppg/laporan-kegiatan';
import { STATUS_SURVEI_LABELS } from '../ppg/survei';
import { STATUS_VERIFIKASI_LABELS } from '../ppg/verifikasi';
import { STATUS_BATCH_SENSOR_LABELS } from '../sensor/proses';
import { STATUS_KEPEMILIKAN_LABELS } from '../workflow/forms';
import { STATUS_PERMINTAAN_LABELS } from '../workflow/pembatalan-process';
import type { CodeListSource } from './types';

/** A label table (code → label) as entries, in the table's order. */
const entries = (table: Readonly<Record<string, string>>) =>
  Object.entries(table).map(([code, label]) => ({ code, label }));

/**
 * The application's fixed code lists (issue 28 §1 /admin/codes), each read from the definition the code itself
 * uses — never a copy of its values — with where it is used: screens (route names), masters (keys), tables.
 */
export const CODE_LIST_SOURCES: readonly CodeListSource[] = [
  {
    key: 'status-laporan',
    name: 'Status laporan',
    description:
      'Status laporan gratifikasi dan kelompok monev-nya; diisi ke master status laporan oleh seed.',
    source: 'labels/laporan.ts LAPORAN_STATUSES',
    codes: LAPORAN_STATUSES.map((s) => ({ code: s.kode, label: s.nama, note: `Kategori ${s.kategori}` })),
    usedIn: [
      { kind: 'master', ref: 'status-laporan' },
      { kind: 'tabel', ref: 'laporans.status' },
      { kind: 'layar', ref: 'kpk-laporan' },
      { kind: 'layar', ref: 'admin-laporans' },
    ],
  },
  {
    key: 'status-laporan-pelapor',
    name: 'Status laporan bagi pelapor',
    description: 'Arti status laporan dalam kata-kata pelapor (tahap internal KPK digabung).',
    source: 'labels/laporan.ts REPORTER_STATUS_LABELS',
    codes: entries(REPORTER_STATUS_LABELS),
    usedIn: [
      { kind: 'tabel', ref: 'laporans.status' },
      { kind: 'layar', ref: 'individu-laporan' },
      { kind: 'layar', ref: 'upg-laporan' },
    ],
  },
  {
    key: 'langkah-workflow',
    name: 'Langkah workflow laporan',
    description: 'Kode langkah proses laporan (spec §4) dengan tahap dan pelaku bawaannya.',
    source: 'labels/workflow.ts WORKFLOW_STEPS',
    codes: WORKFLOW_STEPS.map((s) => ({
      code: s.code,
      label: s.label,
      note: `Tahap ${s.stage}${s.actors.length ? `; ${rolesLabel(s.actors)}` : ''}`,
    })),
    usedIn: [
      { kind: 'tabel', ref: 'laporans.step' },
      { kind: 'master', ref: 'wfl-re-procdef' },
      { kind: 'layar', ref: 'kpk-verifikasi-laporan' },
      { kind: 'layar', ref: 'admin-move-workflow-laporan' },
    ],
  },
  {
    key: 'penomoran-sk',
    name: 'Status penomoran SK',
    description: 'Tahap penomoran SK dan SPSK sebuah laporan, berurutan.',
    source: 'labels/status.ts DECREE_NUMBERING_STATUS',
    codes: entries(DECREE_NUMBERING_STATUS),
    usedIn: [
      { kind: 'tabel', ref: 'laporans.status_penomoran' },
      { kind: 'layar', ref: 'kpk-laporan' },
    ],
  },
  {
    key: 'peran',
    name: 'Peran pengguna',
    description: 'Peran tetap aplikasi dengan id stabilnya (direktur 3, deputi 4, pimpinan 5).',
    source: 'access/roles.ts ROLES',
    codes: ROLES.map((r) => ({ code: r.name, label: r.label, note: `Id ${r.id}` })),
    usedIn: [
      { kind: 'tabel', ref: 'roles.name' },
      { kind: 'layar', ref: 'admin-roles' },
      { kind: 'layar', ref: 'admin-users' },
    ],
  },
  {
    key: 'hak-akses',
    name: 'Hak akses',
    description: 'Hak akses (spec §6) yang diberikan ke peran atau langsung ke pengguna.',
    source: 'access/permissions.ts PERMISSIONS',
    codes: PERMISSIONS.map((p) => ({ code: p.name, label: p.description })),
    usedIn: [
      { kind: 'tabel', ref: 'permissions.name' },
      { kind: 'layar', ref: 'admin-permissions' },
      { kind: 'layar', ref: 'admin-permission-roles' },
    ],
  },
  {
    key: 'tingkat-negative-list',
    name: 'Tingkat penilaian negative list',
    description: 'Siapa yang menilai unsur negative list sebuah laporan.',
    source: 'negative-list/assessment.ts NL_TINGKAT_LABEL',
    codes: entries(NL_TINGKAT_LABEL),
    usedIn: [{ kind: 'layar', ref: 'kpk-negative-list-approval' }],
  },
  {
    key: 'status-kepemilikan',
    name: 'Status kepemilikan objek',
    description: 'Putusan kepemilikan objek gratifikasi pada LHA dan SK.',
    source: 'workflow/forms.ts STATUS_KEPEMILIKAN_LABELS',
    codes: entries(STATUS_KEPEMILIKAN_LABELS),
    usedIn: [
      { kind: 'tabel', ref: 'lha_status_kepemilikans.status' },
      { kind: 'layar', ref: 'kpk-daftar-og-sk' },
    ],
  },
  {
    key: 'permintaan-laporan',
    name: 'Status permintaan atas laporan',
    description: 'Status permintaan pembatalan SK dan penghapusan laporan.',
    source: 'workflow/pembatalan-process.ts STATUS_PERMINTAAN_LABELS',
    codes: entries(STATUS_PERMINTAAN_LABELS),
    usedIn: [{ kind: 'layar', ref: 'kpk-pembatalan-sk' }],
  },
  {
    key: 'status-batch-sensor',
    name: 'Status batch sensor SK',
    description: 'Tahap batch penyensoran data pribadi SK sebelum terbit sebagai dokumen publik.',
    source: 'sensor/proses.ts STATUS_BATCH_SENSOR_LABELS',
    codes: entries(STATUS_BATCH_SENSOR_LABELS),
    usedIn: [
      { kind: 'tabel', ref: 'sensor_sk_batches.status' },
      { kind: 'layar', ref: 'kpk-batch-sensor-sk-list' },
    ],
  },
  {
    key: 'status-og',
    name: 'Status objek gratifikasi',
    description: 'Keadaan fisik objek gratifikasi dalam penguasaan KPK.',
    source: 'og/custody.ts OG_STATE_LABELS',
    codes: entries(OG_STATE_LABELS),
    usedIn: [
      { kind: 'tabel', ref: 'objek_gratifikasis.state' },
      { kind: 'layar', ref: 'kpk-og-list' },
    ],
  },
  {
    key: 'aksi-og',
    name: 'Mutasi objek gratifikasi',
    description: 'Jenis perpindahan objek gratifikasi pada riwayatnya.',
    source: 'og/custody.ts OG_AKSI_LABELS',
    codes: entries(OG_AKSI_LABELS),
    usedIn: [
      { kind: 'tabel', ref: 'og_mutasis.aksi' },
      { kind: 'layar', ref: 'kpk-og-history' },
    ],
  },
  {
    key: 'status-notifikasi-pembayaran',
    name: 'Status notifikasi pembayaran',
    description: 'Keadaan notifikasi pembayaran bank atas tagihan piutang.',
    source: 'labels/payment.ts PAYMENT_NOTIFICATION_STATUS_LABELS',
    codes: entries(PAYMENT_NOTIFICATION_STATUS_LABELS),
    usedIn: [
      { kind: 'tabel', ref: 'pembayaran_notifikasis.status' },
      { kind: 'layar', ref: 'kpk-monitoring-piutang' },
    ],
  },
  {
    key: 'sumber-pembayaran',
    name: 'Sumber notifikasi pembayaran',
    description: 'Dari mana notifikasi pembayaran datang.',
    source: 'labels/payment.ts PAYMENT_SOURCE_LABELS',
    codes: entries(PAYMENT_SOURCE_LABELS),
    usedIn: [
      { kind: 'tabel', ref: 'pembayaran_notifikasis.sumber' },
      { kind: 'layar', ref: 'kpk-rekon-og-upload' },
    ],
  },
  {
    key: 'klasifikasi-pembayaran',
    name: 'Klasifikasi pembayaran',
    description: 'Bagaimana pembayaran yang dibukukan melunasi tagihan.',
    source: 'labels/payment.ts PAYMENT_CLASS_LABELS',
    codes: entries(PAYMENT_CLASS_LABELS),
    usedIn: [{ kind: 'layar', ref: 'kpk-monitoring-piutang' }],
  },
  {
    key: 'jenis-entri-piutang',
    name: 'Jenis entri buku piutang',
    description: 'Jenis baris buku besar tagihan piutang.',
    source: 'piutang/ledger.ts JENIS_ENTRI_LABELS',
    codes: entries(JENIS_ENTRI_LABELS),
    usedIn: [
      { kind: 'tabel', ref: 'piutang_entris.jenis' },
      { kind: 'layar', ref: 'kpk-og-statement-of-account' },
    ],
  },
  {
    key: 'status-kegiatan',
    name: 'Kelompok status kegiatan',
    description: 'Status kegiatan PPG dan kelompok tampilannya (spec §3), berurutan.',
    source: 'ppg/kegiatan.ts STATUS_KEGIATAN_LABELS (labels/catalogues.ts ACTIVITY_STATUS_GROUPS)',
    codes: entries(STATUS_KEGIATAN_LABELS),
    usedIn: [
      { kind: 'tabel', ref: 'ppg_kegiatans.status' },
      { kind: 'layar', ref: 'kpk-kegiatan' },
    ],
  },
  {
    key: 'persetujuan-laporan-kegiatan',
    name: 'Persetujuan laporan kegiatan',
    description: 'Label tahap persetujuan laporan kegiatan (spec §4).',
    source: 'labels/status.ts ACTIVITY_REPORT_APPROVAL_LABELS',
    codes: entries(ACTIVITY_REPORT_APPROVAL_LABELS),
    usedIn: [{ kind: 'layar', ref: 'kpk-gh-laporan-kegiatan-approval' }],
  },
  {
    key: 'status-laporan-kegiatan',
    name: 'Status laporan kegiatan',
    description: 'Status laporan kegiatan PPG sampai suratnya terbit.',
    source: 'ppg/laporan-kegiatan.ts STATUS_LAPORAN_KEGIATAN_LABELS',
    codes: entries(STATUS_LAPORAN_KEGIATAN_LABELS),
    usedIn: [
      { kind: 'tabel', ref: 'ppg_laporan_kegiatans.status' },
      { kind: 'layar', ref: 'kpk-direktur-laporan-kegiatan-approval' },
    ],
  },
  {
    key: 'tahap-ppg',
    name: 'Tahap PPG',
    description: 'Tahap tahun monitoring PPG.',
    source: 'ppg/konfigurasi.ts TAHAP_PPG_LABELS',
    codes: entries(TAHAP_PPG_LABELS),
    usedIn: [{ kind: 'layar', ref: 'kpk-konfigurasi-indikator-list' }],
  },
  {
    key: 'status-konfigurasi-ppg',
    name: 'Status konfigurasi PPG',
    description: 'Persetujuan konfigurasi indikator dan skor PPG.',
    source: 'ppg/konfigurasi.ts STATUS_KONFIGURASI_LABELS',
    codes: entries(STATUS_KONFIGURASI_LABELS),
    usedIn: [{ kind: 'layar', ref: 'kpk-konfigurasi-indikator-list' }],
  },
  {
    key: 'status-verifikasi-ppg',
    name: 'Status verifikasi PPG',
    description: 'Tahap verifikasi penilaian PPG sebuah instansi.',
    source: 'ppg/verifikasi.ts STATUS_VERIFIKASI_LABELS',
    codes: entries(STATUS_VERIFIKASI_LABELS),
    usedIn: [
      { kind: 'tabel', ref: 'ppg_verifikasis.status' },
      { kind: 'layar', ref: 'kpk-anggota-verifikasi-list' },
    ],
  },
  {
    key: 'status-broadcast',
    name: 'Status broadcast email',
    description: 'Tahap broadcast email PPG dengan persetujuannya.',
    source: 'ppg/broadcast.ts STATUS_BROADCAST_LABELS',
    codes: entries(STATUS_BROADCAST_LABELS),
    usedIn: [{ kind: 'layar', ref: 'kpk-kpk-broadcast-email-list' }],
  },
  {
    key: 'status-dokumen-publik',
    name: 'Status dokumen publik',
    description: 'Tahap dokumen publik PPG dengan persetujuannya.',
    source: 'ppg/dokumen-publik.ts STATUS_DOKUMEN_PUBLIK_LABELS',
    codes: entries(STATUS_DOKUMEN_PUBLIK_LABELS),
    usedIn: [{ kind: 'layar', ref: 'upg-dokumen-publik' }],
  },
  {
    key: 'status-survei',
    name: 'Status survei',
    description: 'Tahap survei PPG dengan persetujuannya.',
    source: 'ppg/survei.ts STATUS_SURVEI_LABELS',
    codes: entries(STATUS_SURVEI_LABELS),
    usedIn: [{ kind: 'layar', ref: 'kpk-kpk-survey-creator-list' }],
  },
  {
    key: 'tingkat-risiko',
    name: 'Tingkat risiko',
    description: 'Pita skor risiko (spec §4): batas atas tiap pita; di atas HIGH adalah VERY HIGH.',
    source: 'labels/risk.ts RISK_THRESHOLDS',
    codes: [
      ...Object.entries(RISK_THRESHOLDS).map(([code, upper]) => ({ code, label: `Skor ≤ ${upper}` })),
      { code: 'VERY HIGH', label: `Skor > ${RISK_THRESHOLDS.HIGH}` },
    ],
    usedIn: [{ kind: 'layar', ref: 'kpk-report-risiko-instansi' }],
  },
  {
    key: 'aksi-audit',
    name: 'Aksi log aktivitas',
    description: 'Aksi yang dicatat pada log aktivitas (audit) dalam kata-kata.',
    source: 'labels/audit.ts AUDIT_ACTION_LABELS',
    codes: entries(AUDIT_ACTION_LABELS),
    usedIn: [
      { kind: 'tabel', ref: 'audit_logs.action' },
      { kind: 'layar', ref: 'admin-log-activity' },
    ],
  },
  {
    key: 'entitas-audit',
    name: 'Data pada log aktivitas',
    description: 'Tabel yang disebut log aktivitas (audit) dalam kata-kata.',
    source: 'labels/audit.ts AUDIT_ENTITY_LABELS',
    codes: entries(AUDIT_ENTITY_LABELS),
    usedIn: [
      { kind: 'tabel', ref: 'audit_logs.entity' },
      { kind: 'layar', ref: 'admin-log-activity' },
    ],
  },
];

/**
 * Audit actions (audit_logs.action) in words. An action a table does not know is read from its parts: the subject
 * (`og.dokumen`) and the verb (`create`), e.g. 'og.dokumen.create' → 'Dokumen objek gratifikasi dibuat'.
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  login: 'Masuk aplikasi',
  login_failed: 'Gagal masuk aplikasi',
  login_lock_lifted: 'Kunci masuk dibuka',
  logout: 'Keluar aplikasi',
  refresh: 'Sesi diperpanjang',
  refresh_reuse: 'Token sesi dipakai ulang (sesi dicabut)',
  register: 'Pendaftaran akun',
  activation_request: 'Permintaan tautan aktivasi',
  account_update: 'Profil akun diubah',
  avatar_update: 'Foto profil diubah',
  change_role: 'Peran aktif diganti',
  email_change_request: 'Permintaan ganti email',
  password_change: 'Kata sandi diubah',
  password_reset: 'Kata sandi diatur ulang',
  password_reset_request: 'Permintaan atur ulang kata sandi',
  user_create: 'Pengguna dibuat',
  user_reset_link_sent: 'Tautan atur ulang kata sandi dikirim',
  update: 'Data diubah',
  permission_user_grant: 'Hak akses pengguna diberikan',
  permission_user_revoke: 'Hak akses pengguna dicabut',
  role_permissions_replace: 'Hak akses peran diatur',
  app_config_update: 'Konfigurasi aplikasi diubah',
  master_create: 'Data master ditambah',
  master_update: 'Data master diubah',
  master_delete: 'Data master dihapus',
  master_restore: 'Data master dipulihkan',
  master_import: 'Data master diimpor',
  kurs_pajak_import: 'Kurs pajak diimpor',
  mail_retry: 'Email dikirim ulang',
  media_download: 'Berkas diunduh',
  notification_read: 'Notifikasi dibaca',
  notification_read_all: 'Semua notifikasi dibaca',
  public_link_upload: 'Berkas diunggah lewat tautan pelapor',
  purge: 'Data lama dibersihkan',
  contoh_lama: 'Contoh lama dibersihkan',
  'laporan.submit': 'Laporan dikirim',
  'laporan.teruskan': 'Laporan diteruskan UPG ke KPK',
  'laporan.import': 'Laporan diimpor',
  'laporan.tanggal_expire': 'Batas tanggal laporan berlalu',
  'laporan.nl.penilaian': 'Penilaian negative list disimpan',
  'laporan.pembatalan_sk': 'SK dibatalkan',
  'rekam_jejak.cari': 'Pencarian rekam jejak',
  'eoffice.diabaikan': 'Jawaban e-office diabaikan',
  'eoffice.kirim_ulang': 'Surat dikirim ulang ke e-office',
  'og.cocok': 'Objek gratifikasi dicocokkan dengan rincian laporan',
  'og.scan': 'Objek gratifikasi dipindai',
  'dokumen.zip': 'Dokumen diunduh sebagai ZIP',
  'dokumen_publik.tarik': 'Dokumen publik ditarik',
  'dokumen_publik.update': 'Dokumen publik diubah',
  'dokumen_publik.kirim': 'Dokumen publik diajukan untuk persetujuan',
  'dokumen_publik.kembalikan': 'Dokumen publik dikembalikan ke penyusun',
  'dokumen_publik.setuju': 'Dokumen publik disetujui dan diterbitkan',
  'instansi.transformasi': 'Instansi ditransformasi menjadi unit kerja instansi lain',
  'report.filter.save': 'Filter laporan disimpan',
  'report.filter.delete': 'Filter laporan dihapus',
};

/** The subjects of audit actions, longest first when read from an action's parts. */
const SUBJECTS: Readonly<Record<string, string>> = {
  'laporan.proses': 'Proses laporan',
  'laporan.lampiran': 'Lampiran laporan',
  'laporan.pembatalan': 'Pembatalan SK',
  'laporan.penghapusan': 'Penghapusan laporan',
  'og.box': 'Boks objek gratifikasi',
  'og.dokumen': 'Dokumen objek gratifikasi',
  'og.foto': 'Foto objek gratifikasi',
  'og.resi': 'Resi pengiriman objek',
  'piutang.pembayaran': 'Pembayaran',
  'piutang.rekon': 'Rekonsiliasi',
  'piutang.tagihan': 'Surat tagihan',
  'piutang.transaksi': 'Transaksi piutang',
  'dokumen.pindaian': 'Pindaian dokumen',
  'eoffice.simulator': 'Simulator e-office',
  'konten.berkas': 'Berkas konten',
  dokumen: 'Dokumen',
  eoffice: 'E-office',
  laporan: 'Laporan',
  og: 'Objek gratifikasi',
  pelapor: 'Pelapor',
  rincian: 'Rincian laporan',
  riwayat_permintaan: 'Riwayat permintaan',
  'sensor-sk': 'Sensor SK',
};

/** Verbs (and workflow decisions) in words. */
const VERBS: Readonly<Record<string, string>> = {
  create: 'dibuat',
  update: 'diubah',
  edit: 'diubah',
  delete: 'dihapus',
  restore: 'dipulihkan',
  upload: 'diunggah',
  terbit: 'diterbitkan',
  submit: 'diajukan',
  verifikasi: 'diverifikasi',
  bukukan: 'dibukukan',
  tinjau: 'ditinjau',
  bandingkan: 'dibandingkan',
  unggah: 'diunggah',
  batal: 'dibatalkan',
  pulihkan: 'dipulihkan',
  setuju: 'disetujui',
  kembalikan: 'dikembalikan',
  tolak: 'ditolak',
  ajukan: 'diajukan',
  kirim: 'dikirim',
  teruskan: 'diteruskan',
  distribusi: 'didistribusikan',
  bernomor: 'diberi nomor',
  approved: 'disetujui',
  rejected: 'ditolak',
};

/** An audit action in words; 'Aktivitas lain' for an action nothing here reads (its code stays in the admin's log). */
export function auditActionLabel(action: string | null | undefined): string {
  if (!action) return '-';
  if (Object.hasOwn(AUDIT_ACTION_LABELS, action)) return AUDIT_ACTION_LABELS[action] as string;
  const cut = action.lastIndexOf('.');
  const subject = action.slice(0, cut);
  const verb = action.slice(cut + 1);
  if (cut <= 0 || !Object.hasOwn(SUBJECTS, subject)) return 'Aktivitas lain';
  const done = Object.hasOwn(VERBS, verb) ? VERBS[verb] : `(${verb.replaceAll('_', ' ')})`;
  return `${SUBJECTS[subject]} ${done}`;
}

/** Tables an audit entry is about (audit_logs.entity), in words. */
export const AUDIT_ENTITY_LABELS: Readonly<Record<string, string>> = {
  app_configs: 'Konfigurasi aplikasi',
  dokumen: 'Dokumen',
  eoffice_kirimans: 'Kiriman e-office',
  eoffice_simulator_surats: 'Surat simulator e-office',
  kurs_pajaks: 'Kurs pajak',
  laporan: 'Laporan',
  laporans: 'Laporan',
  laporan_public_link: 'Tautan pelapor',
  login_throttles: 'Pembatasan masuk',
  media: 'Berkas',
  notifications: 'Notifikasi',
  objek_gratifikasis: 'Objek gratifikasi',
  og_boxes: 'Boks objek gratifikasi',
  og_dokumens: 'Dokumen objek gratifikasi',
  og_resis: 'Resi pengiriman objek',
  og_scans: 'Pindaian objek gratifikasi',
  password_resets: 'Atur ulang kata sandi',
  pelapor: 'Pelapor',
  pelapors: 'Pelapor',
  pembayaran_notifikasis: 'Notifikasi pembayaran',
  permission_users: 'Hak akses pengguna',
  piutang_entris: 'Transaksi piutang',
  piutang_tagihans: 'Surat tagihan',
  rekon_batches: 'Rekonsiliasi',
  report_filter_simpan: 'Filter laporan',
  rincian_laporan: 'Rincian laporan',
  riwayat_permintaans: 'Riwayat permintaan',
  roles: 'Peran',
  sessions: 'Sesi',
  trx_emails: 'Email',
  users: 'Pengguna',
};

/** The table of an audit entry in words; 'Data lain' when unknown. */
export function auditEntityLabel(entity: string | null | undefined): string {
  if (!entity) return '-';
  return Object.hasOwn(AUDIT_ENTITY_LABELS, entity) ? (AUDIT_ENTITY_LABELS[entity] as string) : 'Data lain';
}

import { defineArea } from './define';
import { PIUTANG_ROLES } from './kpkRoles';
import { P } from './permissionMeta';
import type { RouteEntry } from './types';

const piutang = { ...P.daftarOg, requiresRole: PIUTANG_ROLES };

/** The list/create/view/edit quartet of one OG document kind. */
function ogCrud(prefix: string, noun: string): RouteEntry[] {
  return [
    { path: `${prefix}-list`, title: `Daftar ${noun}`, meta: P.daftarOg },
    { path: `${prefix}-create`, title: `Tambah ${noun}`, meta: P.updateOg },
    { path: `${prefix}-view/:id`, title: `Detail ${noun}`, meta: P.daftarOg },
    { path: `${prefix}-edit/:id`, title: `Ubah ${noun}`, meta: P.updateOg },
  ];
}

/** /kpk gratified objects: receiving, return, handover, receivables and reconciliation. */
export const KPK_OG_ROUTES = defineArea('kpk', [
  { path: 'og-list', title: 'Daftar OG', meta: P.daftarOg },
  { path: 'og-view/:id', title: 'Detail OG', meta: P.daftarOg },
  { path: 'og-history/:id', title: 'Riwayat OG', meta: P.daftarOg },
  { path: 'og-match/:id', title: 'Pencocokan OG', meta: P.updateOg },
  { path: 'og-lokasi', title: 'Lokasi OG', meta: P.daftarOg },
  { path: 'daftar-foto-og-list', title: 'Daftar Foto OG', meta: P.daftarOg },
  { path: 'daftar-og-sk', title: 'Daftar OG ber-SK', meta: P.daftarOg },
  { path: 'og-sk-detail/:id', title: 'Detail OG ber-SK', meta: P.daftarOg },
  { path: 'daftar-scan-og', title: 'Daftar Pindai OG', meta: P.daftarOg },
  { path: 'scan-barcode-og', title: 'Pindai Barcode OG', meta: P.updateOg },
  { path: 'rincian-laporan-og-list', title: 'Daftar Rincian Laporan OG', meta: P.daftarOg },
  { path: 'rincian-laporan-og-view/:id', title: 'Detail Rincian Laporan OG', meta: P.daftarOg },
  ...ogCrud('penerimaan-og', 'Penerimaan OG'),
  { path: 'penerimaan-og-list-mobile', title: 'Daftar Penerimaan OG (Seluler)', meta: P.daftarOg },
  { path: 'penerimaan-og-view-mobile/:id', title: 'Detail Penerimaan OG (Seluler)', meta: P.daftarOg },
  { path: 'kpk-penerimaan-og-list', title: 'Daftar Penerimaan OG KPK', meta: P.daftarOg },
  { path: 'verifikasi-penerimaan-og/:id', title: 'Verifikasi Penerimaan OG', meta: P.updateOg },
  { path: 'verifikasi-og', title: 'Verifikasi OG', meta: P.daftarOg },
  { path: 'verifikasi-og-detail/:id', title: 'Detail Verifikasi OG', meta: P.daftarOg },
  ...ogCrud('pengembalian-og', 'Pengembalian OG'),
  ...ogCrud('penyerahan-og-djkn', 'Penyerahan OG ke DJKN'),
  ...ogCrud('box-penyerahan-djkn', 'Boks Penyerahan DJKN'),
  ...ogCrud('serah-langsung-og', 'Serah Langsung OG'),
  { path: 'og-piutang', title: 'Piutang OG', meta: piutang },
  { path: 'monitoring-piutang', title: 'Monitoring Piutang', meta: piutang },
  { path: 'monitoring-pembayaran', title: 'Monitoring Pembayaran', meta: piutang },
  { path: 'pelunasan-penerimaan/:id', title: 'Pelunasan Penerimaan', meta: piutang },
  { path: 'pp-transaksi', title: 'Transaksi Piutang', meta: piutang },
  { path: 'pp-transaksi-view/:id', title: 'Detail Transaksi Piutang', meta: piutang },
  { path: 'og-statement-of-account', title: 'Statement of Account', meta: piutang },
  { path: 'og-statement-of-account-view/:id/:currency', title: 'Detail Statement of Account', meta: piutang },
  { path: 'pp-debtor-aging', title: 'Umur Piutang', meta: piutang },
  { path: 'pp-debtor-aging-view/:pelapor_id/:currency', title: 'Detail Umur Piutang', meta: piutang },
  { path: 'pp-mutasi-ar', title: 'Mutasi Piutang', meta: piutang },
  { path: 'pp-rekapitulasi-og-piutang', title: 'Rekapitulasi OG Piutang', meta: piutang },
  { path: 'pp-statement-of-account-print/:id/:currency', title: 'Cetak Statement of Account', meta: piutang },
  { path: 'pp-debtor-aging-print/:pelapor_id/:currency', title: 'Cetak Umur Piutang', meta: piutang },
  { path: 'rekon-og-upload', title: 'Unggah Rekonsiliasi OG', meta: P.updateOg },
  { path: 'rekon-og-staging/:id', title: 'Staging Rekonsiliasi OG', meta: P.daftarOg },
  { path: 'rekon-og/:id', title: 'Rekonsiliasi OG', meta: P.daftarOg },
]);

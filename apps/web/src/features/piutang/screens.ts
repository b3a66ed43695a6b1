import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

const tagihan = () => import('./TagihanPages');
const ledger = () => import('./LedgerPages');
const mutasi = () => import('./MutasiPages');
const rekon = () => import('./RekonPages');

/** Receivables, payment and reconciliation (issue 12 §4–5), by domain route name. */
export const PIUTANG_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'kpk-og-piutang': () => tagihan().then((m) => m.OgPiutangPage),
  'kpk-monitoring-piutang': () => tagihan().then((m) => m.MonitoringPiutangPage),
  'kpk-penomoran-surat-tagihan-detail': () => tagihan().then((m) => m.PenomoranTagihanPage),
  'kpk-pelunasan-penerimaan': () => tagihan().then((m) => m.PelunasanPage),
  'kpk-og-statement-of-account': () => ledger().then((m) => m.SoaListPage),
  'kpk-og-statement-of-account-view': () => ledger().then((m) => m.SoaViewPage),
  'kpk-pp-statement-of-account-print': () => ledger().then((m) => m.SoaPrintPage),
  'kpk-pp-debtor-aging': () => ledger().then((m) => m.AgingListPage),
  'kpk-pp-debtor-aging-view': () => ledger().then((m) => m.AgingViewPage),
  'kpk-pp-debtor-aging-print': () => ledger().then((m) => m.AgingPrintPage),
  'kpk-pp-mutasi-ar': () => mutasi().then((m) => m.MutasiArPage),
  'kpk-pp-rekapitulasi-og-piutang': () => mutasi().then((m) => m.RekapitulasiPage),
  'kpk-pp-transaksi': () => mutasi().then((m) => m.TransaksiListPage),
  'kpk-pp-transaksi-view': () => mutasi().then((m) => m.TransaksiViewPage),
  'kpk-monitoring-pembayaran': () => import('./PembayaranPage').then((m) => m.MonitoringPembayaranPage),
  'kpk-rekon-og-upload': () => rekon().then((m) => m.RekonUploadPage),
  'kpk-rekon-og-staging': () => rekon().then((m) => m.RekonStagingPage),
  'kpk-rekon-og': () => rekon().then((m) => m.RekonPage),
};

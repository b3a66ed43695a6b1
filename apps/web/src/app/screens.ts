import { APP_ROUTES, MASTER_CATALOG, type MasterAdminScreens, masterAdminScreens } from '@gratifikasi/domain';
import { ADMIN_SCREENS } from '../features/admin-home/screens';
import { ADMIN_LAPORAN_DATA_SCREENS } from '../features/admin-laporan-data/screens';
import { KNOWLEDGE_BASE_SCREENS } from '../features/knowledge-base/screens';
import { KPK_INBOX_SCREENS } from '../features/kpk-inbox/screens';
import { LAPORAN_SCREENS } from '../features/laporan/screens';
import { LAPORAN_IMPORT_SCREENS } from '../features/laporan-import/screens';
import { NOTIFIKASI_SCREENS } from '../features/notifikasi/screens';
import { OG_SCREENS } from '../features/og/screens';
import { PELAPOR_SCREENS } from '../features/pelapor/screens';
import { PEMBATALAN_SK_SCREENS } from '../features/pembatalan-sk/screens';
import { PIUTANG_SCREENS } from '../features/piutang/screens';
import { PPG_BROADCAST_SCREENS } from '../features/ppg-broadcast/screens';
import { PPG_DASHBOARD_SCREENS } from '../features/ppg-dashboard/screens';
import { PPG_DOKUMEN_PUBLIK_SCREENS } from '../features/ppg-dokumen-publik/screens';
import { PPG_ELEARNING_SCREENS } from '../features/ppg-elearning/screens';
import { PPG_INTERVENSI_SCREENS } from '../features/ppg-intervensi/screens';
import { PPG_KEGIATAN_SCREENS } from '../features/ppg-kegiatan/screens';
import { PPG_KEGIATAN_UTAMA_SCREENS } from '../features/ppg-kegiatan-utama/screens';
import { PPG_KONFIGURASI_SCREENS } from '../features/ppg-konfigurasi/screens';
import { PPG_LAPORAN_KEGIATAN_SCREENS } from '../features/ppg-laporan-kegiatan/screens';
import { PPG_OVERVIEW_SCREENS } from '../features/ppg-overview/screens';
import { PPG_PROFIL_KLOP_SCREENS } from '../features/ppg-profil-klop/screens';
import { PPG_REALISASI_KLOP_SCREENS } from '../features/ppg-realisasi-klop/screens';
import { PPG_RISIKO_SCREENS } from '../features/ppg-risiko/screens';
import { PPG_SURVEI_SCREENS } from '../features/ppg-survei/screens';
import { PPG_UPG_KEGIATAN_SCREENS } from '../features/ppg-upg-kegiatan/screens';
import { PPG_VERIFIKASI_SCREENS } from '../features/ppg-verifikasi/screens';
import { PUSAT_DOKUMEN_SCREENS } from '../features/pusat-dokumen/screens';
import { REPORT_SCREENS } from '../features/report/screens';
import { RIWAYAT_PERMINTAAN_SCREENS } from '../features/riwayat-permintaan/screens';
import { SENSOR_SK_SCREENS } from '../features/sensor-sk/screens';
import { WIZARD_IMPORT_SCREENS } from '../features/wizard-import/screens';
import { ADMIN_MASTER_ROUTE_SCREENS } from './adminMasterScreens';
import { KPK_MASTER_SCREENS } from './kpkMasterScreens';
import { PUBLIC_SCREENS, type ScreenLoader } from './publicScreens';

/** Every route, the areas' included: it arrives with this map, and the router makes it known (platform/routes). */
export { APP_ROUTES };

/** The KPK report screen under each of its route names (the list lives beside the screen; names only here). */
const KPK_STEP_NAMES = [
  'kpk-laporan-detail',
  'kpk-verifikasi-laporan-detail',
  'kpk-anggota-verifikasi-laporan',
  'kpk-anggota-melengkapi-dokumen',
  'kpk-katim-verifikasi-laporan',
  'kpk-gh-verifikasi-laporan',
  'kpk-anggota-analisis-laporan',
  'kpk-katim-analisis-laporan',
  'kpk-gh-analisis-laporan',
  'kpk-riksa-laporan-detail',
  'kpk-sk-laporan-detail',
  'kpk-penomoran-sk-laporan-detail',
  'kpk-penomoran-sp3-laporan-detail',
  'kpk-laporan-tidak-ditindaklanjuti-detail',
  'kpk-laporan-lha-tidak-ditindaklanjuti-detail',
  'kpk-negative-approval-detail',
  'kpk-nl-edit-laporan',
] as const;

const beranda: ScreenLoader = () => import('../features/beranda/BerandaPage').then((m) => m.BerandaPage);
const profile: ScreenLoader = () => import('../features/profile/ProfilePage').then((m) => m.ProfilePage);

const routePaths = new Map(APP_ROUTES.map((route) => [route.name, route.path]));
const loadMasterScreens = () => import('../features/masters/screens');

/**
 * Master data screens, generated from the registry: each master's list and detail route (the domain names
 * them; a list route that takes a parameter is a screen of its own, not the generic list).
 */
const masterScreens: Record<string, ScreenLoader> = Object.fromEntries(
  MASTER_CATALOG.flatMap((def) => {
    const { list, detail } = masterAdminScreens(def.key);
    const entries: [string, ScreenLoader][] = [];
    if (routePaths.get(list)?.includes(':') === false) {
      entries.push([list, () => loadMasterScreens().then((m) => m.masterListScreen(def.key))]);
    }
    if (detail && routePaths.has(detail)) {
      entries.push([detail, () => loadMasterScreens().then((m) => m.masterDetailScreen(def.key))]);
    }
    return entries;
  }),
);

/**
 * The KPK's own internal-rule routes (spec §2 /kpk) are the generic screens of master aturan-internal, linked
 * among themselves; "tambah" opens the list with the create drawer, "Ubah" the detail with the edit drawer.
 * Who may write follows the master (its definition admits the analysts, who add a rule from the LHA).
 */
const KPK_ATURAN_INTERNAL: MasterAdminScreens = {
  list: 'kpk-master-aturan-internal',
  detail: 'kpk-master-aturan-internal-detail',
};
const aturanList =
  (open?: 'create'): ScreenLoader =>
  () =>
    loadMasterScreens().then((m) =>
      m.masterListScreen('aturan-internal', { screens: KPK_ATURAN_INTERNAL, open }),
    );
const aturanDetail =
  (open?: 'edit'): ScreenLoader =>
  () =>
    loadMasterScreens().then((m) =>
      m.masterDetailScreen('aturan-internal', { screens: KPK_ATURAN_INTERNAL, open }),
    );
const kpkAturanInternalScreens: Record<string, ScreenLoader> = {
  'kpk-master-aturan-internal': aturanList(),
  'kpk-master-aturan-internal-tambah-aturan-internal': aturanList('create'),
  'kpk-lha-tambah-aturan-internal': aturanList('create'),
  'kpk-master-aturan-internal-detail': aturanDetail(),
  'kpk-master-aturan-internal-Ubah': aturanDetail('edit'),
};

/** The KPK's socialisation materials (spec §2 /kpk) are the generic screens of their master. */
const kpkMasterPair = (
  key: string,
  screens: MasterAdminScreens & { detail: string },
): Record<string, ScreenLoader> => ({
  [screens.list]: () => loadMasterScreens().then((m) => m.masterListScreen(key, { screens })),
  [screens.detail]: () => loadMasterScreens().then((m) => m.masterDetailScreen(key, { screens })),
});
const kpkKontenScreens: Record<string, ScreenLoader> = {
  ...kpkMasterPair('materi-sosialisasi', {
    list: 'kpk-materi-sosialisasi-list',
    detail: 'kpk-materi-sosialisasi-edit',
  }),
};

/**
 * Route name (packages/domain APP_ROUTES) → lazily loaded screen. Only routes listed here are registered in
 * the router and shown in menus; every other path falls through to the not-found screen. This map is not in the
 * app's entry: the router loads it when a path of a signed-in area is first visited (router.tsx), the area layout
 * with its menus imports it; the public area's screens (publicScreens.ts) are in the entry.
 */
export const SCREENS: Readonly<Record<string, ScreenLoader>> = {
  // First, so a screen written for one master's route below replaces the generic one.
  ...masterScreens,
  // The public area's screens (also the only loaders in the app's entry).
  ...PUBLIC_SCREENS,
  'admin-home': () => import('./screens/AdminHomeScreen').then((m) => m.AdminHomeScreen),
  'wizard-home': beranda,
  // The wizard's import of reports an institution handled itself (issue 28 §1).
  ...WIZARD_IMPORT_SCREENS,
  'kpk-beranda': () => import('./screens/KpkBerandaScreen').then((m) => m.KpkBerandaScreen),
  'kpk-beranda-ppg': () => import('./screens/PpgBerandaScreen').then((m) => m.PpgBerandaScreen),
  'upg-beranda': beranda,
  'individu-beranda': beranda,
  'observer-beranda': () => import('./screens/ReportBerandaScreen').then((m) => m.ReportBerandaScreen),
  'data_entry-beranda': beranda,
  'reporter-beranda': () => import('./screens/ReportBerandaScreen').then((m) => m.ReportBerandaScreen),
  'individu-profile': profile,
  'upg-profile': profile,
  'kpk-profile': profile,
  // Admin area: users, roles and permissions, logs and app configs (features/admin-*).
  ...ADMIN_SCREENS,
  // Every report and item across the system, and a report's data corrections (issue 28 §1).
  ...ADMIN_LAPORAN_DATA_SCREENS,
  // A letter template's detail carries its editor with the live preview (issue 11 §1).
  'admin-master-template-dokumen-detail': () =>
    import('../features/dokumen/TemplateDokumenScreen').then((m) => m.TemplateDokumenScreen),
  // A process definition's detail draws the process under its fields (issue 10 §1).
  'admin-master-wfl-re-procdef-detail': () =>
    import('./screens/ProcdefDetailScreen').then((m) => m.ProcdefDetailScreen),
  ...kpkAturanInternalScreens,
  // The /admin master routes beyond a plain list and detail (issue 28 §1): tambah/ubah/edit, an element's conditions.
  ...ADMIN_MASTER_ROUTE_SCREENS,
  // The KPK admin's masters and users (issue 28 §1): the /admin screens under /kpk routes.
  ...KPK_MASTER_SCREENS,
  // Kurs pajak has a screen of its own (KMK periods, rates, import) in place of the generic master list.
  'admin-master-kurs-kurs-pajak': () =>
    import('../features/kurs-pajak/KursPajakPage').then((m) => m.KursPajakPage),
  // Reporters and reports (issue 4): pelapor profiles, laporan, notifications.
  ...PELAPOR_SCREENS,
  ...LAPORAN_SCREENS,
  // The reporter's and the UPG's report with the letters issued for it (issue 11 §2).
  'individu-laporan-detail': () =>
    import('./screens/PelaporLaporanDetailScreen').then((m) => m.IndividuLaporanDetailScreen),
  'upg-laporan-detail': () =>
    import('./screens/PelaporLaporanDetailScreen').then((m) => m.UpgLaporanDetailScreen),
  ...Object.fromEntries(
    KPK_STEP_NAMES.map((name) => [
      name,
      () => import('./screens/KpkLaporanDetailScreen').then((m) => m.KpkLaporanDetailScreen),
    ]),
  ),
  ...LAPORAN_IMPORT_SCREENS,
  // Requests on a report that run on the engine: SK cancellation, deletion (issue 10 §2.9).
  ...PEMBATALAN_SK_SCREENS,
  ...SENSOR_SK_SCREENS,
  // The PPG monitoring's year frame (issue 25 §1): participants and schedule, indicators, score criteria.
  ...PPG_KONFIGURASI_SCREENS,
  ...PPG_VERIFIKASI_SCREENS,
  // The PPG dashboards (issue 25 §4).
  ...PPG_DASHBOARD_SCREENS,
  // Public documents with approval (issue 27 §3): the PPG drafters, the group head, the institutions.
  ...PPG_BROADCAST_SCREENS,
  ...PPG_DOKUMEN_PUBLIK_SCREENS,
  ...PPG_ELEARNING_SCREENS,
  ...PPG_SURVEI_SCREENS,
  ...PUSAT_DOKUMEN_SCREENS,
  // Record-trace requests from other agencies (issue 11 §6).
  ...RIWAYAT_PERMINTAAN_SCREENS,
  ...OG_SCREENS,
  ...PIUTANG_SCREENS,
  ...NOTIFIKASI_SCREENS,
  // KPK processing (issue 10): role dashboards, step lists, distribution, admin moves and reassignments.
  ...KPK_INBOX_SCREENS,
  // The KPK's materials of the public site on their master (issue 13).
  ...kpkKontenScreens,
  // The staff's knowledge base: full-text search and articles with their attachments (issue 13 §2).
  ...KNOWLEDGE_BASE_SCREENS,
  // Reports (issue 14): every definition's screen in each area that shows it, the pivot, dashboards.
  ...REPORT_SCREENS,
  // The institutions' dissemination events and innovations, and the KPK's view of them (issue 26 §4).
  ...PPG_UPG_KEGIATAN_SCREENS,
  ...PPG_PROFIL_KLOP_SCREENS,
  // One institution's PPG year on tabs, for its UPG and the KPK's PPG team (issue 25 §2).
  ...PPG_OVERVIEW_SCREENS,
  ...PPG_RISIKO_SCREENS,
  ...PPG_INTERVENSI_SCREENS,
  ...PPG_REALISASI_KLOP_SCREENS,
  // PPG activities, sessions and QR attendance (issue 26 §1–2).
  ...PPG_KEGIATAN_SCREENS,
  ...PPG_KEGIATAN_UTAMA_SCREENS,
  // PPG activity reports with their approval and issued letter (issue 26 §3).
  ...PPG_LAPORAN_KEGIATAN_SCREENS,
};

/** True when the route has a screen in this build (menus list only those). */
export function hasScreen(routeName: string): boolean {
  return Object.hasOwn(SCREENS, routeName);
}

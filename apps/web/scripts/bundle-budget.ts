import { fileURLToPath } from 'node:url';
import { buildPath } from '@gratifikasi/domain';
import { kb, type RouteEntry, readManifest, routeSize, sizeOfFiles, staticClosure } from './bundle-size';

/**
 * The size budget of a first visit (issue 9 §2, issue 29), checked on the built app: `npm run budget -w
 * @gratifikasi/web` after `npm run build`; exits 1 when a route is over. Each route lists the modules the router
 * loads lazily for it (src/app/router.tsx: the layout, src/app/publicScreens.ts or src/app/screens.ts: the screen;
 * an area's layout imports the areas' screen map, so it is in the layout's closure); keep them in step when a
 * screen moves. A module missing from the manifest fails the check too.
 */
const PUBLIC_LAYOUT = 'src/app/layouts/PublicLayout.tsx';
const AREA_LAYOUT = 'src/app/layouts/AreaLayout.tsx';
const BERANDA = 'src/features/beranda/BerandaPage.tsx';
const REPORT_BERANDA = 'src/app/screens/ReportBerandaScreen.tsx';

/**
 * A guest's first page: /login and every public page a visitor may open first (issue 13 §4), antd included if the
 * screen uses it. Issue 29 aims at 120 KB; the entry alone is ~134 KB (react-dom ~66, react-router's data router
 * ~29, react-query ~10, the domain's route table ~7: docs/architecture.md "The first page and the bundle budget").
 */
const GUEST_KB = 145;
/**
 * The first page of a signed-in area, its home (issue 29): ~285-289 KB, the entry's ~134, the area layout's ~136
 * (antd's layout, menu, dropdown, button, badge and popover with their rc parts ~95, the areas' screen map) and the
 * home's ~15. The homes' cards and texts are plain markup (ui/plain/surface.tsx); antd's dialogs, messages and
 * notifications load with their first use (app/lazyApp.tsx).
 */
const AREA_HOME_KB = 300;

const route = (name: string, lazy: string[], budgetKb: number): RouteEntry => ({
  route: name,
  path: buildPath(name),
  lazy,
  budgetKb,
});

const SITUS = 'src/features/situs-publik';
const AUTH = 'src/features/auth';
const REGISTRASI = 'src/features/registrasi';
/** A public page with parameters, budgeted like the others (its path filled with an example). */
const publicRoute = (name: string, params: Record<string, string | number>, screen: string): RouteEntry => ({
  route: name,
  path: buildPath(name, params),
  lazy: [PUBLIC_LAYOUT, screen],
  budgetKb: GUEST_KB,
});
/** An area's home: its layout (with the area menu and the areas' screen map) and its screen. */
const areaHome = (name: string, screen: string): RouteEntry =>
  route(name, [AREA_LAYOUT, screen], AREA_HOME_KB);

export const BUDGETED_ROUTES: readonly RouteEntry[] = [
  route('login', [PUBLIC_LAYOUT, `${AUTH}/LoginPage.tsx`], GUEST_KB),
  // The guest forms reached from /login and the landing, and the mailed links that open them first.
  publicRoute('lupa-password', {}, `${AUTH}/ForgotPasswordPage.tsx`),
  publicRoute('reset-password', { token: 'tautan' }, `${AUTH}/ResetPasswordPage.tsx`),
  publicRoute('registrasi', {}, `${REGISTRASI}/RegistrasiPage.tsx`),
  publicRoute('reaktivasi', {}, `${REGISTRASI}/ReaktivasiPage.tsx`),
  publicRoute('activation', { token: 'tautan' }, `${REGISTRASI}/ActivationPage.tsx`),
  route('landing', [PUBLIC_LAYOUT, 'src/features/situs-publik/landing/LandingPage.tsx'], GUEST_KB),
  route('statistik', [PUBLIC_LAYOUT, 'src/features/statistik/StatistikPage.tsx'], GUEST_KB),
  route('dashboard-test', [PUBLIC_LAYOUT, 'src/features/statistik/DasborUjiPage.tsx'], GUEST_KB),
  publicRoute('news', {}, `${SITUS}/BeritaListPage.tsx`),
  publicRoute('news-detail', { id: 1, slug: 'berita' }, `${SITUS}/BeritaDetailPage.tsx`),
  publicRoute('faq', {}, `${SITUS}/FaqPage.tsx`),
  publicRoute('panduan', {}, `${SITUS}/HalamanPage.tsx`),
  publicRoute('privacy-policy', {}, `${SITUS}/HalamanPage.tsx`),
  publicRoute('about', {}, `${SITUS}/HalamanPage.tsx`),
  publicRoute('materi-sosialisasi', {}, `${SITUS}/MateriPage.tsx`),
  publicRoute('dokumen', {}, `${SITUS}/DokumenListPage.tsx`),
  publicRoute('dokumen-detail', { id: 1 }, `${SITUS}/DokumenDetailPage.tsx`),
  publicRoute('test-tools', {}, `${SITUS}/alat/TestToolsPage.tsx`),
  publicRoute('redirect', {}, `${SITUS}/alat/RedirectPage.tsx`),
  // Each area's home, where its accounts land after login (the areas of packages/domain AREAS with a home).
  areaHome('individu-beranda', BERANDA),
  areaHome('upg-beranda', BERANDA),
  areaHome('data_entry-beranda', BERANDA),
  // The common beranda with this year's report figures (features/report/DashboardFigures).
  areaHome('reporter-beranda', REPORT_BERANDA),
  areaHome('observer-beranda', REPORT_BERANDA),
  areaHome('kpk-beranda', 'src/app/screens/KpkBerandaScreen.tsx'),
  // The PPG roles' home in the KPK area.
  areaHome('kpk-beranda-ppg', 'src/app/screens/PpgBerandaScreen.tsx'),
  areaHome('wizard-home', BERANDA),
  // The maintenance card (antd Switch, TextArea, Alert) loads after the admin home's first render.
  areaHome('admin-home', 'src/app/screens/AdminHomeScreen.tsx'),
];

/**
 * Chunks a page loads after its first render, reported beside the budget (not in it): the open-data charts draw
 * once the figures and tables are on screen.
 */
const DEFERRED: readonly { route: string; module: string }[] = [
  { route: '/statistik', module: 'src/features/statistik/echarts.ts' },
  { route: '/dashboard-test', module: 'src/features/statistik/echarts.ts' },
  { route: '/', module: 'src/features/situs-publik/landing/LandingKonten.tsx' },
];

export const WEB_DIST = fileURLToPath(new URL('../dist', import.meta.url));

function main(distDir: string): number {
  const manifest = readManifest(distDir);
  const rows = BUDGETED_ROUTES.map((entry) => {
    const size = routeSize(distDir, manifest, entry);
    const over = kb(size.gzip) > entry.budgetKb;
    return {
      route: entry.path,
      files: size.files.length,
      raw_kb: kb(size.raw),
      gzip_kb: kb(size.gzip),
      budget_kb: entry.budgetKb,
      verdict: over ? 'OVER' : 'ok',
    };
  });
  console.table(rows);
  const over = rows.filter((row) => row.verdict === 'OVER');
  for (const row of over) {
    console.error(`[budget] ${row.route}: ${row.gzip_kb} KB gzip is over its ${row.budget_kb} KB budget`);
  }
  if (over.length === 0) console.log(`[budget] ${rows.length} routes within their first-visit JS budget`);
  const entry = new Set(staticClosure(manifest, ['index.html']));
  for (const d of DEFERRED) {
    const own = staticClosure(manifest, [d.module]).filter((key) => !entry.has(key));
    // The chunks themselves, not their closure (which would count the entry again).
    const size = sizeOfFiles(
      distDir,
      own.map((key) => manifest[key]!.file),
    );
    console.log(
      `[budget] ${d.route} then loads ${d.module}: ${kb(size.gzip)} KB gzip, after its first render`,
    );
  }
  return over.length === 0 ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv[2] ?? WEB_DIST);
}

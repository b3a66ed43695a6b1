import { fileURLToPath } from 'node:url';
import { buildPath } from '@gratifikasi/domain';
import { kb, type RouteEntry, readManifest, routeSize, sizeOfFiles, staticClosure } from './bundle-size';

/**
 * The size budget of a first visit (issue 9 §2, issue 29), checked on the built app: `npm run budget -w
 * @gratifikasi/web` after `npm run build`; exits 1 when a route is over. Each route lists the modules the router
 * loads lazily for it (src/app/router.tsx: the layout, src/app/publicScreens.ts or src/app/screens.ts: the screen,
 * and the query cache, QueryScope, that the router loads beside every screen but /login's; an area's layout imports
 * the areas' screen map, so it is in the layout's closure); keep them in step when a screen moves. A module missing from the manifest fails the check too.
 */
const PUBLIC_LAYOUT = 'src/app/layouts/PublicLayout.tsx';
const AREA_LAYOUT = 'src/app/layouts/AreaLayout.tsx';
const BERANDA = 'src/features/beranda/BerandaPage.tsx';
const REPORT_BERANDA = 'src/app/screens/ReportBerandaScreen.tsx';

/**
 * /login, where most users arrive: issue 29's 120 KB, met since the entry holds neither the areas' route tables nor
 * react-query (119.9 KB when set: react-dom ~66, react-router's data router ~29; docs/architecture.md "The first
 * page and the bundle budget").
 */
const LOGIN_KB = 120;
/**
 * Every other page a guest may open first (issue 13 §4), antd included if the screen uses it: just above the
 * highest of them when set (133.1 KB, /registrasi; the others 127.8–131.3). Issue 29 aims at 120 KB for them
 * too; they still load react-query (~11 KB) with their screen, the query cache (QUERY_SCOPE) and its queries.
 */
const GUEST_KB = 134;
/**
 * The first page of a signed-in area, its home (issue 29): the entry, the area layout (antd's layout, menu, dropdown,
 * button, badge and popover with their rc parts, the areas' screen map and route table), the query cache and the
 * home. The homes' cards and texts are plain markup (ui/plain/surface.tsx); antd's dialogs, messages and
 * notifications load with their first use (app/lazyApp.tsx).
 */
const AREA_HOME_KB = 300;

/** The query cache the router loads with the area layout and every public screen but /login (app/QueryScope). */
const QUERY_SCOPE = 'src/app/QueryScope.tsx';

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
  lazy: [PUBLIC_LAYOUT, screen, QUERY_SCOPE],
  budgetKb: GUEST_KB,
});
/** An area's home: its layout (with the area menu and the areas' screen map) and its screen. */
const areaHome = (name: string, screen: string): RouteEntry =>
  route(name, [AREA_LAYOUT, QUERY_SCOPE, screen], AREA_HOME_KB);

export const BUDGETED_ROUTES: readonly RouteEntry[] = [
  route('login', [PUBLIC_LAYOUT, `${AUTH}/LoginPage.tsx`], LOGIN_KB),
  // The guest forms reached from /login and the landing, and the mailed links that open them first.
  publicRoute('lupa-password', {}, `${AUTH}/ForgotPasswordPage.tsx`),
  publicRoute('reset-password', { token: 'tautan' }, `${AUTH}/ResetPasswordPage.tsx`),
  publicRoute('registrasi', {}, `${REGISTRASI}/RegistrasiPage.tsx`),
  publicRoute('reaktivasi', {}, `${REGISTRASI}/ReaktivasiPage.tsx`),
  publicRoute('activation', { token: 'tautan' }, `${REGISTRASI}/ActivationPage.tsx`),
  route('landing', [PUBLIC_LAYOUT, `${SITUS}/landing/LandingPage.tsx`, QUERY_SCOPE], GUEST_KB),
  route('statistik', [PUBLIC_LAYOUT, 'src/features/statistik/StatistikPage.tsx', QUERY_SCOPE], GUEST_KB),
  route('dashboard-test', [PUBLIC_LAYOUT, 'src/features/statistik/DasborUjiPage.tsx', QUERY_SCOPE], GUEST_KB),
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

import type { APIRequestContext, Page } from '@playwright/test';
import { ALL_IMPACTS, describeFindings, FAILING_IMPACTS, lastingFindings } from '../support/a11y';
import { apiGet } from '../support/api';
import { expect, test } from '../support/session';

/**
 * Issue 24 §4: the main pages of five roles and the public site hold to WCAG 2.0/2.1 A and AA as axe-core checks
 * them. Every journey is scanned by the fixture of support/a11y; this spec visits the pages a role starts its day
 * on, report lists and a report's page included, so they are checked even when no journey passes by. A serious or
 * critical violation fails; minor and moderate ones are attached to the test's report.
 */

type Listed = { items: { id: number }[] };

// These pages are scanned here, strictly and one by one; the journey fixture's own scan would only repeat it.
test.use({ axe: false });
// A scan takes seconds, many on a busy machine.
test.describe.configure({ timeout: 180_000 });

/** Opens a path and waits until the SPA has drawn it: no spinner, no skeleton, no request in flight. */
async function openQuiet(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
  // .pl-skeleton: the areas' homes draw their loading lines without antd (ui/plain).
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active, .pl-skeleton')).toHaveCount(0, {
    timeout: 30_000,
  });
  // The route may load its data after the first paint; it is drawn once the network is quiet again.
  await page.waitForLoadState('networkidle');
}

/** Scans the page and fails on violations of a failing impact (FAILING_IMPACTS); lesser ones go to the report. */
async function expectAccessible(page: Page): Promise<void> {
  const findings = await lastingFindings(page, ALL_IMPACTS);
  const lesser = findings.filter((f) => !FAILING_IMPACTS.has(f.impact));
  if (lesser.length > 0) {
    test.info().annotations.push({ type: 'axe (minor/moderate)', description: describeFindings(lesser) });
  }
  const failing = findings.filter((f) => FAILING_IMPACTS.has(f.impact));
  expect(failing, describeFindings(failing)).toEqual([]);
}

/**
 * The pages of a role, one test each (a scan takes seconds, and a failure names its page). A path may depend on the
 * demo data: `resolve` turns it into the address to open, e.g. with the id of a report the account can see.
 */
interface RolePage {
  path: string;
  resolve?: (request: APIRequestContext) => Promise<string>;
}

function scanPages(title: string, signedInAs: string | null, pages: RolePage[]): void {
  test.describe(title, () => {
    if (signedInAs) test.use({ signedInAs });
    for (const { path, resolve } of pages) {
      test(path, async ({ page, request }) => {
        await openQuiet(page, resolve ? await resolve(request) : path);
        await expectAccessible(page);
      });
    }
  });
}

/** The first report in `listPath` as `username` sees it, opened at `detailPath` + id. */
function firstReport(username: string, listPath: string, detailPath: string) {
  return async (request: APIRequestContext): Promise<string> => {
    const { items } = await apiGet<Listed>(request, username, listPath);
    expect(items.length, `${username} has a report in ${listPath}`).toBeGreaterThan(0);
    return `${detailPath}${items[0]!.id}`;
  };
}

scanPages('public pages', null, [
  { path: '/' },
  { path: '/login' },
  { path: '/registrasi' },
  { path: '/lupa-password' },
  { path: '/statistik' },
  { path: '/faq' },
  { path: '/news' },
  { path: '/dokumen' },
]);

scanPages('reporter (individu)', 'individu', [
  { path: '/individu/beranda' },
  { path: '/individu/laporan' },
  {
    path: '/individu/laporan-detail/:id',
    resolve: firstReport('individu', 'laporan/list-individu?per_page=1', '/individu/laporan-detail/'),
  },
  { path: '/individu/laporan-create' },
  { path: '/individu/individu-notifikasi' },
]);

scanPages('UPG', 'upg', [
  { path: '/upg/beranda' },
  { path: '/upg/laporan' },
  { path: '/upg/laporan-import' },
  { path: '/upg/pelapor' },
  { path: '/upg/ppg-diseminasi' },
  { path: '/upg/inovasi' },
  { path: '/upg/dokumen-publik' },
]);

scanPages('KPK PPG group head (ketua_group_ppg)', 'ketua_group_ppg', [
  { path: '/kpk/beranda' },
  { path: '/kpk/gh-konfigurasi-KLOP-index' },
  { path: '/kpk/konfigurasi-indikator-list' },
  { path: '/kpk/kegiatan' },
  { path: '/kpk/kegiatan-kalender' },
  { path: '/kpk/gh-public-doc-list-approval' },
]);

scanPages('KPK PPG member (anggota_tim_ppg)', 'anggota_tim_ppg', [
  { path: '/kpk/kegiatanku' },
  { path: '/kpk/kpk-diseminasi' },
  { path: '/kpk/kpk-inovasi' },
  { path: '/kpk/kpk-public-doc-list' },
]);

scanPages('KPK coordinator', 'koordinator', [
  { path: '/kpk/beranda' },
  { path: '/kpk/koordinator-laporan' },
  { path: '/kpk/laporan' },
  {
    path: '/kpk/laporan-detail/:id',
    resolve: firstReport('koordinator', 'laporan/kotak-masuk?tab=menunggu', '/kpk/laporan-detail/'),
  },
]);

scanPages('KPK object manager (admin_pengelola_og)', 'admin_pengelola_og', [
  { path: '/kpk/beranda' },
  { path: '/kpk/og-list' },
  { path: '/kpk/daftar-og-sk' },
]);

scanPages('KPK admin', 'admin', [{ path: '/kpk/beranda' }, { path: '/kpk/laporan' }]);

scanPages('sysadmin', 'sysadmin', [
  { path: '/admin/home' },
  { path: '/admin/users' },
  { path: '/admin/eoffice-simulator' },
]);

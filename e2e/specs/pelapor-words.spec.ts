import {
  APP_ROUTES,
  buildPath,
  KPK_STAFF_ROLES,
  PPG_ROLES,
  ROLE_NAMES,
  WORKFLOW_STEPS,
} from '@gratifikasi/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiGet } from '../support/api';
import { expect, test } from '../support/session';

// Issue 24 §2: the reporter reads words, not codes. Every page the reporter (the `individu` demo account) can reach
// — its menu and the detail page of its reports, with every collapsed section opened and every tab shown — is read
// for a step code, a role code, a raw state and the name of a KPK staff member.

const REPORTER = 'individu';

/** Step codes: f30…f7E, and the default process's hyphenated ones (the plain words draft, save… are not codes). */
const STEP_CODE = new RegExp(
  [
    String.raw`\bf[0-9][0-9A-Za-z]\b`,
    ...WORKFLOW_STEPS.map((s) => s.code)
      .filter((c) => c.includes('-'))
      .map((c) => String.raw`\b${c}\b`),
  ].join('|'),
);
/** Role codes that are no words (anggota_tim, ketua_group, admin_pengelola_OG, …). */
const ROLE_CODE = new RegExp(
  ROLE_NAMES.filter((r) => r.includes('_'))
    .map((r) => String.raw`\b${r}\b`)
    .join('|'),
  'i',
);
/** A raw state or any other code in capitals with an underscore (BELUM_SK, REVIEW_NL, MILIK_NEGARA). */
const RAW_STATE = /\b[A-Z]+_[A-Z_]+\b/;
/** A snake_case code (a table, a column, an audit action's part). */
const SNAKE_CODE = /\b[a-z]+_[a-z_]+\b/;
/** The KPK's internal stages the reporter need not know. */
const INTERNAL = /Review negative list|Identifikasi unsur negative list/i;

/** The names of every account holding a KPK or PPG staff role (read through the admin's user list). */
async function staffNames(request: APIRequestContext): Promise<string[]> {
  const names = new Set<string>();
  for (const role of [...KPK_STAFF_ROLES, ...PPG_ROLES]) {
    const page = await apiGet<{ items: { name: string }[] }>(
      request,
      'sysadmin',
      `admin/users?role=${encodeURIComponent(role)}&per_page=100`,
    );
    for (const u of page.items) names.add(u.name);
  }
  return [...names];
}

/** One report per status of the reporter's own (the detail page differs with the stage). */
async function reportsToVisit(request: APIRequestContext): Promise<number[]> {
  const byStatus = new Map<string, number>();
  for (const tab of ['DRAFT', 'UPG', 'TERKIRIM', 'PROSES', 'PIUTANG', 'SELESAI']) {
    const page = await apiGet<{ items: { id: number; status: string }[] }>(
      request,
      REPORTER,
      `laporan/tabbed?tab=${tab}&per_page=100`,
    );
    for (const item of page.items) if (!byStatus.has(item.status)) byStatus.set(item.status, item.id);
  }
  return [...byStatus.values()];
}

/** Grey lines standing for content still loading (antd's, and the plain ones of the areas' homes). */
const LOADING = '.ant-skeleton, .pl-skeleton';

/** The page is up: the boot screen gone and something to read. */
async function loaded(page: Page): Promise<void> {
  const body = page.locator('body');
  await expect(body).toHaveText(/\S/, { useInnerText: true, timeout: 120_000 });
  await expect(body).not.toHaveText(/Memuat Gratifikasi Online/, { useInnerText: true, timeout: 120_000 });
}

/** The page's visible text once loaded, with every collapsed section opened and each tab's panel shown. */
async function everyText(page: Page): Promise<string> {
  await loaded(page);
  await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 60_000 });
  for (const header of await page.locator('.ant-collapse-header[aria-expanded="false"]').all()) {
    await header.click();
  }
  await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 60_000 });
  const texts = [await page.locator('body').innerText()];
  const tabs = page.locator('.ant-tabs-tab:not(.ant-tabs-tab-disabled)');
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 60_000 });
    texts.push(await page.locator('body').innerText());
  }
  return texts.join('\n');
}

/** What the page says that a reporter must not read: codes, internal stages, KPK staff names. */
function findings(text: string, staff: readonly string[]): string[] {
  const found: string[] = [];
  for (const [what, rx] of [
    ['kode langkah', STEP_CODE],
    ['kode peran', ROLE_CODE],
    ['status mentah', RAW_STATE],
    ['kode', SNAKE_CODE],
    ['langkah internal', INTERNAL],
  ] as const) {
    const hit = rx.exec(text);
    if (hit) found.push(`${what} "${hit[0]}"`);
  }
  for (const name of staff) if (text.includes(name)) found.push(`nama petugas KPK "${name}"`);
  return found;
}

test.describe('the reporter reads words, not codes', () => {
  test.use({ signedInAs: REPORTER });
  // A walk over every page: signing in counts too, so the time is set for the whole test.
  test.describe.configure({ timeout: 600_000 });

  test('every page the reporter can reach shows no step code, role code, raw state or KPK staff name', async ({
    page,
    request,
  }) => {
    const staff = await staffNames(request);
    expect(staff.length, 'the demo has KPK staff accounts').toBeGreaterThan(5);
    const ids = await reportsToVisit(request);
    // The demo reporter has reports in several stages, finished ones among them.
    expect(ids.length).toBeGreaterThan(3);

    // Every screen of the reporter's area without an id, then what its menu links to, then its reports.
    const paths = new Set(
      APP_ROUTES.filter((r) => r.path.startsWith('/individu/') && !r.path.includes(':')).map((r) => r.path),
    );
    await page.goto(buildPath('individu-beranda'));
    await loaded(page);
    for (const submenu of await page.locator('.ant-menu-submenu-title').all()) await submenu.click();
    for (const href of await page.locator('.ant-layout-sider a[href^="/"], header a[href^="/"]').all()) {
      const path = await href.getAttribute('href');
      if (path) paths.add(path.split('?')[0] ?? path);
    }
    for (const id of ids) paths.add(buildPath('individu-laporan-detail', { id }));

    const problems: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      const found = findings(await everyText(page), staff);
      if (found.length) problems.push(`${path}: ${found.join(', ')}`);
    }
    expect(problems, 'pages a reporter reads with codes or KPK staff names').toEqual([]);
  });
});

import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, test as base, type Page } from '@playwright/test';

/**
 * Accessibility in every journey (issue 24 §4): each page a test visits is scanned once by axe-core against the
 * WCAG 2.0/2.1 A and AA rules, and a violation of a failing impact (FAILING_IMPACTS) fails the test that met it, naming the rule,
 * the elements and the page. `test` here is the root of every spec's `test` (support/session builds on it).
 *
 * How: every browser context of the test is watched — the `page` fixture's and the ones a test opens itself through
 * `browser.newContext()` (signedInContext, the Desks of the KPK journeys); the routes its pages visit (full loads and
 * SPA route changes) are recorded. axe runs in the page's own thread and holds it for seconds on a busy machine, so
 * nothing is scanned while the test acts: when a context's use ends (the test closes it, or the test's body is done),
 * its pages are scanned as the test left them and the other routes it visited are opened again in it, same session
 * and role, quiet (no request in flight, no transition playing), and scanned. A route is scanned once per role per
 * worker — its pattern (ids turned into `:id`) with the SPA session's active role — so a journey that opens fifty
 * reports costs one scan. The time the scans take is added to the test's timeout. A test that already failed is
 * not scanned further.
 */

/** The rules the suite holds the app to: WCAG 2.0 and 2.1, levels A and AA. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The impacts that fail a test (issue 24 §4): serious and critical. Lesser findings go to the report of a11y.spec. */
export const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);
/** Every impact axe knows. */
export const ALL_IMPACTS: ReadonlySet<string> = new Set(['minor', 'moderate', 'serious', 'critical']);

/** Milliseconds without a request in flight before a page counts as quiet. */
const QUIET_MS = 400;
/** Longest wait for a page to become quiet; a page that polls is scanned as it is. */
const SETTLE_LIMIT_MS = 10_000;

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  page: string;
}

/** A path's pattern: numeric ids, UUIDs and tokens become `:id`, so `/kpk/laporan/12` and `/kpk/laporan/13` are one. */
export function routePattern(url: string): string {
  const { pathname } = new URL(url);
  return pathname
    .split('/')
    .map((segment) =>
      /^\d+$/.test(segment) ||
      /^[0-9a-f-]{16,}$/i.test(segment) ||
      (segment.length >= 20 && /\d/.test(segment))
        ? ':id'
        : segment,
    )
    .join('/');
}

/** The violations axe finds on the page as it is now, serious and critical ones unless `impacts` says otherwise. */
export async function axeFindings(
  page: Page,
  impacts: ReadonlySet<string> = FAILING_IMPACTS,
): Promise<AxeFinding[]> {
  // Legacy mode runs axe in the page itself; the default opens a blank page in the test's context to merge the
  // frames' results, which a test waiting for a popup would take for its own. "Label in name" (WCAG 2.5.3) is
  // still marked experimental by axe, so off unless asked for.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(AXE_TAGS)
    .analyze();
  return results.violations
    .filter((v) => impacts.has(v.impact ?? ''))
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
      page: page.url(),
    }));
}

/** A readable list of findings, one rule a paragraph. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings
    .map(
      (f) =>
        `[${f.impact}] ${f.rule} — ${f.help}\n  page: ${f.page}\n${f.targets
          .slice(0, 8)
          .map((t) => `  · ${t}`)
          .join('\n')}${f.targets.length > 8 ? `\n  · … and ${f.targets.length - 8} more` : ''}`,
    )
    .join('\n');
}

/** The role the SPA's session is in on this page ('-' signed out), read from its localStorage profile. */
async function activeRole(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      try {
        const profile = JSON.parse(window.localStorage.getItem('s_profile') ?? 'null') as {
          active_role?: { name?: string } | null;
        } | null;
        return profile?.active_role?.name ?? '-';
      } catch {
        return '-';
      }
    })
    .catch(() => '-');
}

/** A page of the app itself: not a PDF or a file the API answers, not a blank or a data page. */
function isAppUrl(url: string): boolean {
  if (!url.startsWith('http')) return false;
  const { pathname } = new URL(url);
  return !pathname.startsWith('/api/') && !/\.[a-z0-9]{2,4}$/i.test(pathname);
}

/** Requests in flight per page, to tell when a page has drawn what it loads. */
const inFlight = new WeakMap<Page, { count: number }>();

/** Resolves once the page has had no request in flight for QUIET_MS and its finite animations have ended. */
async function settle(page: Page): Promise<void> {
  const requests = inFlight.get(page) ?? { count: 0 };
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    if (requests.count > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) break;
    await page.waitForTimeout(100);
  }
  await page.evaluate(
    (limit) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
            .map((a) => a.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, limit)),
      ]),
    2_000,
  );
}

/** Rules whose result depends on a colour in the middle of a transition (a badge zooming in, a button's hover fade). */
const TRANSITIONAL_RULES: ReadonlySet<string> = new Set(['color-contrast']);

/**
 * The findings that last: a contrast finding counts only when a second scan, once the page has settled again,
 * still finds it on the same element. A colour caught half-way through an antd motion is not what a user reads.
 */
export async function lastingFindings(
  page: Page,
  impacts: ReadonlySet<string> = FAILING_IMPACTS,
): Promise<AxeFinding[]> {
  const first = await axeFindings(page, impacts);
  if (!first.some((f) => TRANSITIONAL_RULES.has(f.rule))) return first;
  await page.waitForTimeout(500);
  await settle(page);
  const again = new Map((await axeFindings(page, impacts)).map((f) => [f.rule, new Set(f.targets)]));
  return first.flatMap((f) => {
    if (!TRANSITIONAL_RULES.has(f.rule)) return [f];
    const targets = f.targets.filter((t) => again.get(f.rule)?.has(t));
    return targets.length > 0 ? [{ ...f, targets }] : [];
  });
}

/** Adds the time a scan took to the running test's timeout: scanning is not the journey's time. */
function giveBackTime(since: number): void {
  try {
    const info = base.info();
    info.setTimeout(info.timeout + (Date.now() - since));
  } catch {
    // Outside a test (a worker fixture's teardown): no test timeout runs.
  }
}

/**
 * The scans of one worker. axe runs in the page's own thread and blocks it for seconds on a busy machine, so a
 * scan never runs under a test's feet: each context only records the routes its pages visit, and they are
 * scanned when the context's use ends — when the test closes it, or after the test's body for the ones still
 * open. Then the pages are scanned as the test left them, and every other route visited is opened again in one
 * of the context's pages (same session, same role) and scanned. Routes already scanned for that role by this
 * worker are skipped. Findings belong to the running test and are handed over at its end.
 */
class AxeWatch {
  private readonly scanned = new Set<string>();
  /** Per watched context, the routes its pages visited: pattern → the last URL of that pattern. */
  private readonly visits = new Map<BrowserContext, Map<string, string>>();
  private findings: AxeFinding[] = [];
  enabled = true;

  watchContext(context: BrowserContext): void {
    if (this.visits.has(context)) return;
    this.visits.set(context, new Map());
    context.on('page', (page) => this.watchPage(context, page));
    for (const page of context.pages()) this.watchPage(context, page);
    context.on('close', () => this.visits.delete(context));
    const close = context.close.bind(context);
    context.close = async (...args: Parameters<BrowserContext['close']>) => {
      await this.flush(context);
      return close(...args);
    };
  }

  private watchPage(context: BrowserContext, page: Page): void {
    const requests = { count: 0 };
    inFlight.set(page, requests);
    page.on('request', () => {
      requests.count += 1;
    });
    const done = () => {
      requests.count = Math.max(0, requests.count - 1);
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    page.on('framenavigated', (frame) => {
      const url = frame.url();
      if (frame !== page.mainFrame() || !isAppUrl(url)) return;
      const routes = this.visits.get(context);
      if (!routes) return;
      const pattern = routePattern(url);
      routes.delete(pattern);
      routes.set(pattern, url);
    });
  }

  /** Scans what the context's pages visited (see the class); never throws. */
  async flush(context: BrowserContext): Promise<void> {
    const routes = this.visits.get(context);
    if (!routes || routes.size === 0 || !this.enabled) return;
    this.visits.set(context, new Map());
    const since = Date.now();
    try {
      const open = context.pages().filter((p) => !p.isClosed() && isAppUrl(p.url()));
      for (const page of open) await this.scanHere(page);
      const page = open[0] ?? (await context.newPage());
      for (const url of routes.values()) {
        if (this.scanned.has(`${await activeRole(page)} ${routePattern(url)}`)) continue;
        await page.goto(url);
        await this.scanHere(page);
      }
    } catch {
      // A page or context closed under the scan: what was scanned counts.
    } finally {
      giveBackTime(since);
    }
  }

  /** Scans the page as it is when its route has not been scanned for the session's role. */
  private async scanHere(page: Page): Promise<void> {
    await settle(page);
    if (!isAppUrl(page.url())) return;
    const key = `${await activeRole(page)} ${routePattern(page.url())}`;
    if (this.scanned.has(key)) return;
    this.scanned.add(key);
    try {
      this.findings.push(...(await lastingFindings(page)));
    } catch (error) {
      this.scanned.delete(key);
      throw error;
    }
  }

  /** Scans the contexts still open (unless the test already failed) and hands over the test's findings. */
  async collect(scan: boolean): Promise<AxeFinding[]> {
    for (const context of [...this.visits.keys()]) {
      if (scan) await this.flush(context);
      // What is left is not scanned when the context closes after the test either.
      this.visits.get(context)?.clear();
    }
    const findings = this.findings;
    this.findings = [];
    return findings;
  }
}

/** The worker's watch; the worker's browser reports every context it opens to it. */
const watch = new AxeWatch();
const patchedBrowsers = new WeakSet<Browser>();

function watchBrowser(browser: Browser): void {
  if (patchedBrowsers.has(browser)) return;
  patchedBrowsers.add(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    watch.watchContext(context);
    return context;
  };
}

/**
 * Playwright's `test` with the accessibility check on every page. `test.use({ axe: false })` turns it off for a
 * spec whose pages are not the app's (none today).
 */
export const test = base.extend<
  { axe: boolean; axeSwitch: undefined; axeCheck: undefined },
  { axeBrowser: undefined }
>({
  axe: [true, { option: true }],
  // Before any context of the test opens (the sign-in of support/session closes one), so it is scanned or not
  // as the test says.
  axeSwitch: [
    async ({ axe }, use) => {
      watch.enabled = axe;
      await use(undefined);
    },
    { auto: true },
  ],
  axeBrowser: [
    async ({ browser }, use) => {
      watchBrowser(browser);
      await use(undefined);
    },
    { scope: 'worker', auto: true },
  ],
  axeCheck: [
    async ({ axe, context, axeSwitch }, use, testInfo) => {
      void axeSwitch;
      watch.watchContext(context);
      await use(undefined);
      const findings = await watch.collect(axe && testInfo.status === testInfo.expectedStatus);
      watch.enabled = true;
      if (findings.length > 0) {
        throw new Error(
          `axe: ${findings.length} accessibility violation(s) of a failing impact\n${describeFindings(findings)}`,
        );
      }
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';

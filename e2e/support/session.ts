import type { Browser, BrowserContext } from '@playwright/test';
import { test as base, expect } from './a11y';
import { loginThroughForm, sessionEntries } from './ui';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The signed-in browser state of each account, per worker process. The first context of an account signs in
 * through the login form; later ones start from its storage (the SPA keeps its session in localStorage), so a
 * spec that is not about signing in skips the login screen. This relies on `single_session` being off (the seeded
 * default): every context of a worker then shares one live session of the account. A spec that signs out, changes
 * the password or switches the role of an account signs in on its own instead.
 */
const states = new Map<string, StorageState>();

/**
 * Keeps a context's storage as the account's state when it still holds that account's session, so the activity
 * times the SPA records move on with use.
 */
export async function rememberSession(username: string, context: BrowserContext): Promise<void> {
  // A context a test has closed itself has nothing to give: the account keeps the state it had.
  const state = await context.storageState().catch(() => null);
  if (!state) return;
  const local = new Map(state.origins.flatMap((o) => o.localStorage).map((e) => [e.name, e.value]));
  let owner = '';
  try {
    owner = (JSON.parse(local.get('s_profile') ?? '{}') as { username?: string }).username ?? '';
  } catch {
    // An unreadable profile is no session to keep.
  }
  if (local.get('s_access_token') && owner === username) states.set(username, state);
}

/** Signs the context's new page in through the login form and keeps the session it got. */
async function signInOnce(context: BrowserContext, username: string): Promise<void> {
  const page = await context.newPage();
  await loginThroughForm(page, username);
  // The SPA writes the token pair and the profile before it leaves /login; wait for both all the same.
  await expect
    .poll(async () => {
      const entries = await sessionEntries(page);
      return Boolean(entries.s_access_token && entries.s_profile);
    })
    .toBe(true);
  await rememberSession(username, context);
  await page.close();
}

/**
 * A context with the project's options and the given storage (else none). Playwright applies the test's options to
 * `browser.newContext()` in a test body, its `storageState` too (a spec's `signedInAs`), but not while fixtures are
 * set up; so every option that matters is given here.
 */
function newContext(browser: Browser, storageState?: StorageState): Promise<BrowserContext> {
  const { baseURL, locale, timezoneId, viewport, userAgent } = base.info().project.use;
  return browser.newContext({
    baseURL,
    locale,
    timezoneId,
    viewport,
    userAgent,
    storageState: storageState ?? { cookies: [], origins: [] },
  });
}

/** The storage of a browser signed in as `username`, signing in through the form the first time. */
export async function sessionState(browser: Browser, username: string): Promise<StorageState> {
  if (!states.has(username)) {
    const context = await newContext(browser);
    try {
      await signInOnce(context, username);
    } finally {
      await context.close();
    }
  }
  const state = states.get(username);
  if (!state) throw new Error(`no session stored for ${username}`);
  return state;
}

/** A new browser context signed in as `username` (the first one of a worker is the one that signed in). */
export async function signedInContext(browser: Browser, username: string): Promise<BrowserContext> {
  const known = states.get(username);
  if (known) return newContext(browser, known);
  const context = await newContext(browser);
  await signInOnce(context, username);
  return context;
}

/**
 * `test` whose `page` can start signed in: `test.use({ signedInAs: 'sysadmin' })` in a spec that is not about
 * signing in. Without it the page starts signed out, as Playwright's own.
 */
export const test = base.extend<{ signedInAs: string | null }>({
  signedInAs: [null, { option: true }],
  storageState: async ({ signedInAs, storageState, browser }, use) => {
    await use(signedInAs ? await sessionState(browser, signedInAs) : storageState);
  },
  context: async ({ context, signedInAs }, use) => {
    await use(context);
    if (signedInAs) await rememberSession(signedInAs, context);
  },
});

export { expect };

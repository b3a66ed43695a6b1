import {
  type AksiKeputusan,
  DEFAULT_TASKS,
  decisionSchema,
  type LaporanAksi,
  stepLabel,
} from '@gratifikasi/domain';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
} from '@playwright/test';
import { apiGet, apiToken, bearer } from './api';
import { pickOption } from './laporan';
import { rememberSession, signedInContext } from './session';
import { confirmSending } from './ui';

/** The report's live items, as the KPK reads them. */
async function rincianOf(request: APIRequestContext, id: number): Promise<{ id: number }[]> {
  return (await apiGet<{ rincian: { id: number }[] }>(request, 'koordinator', `laporan/${id}`)).rincian;
}

/**
 * One decision through the API, as the panel makes it: `GET laporan/{id}/aksi` as the account, the offered
 * decision's call with the version it gave and the step's fields (checked first against the shared step form).
 * Answers the step the report moved to. For the set-up of a journey whose point lies further on.
 */
export async function apiDecide(
  request: APIRequestContext,
  username: string,
  laporanId: number,
  keputusan: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const aksi = await apiGet<LaporanAksi>(request, username, `laporan/${laporanId}/aksi`);
  const choice: AksiKeputusan | undefined = aksi.keputusan.find((k) => k.keputusan === keputusan);
  expect(choice, `${username} may decide ${keputusan} at ${aksi.step} (${aksi.alasan ?? ''})`).toBeTruthy();
  const body = decisionSchema(choice?.formulir, keputusan).parse(fields);
  const res = await request.post(`/api/${choice?.path}`, {
    headers: bearer(await apiToken(request, username)),
    data: { keputusan, versi: aksi.version, ...body },
  });
  expect(res.status(), `${choice?.path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: { step: string } }).data.step;
}

/** Whom the account distributes to (`laporan/beban`), by name. */
async function distributionTarget(
  request: APIRequestContext,
  username: string,
  jenis: 'grup' | 'anggota',
  nama: string,
): Promise<number> {
  const rows = await apiGet<{ id: number; nama: string }[]>(
    request,
    username,
    `laporan/beban?jenis=${jenis}`,
  );
  const row = rows.find((r) => r.nama === nama);
  if (!row) throw new Error(`${jenis} ${nama} missing`);
  return row.id;
}

/**
 * Distribution and information verification through the API, to the negative-list step (f31): the same calls
 * and choices journey (a) makes in the browser.
 */
export async function apiToNegativeList(request: APIRequestContext, id: number): Promise<void> {
  const grup_id = await distributionTarget(request, 'koordinator', 'grup', 'Grup Pelaporan Gratifikasi I');
  expect(await apiDecide(request, 'koordinator', id, 'distribusi', { grup_id })).toBe('distribusi-f');
  const anggota_user_id = await distributionTarget(request, 'ketua_group', 'anggota', 'Demo Anggota Tim');
  expect(await apiDecide(request, 'ketua_group', id, 'distribusi', { anggota_user_id })).toBe('f30');
  const verifikasi = {
    informasi_sesuai: true,
    hasil_verifikasi: 'Identitas pelapor dan pemberi sesuai dokumen.',
  };
  expect(await apiDecide(request, 'anggota_tim', id, 'setuju', verifikasi)).toBe('f34');
  expect(await apiDecide(request, 'ketua_tim', id, 'setuju')).toBe('f38');
  expect(await apiDecide(request, 'ketua_group', id, 'setuju')).toBe('f31');
}

/**
 * Negative list (no item on it, as the system proposes) and completeness checked through the API, to the group
 * head's completeness approval (f3b).
 */
export async function apiToCompletenessApproval(request: APIRequestContext, id: number): Promise<void> {
  const rincian = await rincianOf(request, id);
  const nl = { items: rincian.map((r) => ({ rincian_id: r.id, unsur_nl_id: null })) };
  expect(await apiDecide(request, 'anggota_tim', id, 'setuju', nl)).toBe('f35');
  expect(await apiDecide(request, 'ketua_tim', id, 'setuju', nl)).toBe('f39');
  expect(await apiDecide(request, 'ketua_group', id, 'setuju', nl)).toBe('f33');
  const checklist = await apiGet<{ items: { kode?: string }[] }>(
    request,
    'anggota_tim',
    'admin/masters/checklist-kelengkapan?per_page=200',
  );
  const kelengkapan = { checklist: checklist.items.map((c) => ({ kode: String(c.kode), ada: true })) };
  expect(await apiDecide(request, 'anggota_tim', id, 'setuju', kelengkapan)).toBe('f37');
  expect(await apiDecide(request, 'ketua_tim', id, 'setuju')).toBe('f3b');
}

/** Fills what a step's form asks, as a person would. */
export type Fill = (page: Page) => Promise<void>;

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The KPK staff at their desks for one journey: each account's browser signs in once (a stored session, see
 * support/session) and keeps its page, so a step costs one page load rather than a login and two.
 */
export class Desks {
  private readonly contexts = new Map<string, BrowserContext>();
  private readonly pages = new Map<string, Page>();
  /** Who acted last, and on which report: their page already shows where it stands now. */
  private last: { username: string; laporanId: number } | null = null;

  constructor(private readonly browser: Browser) {}

  private async pageOf(username: string): Promise<Page> {
    const known = this.pages.get(username);
    if (known) return known;
    const context = await signedInContext(this.browser, username);
    this.contexts.set(username, context);
    const page = await context.newPage();
    this.pages.set(username, page);
    return page;
  }

  /**
   * One step in the browser, by the account of the role that owns it: open the report (unless this account just
   * moved it and its panel shows the next step already), pick the decision, fill the form, confirm; the decision's
   * call must succeed and the panel then shows the next step.
   */
  async decide(
    username: string,
    laporanId: number,
    decision: string,
    nextStepName: string,
    fill?: Fill,
  ): Promise<void> {
    const page = await this.pageOf(username);
    if (this.last?.username !== username || this.last.laporanId !== laporanId) {
      await page.goto(`/kpk/laporan-detail/${laporanId}`);
    }
    this.last = null;
    const panel = page.getByTestId('proses-panel');
    // The panel draws its decisions from `aksi`: wait for the one wanted rather than for any panel.
    const option = panel
      .locator('.ant-radio-button-wrapper')
      .filter({ hasText: new RegExp(`^${literal(decision)}$`) });
    await expect(option).toBeVisible({ timeout: 30_000 });
    await option.click();
    await expect(option).toHaveClass(/ant-radio-button-wrapper-checked/);
    if (fill) await fill(page);
    // Nothing of the form may still be loading: a decision sent before its fields have their values is refused.
    await expect(panel.locator('.ant-skeleton')).toHaveCount(0);
    await panel.getByRole('button', { name: decision, exact: true }).click();
    const request = await confirmSending(
      page,
      decision,
      (r) =>
        r.method() === 'POST' &&
        new URL(r.url()).pathname.startsWith(`/api/laporan/${laporanId}/`) &&
        !r.url().includes('preview'),
    );
    // The first minutes after the server starts are busy (demo seeds, the report summary's first build).
    const res = await request.response();
    if (!res) throw new Error(`${username} ${decision}: no answer`);
    expect(res.status(), `${username} ${decision}: ${await res.text()}`).toBe(200);
    // The panel names the step in words (issue 24 §2), as the process names it: a step code given here is read so.
    const label = DEFAULT_TASKS.find((t) => t.kode === nextStepName)?.nama ?? stepLabel(nextStepName);
    await expect(panel).toContainText(label === 'Langkah lain' ? nextStepName : label, { timeout: 30_000 });
    this.last = { username, laporanId };
  }

  /** The account's page opened at `path`, e.g. to read what a step told them. */
  async open(username: string, path: string): Promise<Page> {
    const page = await this.pageOf(username);
    await page.goto(path);
    if (this.last?.username === username) this.last = null;
    return page;
  }

  /** Closes every browser, keeping each account's session for the next journey of this worker. */
  async close(): Promise<void> {
    for (const [username, context] of this.contexts) {
      await rememberSession(username, context);
      await context.close();
    }
    this.contexts.clear();
    this.pages.clear();
  }
}

export const fills = {
  grup: (page: Page) => pickOption(page, 'Grup tujuan', 'Grup Pelaporan Gratifikasi I ('),
  anggota: (page: Page) => pickOption(page, 'Anggota tim', 'Demo Anggota Tim —'),
  /**
   * The negative-list panel has loaded and offered its choice for every item (it hands the assessment to the form
   * as it does): the level confirms what it was offered.
   */
  nl: async (page: Page) => {
    const items = page.getByTestId('proses-panel').getByRole('radio', { name: 'Setujui usulan' });
    await expect(items.first()).toBeVisible();
    for (const item of await items.all()) await expect(item).toBeChecked();
  },
  /** Ticks every document of the completeness checklist once the master's items are there. */
  kelengkapan: async (page: Page) => {
    const boxes = page.getByTestId('proses-panel').getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    for (const box of await boxes.all()) await box.check();
  },
  verifikasi: async (page: Page) => {
    await page.getByLabel('Sesuai', { exact: true }).check();
    await page.getByLabel('Hasil verifikasi').fill('Identitas pelapor dan pemberi sesuai dokumen.');
  },
  lha: async (page: Page) => {
    await pickOption(page, 'Level jabatan pelapor', 'eselon II');
    await page
      .getByLabel('Ringkasan analisis')
      .fill('Penerimaan berhubungan dengan jabatan pelapor sebagai pejabat pengadaan.');
    await page.getByLabel('Milik Negara', { exact: true }).first().check();
  },
  pertimbangan: (page: Page) =>
    page.getByLabel('Pertimbangan').fill('Analisis telah direviu dan dapat ditetapkan.'),
} satisfies Record<string, Fill>;

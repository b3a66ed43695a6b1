import type { Page } from '@playwright/test';
import { apiGet } from '../support/api';
import { expect, test } from '../support/session';

// Issue 24 §3: on a phone held upright (390 × 844) the KPK's report page and inbox fit the screen — no sideways
// scrolling — and the inbox's rows show the step and the deadline (cards, DataTable on a phone).
test.use({ signedInAs: 'anggota_tim', viewport: { width: 390, height: 844 } });

interface InboxPage {
  items: { id: number; nosig: string | null }[];
}

/** The elements that reach past the right edge of the screen, to name them when the page overflows. */
async function overflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; wide: string[] }> {
  return page.evaluate(() => {
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(0, 8)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className.toString().split(' ').slice(0, 2).join('.')}`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, wide };
  });
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const seen = await overflow(page);
  expect(seen.scrollWidth, `wider than the screen: ${seen.wide.join(', ')}`).toBeLessThanOrEqual(
    seen.innerWidth,
  );
}

test.describe('inbox', () => {
  test('the inbox on a phone: no sideways scroll, each report a card with its step and deadline', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const inbox = await apiGet<InboxPage>(
      request,
      'anggota_tim',
      'laporan/kotak-masuk?tab=menunggu&per_page=5',
    );
    expect(inbox.items.length, 'the demo gives the team member reports to work on').toBeGreaterThan(0);
    await page.goto('/kpk/anggota-laporan');
    const card = page.getByTestId('kartu-baris').first();
    // The first visit loads the app and the inbox's screen: long on a busy machine.
    await expect(card).toBeVisible({ timeout: 90_000 });
    for (const label of ['Langkah', 'Tenggat']) {
      const cell = card.getByText(label, { exact: true });
      await expect(cell).toBeVisible();
      const box = await cell.boundingBox();
      expect(box && box.x + box.width, `${label} inside the screen`).toBeLessThanOrEqual(390);
    }
    await expectNoSidewaysScroll(page);
  });
});

test('the report page on a phone fits the screen, down to its letters and path', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const inbox = await apiGet<InboxPage>(
    request,
    'anggota_tim',
    'laporan/kotak-masuk?tab=menunggu&per_page=1',
  );
  const id = inbox.items[0]?.id;
  expect(id).toBeTruthy();
  await page.goto(`/kpk/laporan-detail/${id}`);
  await expect(page.getByTestId('proses-panel')).toBeVisible({ timeout: 90_000 });
  const dokumen = page.getByTestId('dokumen-laporan');
  await expect(dokumen).toBeVisible({ timeout: 30_000 });
  // A report in verification or analysis has no bill or handover record yet: the card offers none.
  await expect(dokumen.getByRole('button', { name: /Surat tagihan|Berita acara serah terima/ })).toHaveCount(
    0,
  );
  await expectNoSidewaysScroll(page);
  // Down to the foot of the page: the path diagram and the history are drawn once scrolled to.
  await page.getByText('Riwayat Status').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 10_000);
  await expect(page.getByText('Alur Laporan')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 60_000 });
  await expectNoSidewaysScroll(page);
});

import { LINK_EXPIRED_MESSAGE } from '@gratifikasi/domain';
import { expect, test } from '../support/session';

// Issue 4 §7: the reporter's side of the KPK's mailed links. A valid link needs a token the workflow issues (the
// server and component tests cover those paths); here a link that is unknown or expired shows the spec message.

const unknownToken = () => `e2e${Date.now().toString(36)}${'x'.repeat(30)}`;

for (const kind of ['kelengkapan', 'tanggapan'] as const) {
  test(`an unknown konfirmasi-${kind} link shows the expired message and reloads on request`, async ({
    page,
  }) => {
    const token = unknownToken();
    await page.goto(`/konfirmasi-${kind}/${token}/fill`);
    await expect(page.getByText(LINK_EXPIRED_MESSAGE)).toBeVisible();
    // No form is offered for a dead link.
    await expect(page.getByRole('button', { name: /^Kirim/ })).toHaveCount(0);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Muat ulang' }).click();
    await reloaded;
    await expect(page.getByText(LINK_EXPIRED_MESSAGE)).toBeVisible();
  });
}

test('the public-link API answers 422 with the spec message for an unknown token, without a session', async ({
  request,
}) => {
  const res = await request.get(`/api/public-link/${unknownToken()}/validate`);
  expect(res.status()).toBe(422);
  expect(await res.json()).toMatchObject({ message: LINK_EXPIRED_MESSAGE, data: null });
});

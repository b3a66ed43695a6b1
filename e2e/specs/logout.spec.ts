import { expect, test } from '../support/session';
import { loginThroughForm, logoutThroughUi, sessionEntries } from '../support/ui';

test('logout clears every s_ entry and revokes the token', async ({ page, request }) => {
  await loginThroughForm(page, 'data_entry');
  await expect(page).toHaveURL(/\/data-entry\/beranda$/);
  const before = await sessionEntries(page);
  expect(before.s_access_token).toBeTruthy();
  expect(before.s_refresh_token).toBeTruthy();
  expect(before.s_profile).toBeTruthy();

  await logoutThroughUi(page);

  expect(await sessionEntries(page)).toEqual({});
  const res = await request.get('/api/my-profile', {
    headers: { authorization: `Bearer ${before.s_access_token}` },
  });
  // 469: the token's session was revoked (docs/api.md), which forces any other tab to log out too.
  expect(res.status()).toBe(469);
});

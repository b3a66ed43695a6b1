import { roleByName } from '@gratifikasi/domain';
import { apiProfile, apiToken } from '../support/api';
import { MULTI_ROLE_USERNAME } from '../support/demo';
import { expect, test } from '../support/session';
import { activeRoleInHeader, loginThroughForm, switchRole } from '../support/ui';

test('kpk_multi switches its active role from the header and lands on that role’s home', async ({
  page,
  request,
}) => {
  const profile = await apiProfile(request, await apiToken(request, MULTI_ROLE_USERNAME));
  expect(profile.roles.map((r) => r.name).sort()).toEqual(['anggota_tim', 'ketua_group', 'ketua_tim']);

  await loginThroughForm(page, MULTI_ROLE_USERNAME);
  await expect(page).toHaveURL(/\/kpk\/beranda$/);
  const startLabel = await activeRoleInHeader(page);
  const target = profile.roles.find((r) => r.label !== startLabel);
  if (!target) throw new Error('kpk_multi needs a second role to switch to');

  await switchRole(page, target.label);

  await expect(page).toHaveURL(/\/kpk\/beranda$/);
  expect(await activeRoleInHeader(page)).toBe(roleByName(target.name).label);
  const stored = await page.evaluate(() => window.localStorage.getItem('s_profile'));
  expect(JSON.parse(stored ?? '{}').active_role?.name).toBe(target.name);

  // The server kept the choice for the session: a reload still shows the switched role.
  await page.reload();
  await expect.poll(() => activeRoleInHeader(page)).toBe(target.label);
});

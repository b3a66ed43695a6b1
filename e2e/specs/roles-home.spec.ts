import { buildPath, homeRouteName } from '@gratifikasi/domain';
import { expect, test } from '@playwright/test';
import { apiProfile, apiToken } from '../support/api';
import { DEMO_ACCOUNTS } from '../support/demo';
import { expectSignedInHeader, loginThroughForm } from '../support/ui';

// Spec §6: after login every role lands on its own home. The expected path comes from the domain's
// homeRouteName (the rule the guard uses), fed with the profile the server returns for that account.
for (const account of DEMO_ACCOUNTS) {
  test(`${account.role} (${account.username}) logs in and lands on its home`, async ({ page, request }) => {
    const profile = await apiProfile(request, await apiToken(request, account.username));
    expect(profile.active_role?.name).toBe(account.role);
    const expectedPath = buildPath(homeRouteName(profile));

    await loginThroughForm(page, account.username);

    await expect(page).toHaveURL((url) => url.pathname === expectedPath);
    await expectSignedInHeader(page, profile.name, account.label);
  });
}

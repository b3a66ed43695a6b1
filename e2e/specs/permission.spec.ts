import { DEFAULT_ROLE_PERMISSIONS, roleByName } from '@gratifikasi/domain';
import type { APIRequestContext } from '@playwright/test';
import { apiLogin, apiLogout } from '../support/api';
import { expect, test } from '../support/session';
import { loginThroughForm } from '../support/ui';

// Spec §6 "every permission required by a matched route must be held, else unauthorized". The seeded
// grant gives both admin roles every admin permission, so the spec takes one away from the sysadmin role
// through the admin API (as superuser) and puts the seeded grant back afterwards. It runs in the 'account'
// project, after the specs that sign in as sysadmin and before maintenance.
const SYSADMIN_ROLE_ID = roleByName('sysadmin').id;
let superuserToken = '';

async function setSysadminPermissions(request: APIRequestContext, permissions: readonly string[]) {
  const res = await request.put(`/api/admin/roles/${SYSADMIN_ROLE_ID}/permissions`, {
    headers: { authorization: `Bearer ${superuserToken}` },
    data: { permissions },
  });
  expect(res.status(), 'PUT /api/admin/roles/:id/permissions').toBe(200);
}

test.beforeAll(async ({ request }) => {
  superuserToken = (await apiLogin(request, 'superuser')).access_token;
});

test.afterAll(async ({ request }) => {
  await setSysadminPermissions(request, DEFAULT_ROLE_PERMISSIONS.sysadmin);
  await apiLogout(request, superuserToken);
});

test('a screen whose permission the user lacks sends to /unauthorized', async ({ page, request }) => {
  await setSysadminPermissions(
    request,
    DEFAULT_ROLE_PERMISSIONS.sysadmin.filter((p) => p !== 'manajemen-user'),
  );
  await loginThroughForm(page, 'sysadmin');
  await expect(page).toHaveURL(/\/admin\/home$/);

  await page.goto('/admin/users');

  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByText('Akses ditolak')).toBeVisible();
});

import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** The admin area's own screens (users, access, logs, configs), by domain route name. */
export const ADMIN_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'admin-users': () => import('../admin-users/UsersListPage').then((m) => m.UsersListPage),
  'admin-users-detail': () => import('../admin-users/UserDetailPage').then((m) => m.UserDetailPage),
  'admin-roles': () => import('../admin-access/RolesPage').then((m) => m.RolesPage),
  'admin-permission-roles': () => import('../admin-access/RolesPage').then((m) => m.PermissionRolesPage),
  'admin-permissions': () => import('../admin-access/PermissionsPage').then((m) => m.PermissionsPage),
  'admin-role-users': () => import('../admin-access/RoleUsersPage').then((m) => m.RoleUsersPage),
  'admin-permission-users': () =>
    import('../admin-access/PermissionUsersPage').then((m) => m.PermissionUsersPage),
  'admin-password-resets': () => import('../admin-logs/PasswordResetsPage').then((m) => m.PasswordResetsPage),
  'admin-login-locks': () => import('../admin-users/LoginLocksPage').then((m) => m.LoginLocksPage),
  'admin-trx-emails': () => import('../admin-logs/TrxEmailsPage').then((m) => m.TrxEmailsPage),
  'admin-log-activity': () => import('../admin-logs/LogActivityPage').then((m) => m.LogActivityPage),
  'admin-log-activity-detail': () => import('../admin-logs/LogDetailPage').then((m) => m.LogDetailPage),
  'admin-app-configs': () => import('./AppConfigsPage').then((m) => m.AppConfigsPage),
  'admin-app-configs-detail': () => import('./AppConfigDetailPage').then((m) => m.AppConfigDetailPage),
  'admin-eoffice-simulator': () => import('../eoffice/EofficePage').then((m) => m.EofficePage),
  'admin-media': () => import('../admin-media/MediaPage').then((m) => m.MediaPage),
  // The application's code lists, read-only (issue 28 §1).
  'admin-codes': () => import('../admin-codes/CodesPage').then((m) => m.CodesPage),
  'admin-mediables': () => import('../admin-media/MediablesPage').then((m) => m.MediablesPage),
};

import type { PermissionName, Profile, RoleName } from '@gratifikasi/domain';

/** One access (role assignment) of the user, as stored in role_users. */
export interface AccessRow {
  id: number;
  role_id: number;
  scope_type: string | null;
  scope_id: number | null;
  scope_name: string | null;
}

/** The account fields only the profile shows, with the user's live pelapors. */
export interface AccountRow {
  telepon: string | null;
  nik: string | null;
  avatar_media_id: number | null;
  pelapors: Profile['pelapors'];
}

/** Who is calling, resolved once per request by the auth hook. */
export interface AuthContext {
  user: {
    id: number;
    username: string;
    name: string;
    email: string | null;
    plh_gh_until: Date | null;
    /** KPK staff: the group and team they work in (the workflow's scopes); absent when not loaded. */
    grup_id?: number | null;
    tim_id?: number | null;
  };
  sessionId: number;
  accesses: AccessRow[];
  directPermissionIds: number[];
  activeAccess: AccessRow | null;
  activeRole: RoleName | null;
  permissions: Set<PermissionName>;
  /** Loaded with the session on routes that ask for it (`config.withAccount`: the profile). */
  account?: AccountRow;
}

/** Who a route admits: anyone, any signed-in user, or holders of a permission (any role) or role (active). */
export type RouteAccess =
  | 'public'
  | 'authenticated'
  | { permission?: readonly PermissionName[]; roles?: readonly RoleName[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Still answers during maintenance (logout, so a user can always end a session). */
    maintenanceExempt?: boolean;
    /** The caller's account fields come in the session's own lookup (the profile: one round trip, not two). */
    withAccount?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** What services need from a request for auditing and session records. */
export interface RequestMeta {
  id: string;
  ip: string;
  headers: Record<string, string | string[] | undefined>;
  auth: AuthContext | null;
}

export const ADMIN_ROLES: readonly RoleName[] = ['sysadmin', 'superuser'];

/** The bearer token of the Authorization header, if any. */
export function bearerToken(request: { headers: { authorization?: string } }): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : null;
}

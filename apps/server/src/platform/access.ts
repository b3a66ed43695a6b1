import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import {
  type AccountRow,
  ADMIN_ROLES,
  type AuthContext,
  bearerToken,
  type RouteAccess,
} from './auth-context';
import {
  assertSessionAlive,
  assertUserAllowed,
  prepareTokenLookup,
  prepareTokenLookupWithAccount,
  touchSession,
} from './authenticate';
import { AppError } from './errors';
import { collectPermissions } from './rbac';
import { sha256 } from './tokens';

/** Routes outside /api (the SPA's files) and the API docs are public by nature; every other route must say. */
function implicitAccess(url: string): RouteAccess | undefined {
  if (!url.startsWith('/api')) return 'public';
  if (url === '/api/docs' || url.startsWith('/api/docs/')) return 'public';
  return undefined;
}

function requestedAccessId(request: FastifyRequest): number | null {
  const raw = request.headers['x-access-id'];
  if (raw === undefined || raw === '' || Array.isArray(raw)) return null;
  const id = Number(raw);
  if (!Number.isInteger(id)) throw new AppError('FORBIDDEN');
  return id;
}

/**
 * Deny by default: registering a route without `config.access` fails at start. Every call to a non-public
 * route is authenticated (401/469/472/467/471), then held back by maintenance (503), then authorised (403).
 */
export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

export function registerAccessControl(
  app: FastifyInstance,
  ctx: ServerContext,
  routeTable: RouteEntry[],
): void {
  const lookup = prepareTokenLookup(ctx.db);
  const lookupWithAccount = prepareTokenLookupWithAccount(ctx.db);
  app.decorateRequest('auth', null);

  const authenticate = async (request: FastifyRequest, withAccount: boolean): Promise<AuthContext> => {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHENTICATED');
    const hash = sha256(token);
    let row: Awaited<ReturnType<typeof lookup.execute>>[number] | undefined;
    let account: AccountRow | undefined;
    if (withAccount) {
      const [found] = await lookupWithAccount.execute({ hash });
      if (found) {
        const { telepon, nik, avatar_media_id, pelapors, ...session } = found;
        row = session;
        account = { telepon, nik, avatar_media_id, pelapors };
      }
    } else {
      [row] = await lookup.execute({ hash });
    }
    if (!row) throw new AppError('UNAUTHENTICATED');
    ctx.tokenUsers.set(hash, row.user_id);
    assertSessionAlive(row);
    if (row.expires_at.getTime() <= Date.now()) throw new AppError('TOKEN_EXPIRED');
    const [settings, rbac] = await Promise.all([ctx.settings.get(), ctx.rbac.get()]);
    assertUserAllowed(row, settings.password_max_age_days);

    const wanted = requestedAccessId(request);
    let active = row.accesses.find((a) => a.id === (wanted ?? row.session_access_id)) ?? null;
    if (wanted !== null && !active) throw new AppError('FORBIDDEN');
    active ??= row.accesses[0] ?? null;

    await touchSession(ctx.db, row.session_id, row.last_used_at);
    return {
      user: {
        id: row.user_id,
        username: row.username,
        name: row.name,
        email: row.email,
        plh_gh_until: row.plh_gh_until,
        grup_id: row.grup_id,
        tim_id: row.tim_id,
      },
      sessionId: row.session_id,
      accesses: row.accesses,
      directPermissionIds: row.direct_permission_ids,
      activeAccess: active,
      activeRole: active ? (rbac.roles.get(active.role_id)?.name ?? null) : null,
      permissions: collectPermissions(
        rbac,
        row.accesses.map((a) => a.role_id),
        row.direct_permission_ids,
      ),
      ...(account ? { account } : {}),
    };
  };

  const guard = async (request: FastifyRequest): Promise<void> => {
    const config = request.routeOptions.config;
    const access = config.access;
    if (!access || access === 'public') return;
    const auth = await authenticate(request, config.withAccount === true);
    request.auth = auth;

    const isAdmin = auth.activeRole !== null && ADMIN_ROLES.includes(auth.activeRole);
    if (!isAdmin && !config.maintenanceExempt) {
      const { maintenance } = await ctx.settings.get();
      if (maintenance.enabled) throw new AppError('MAINTENANCE', maintenance.message);
    }
    if (access === 'authenticated') return;
    // A permission is looked up across all roles; a role only matches the active one (spec §6).
    if (access.permission && !access.permission.every((p) => auth.permissions.has(p))) {
      throw new AppError('FORBIDDEN');
    }
    if (access.roles && (auth.activeRole === null || !access.roles.includes(auth.activeRole))) {
      throw new AppError('FORBIDDEN');
    }
  };

  // Each route's own hook, added after the rate limiter's (registered earlier): a flood of made-up tokens is cut
  // off by the limit before it costs a token lookup.
  app.addHook('onRoute', (route) => {
    route.config ??= {};
    if (!route.config.access) {
      const implicit = implicitAccess(route.url);
      if (!implicit) throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
      route.config.access = implicit;
    }
    // The OpenAPI document shows public routes without the bearer lock.
    if (route.config.access === 'public' && route.schema) route.schema = { ...route.schema, security: [] };
    for (const method of [route.method].flat()) {
      routeTable.push({ method, url: route.url, access: route.config.access });
    }
    route.onRequest = [...(route.onRequest ? [route.onRequest].flat() : []), guard];
  });
}

/** The caller of a non-public route; the onRequest hook guarantees it is set. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}

import { type ReportArea, reportAreaOf } from '@gratifikasi/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';
import { upgScopeOf } from '../laporan/access';

/**
 * Whose reports a report reads (issue 14 §1, spec §6). KPK staff, reporters (statistics) and observers read every
 * filed report; a UPG account the reports filed through its UPG (as its lists do); an individu its own reports.
 */
export type ReportScope =
  | { kind: 'semua' }
  | { kind: 'upg'; upgId: number | null }
  | { kind: 'individu'; userId: number };

export interface ReportCaller {
  area: ReportArea;
  scope: ReportScope;
  userId: number;
  /** The active role's permissions (a report may need one besides its area, e.g. daftar-og). */
  permissions: ReadonlySet<string>;
}

/** The caller's report area and scope by the active role; a role without reports is refused (403). */
export function reportCaller(auth: AuthContext): ReportCaller {
  const area = reportAreaOf(auth.activeRole);
  if (!area) throw new AppError('FORBIDDEN');
  const scope: ReportScope =
    area === 'upg'
      ? { kind: 'upg', upgId: upgScopeOf(auth) }
      : area === 'individu'
        ? { kind: 'individu', userId: auth.user.id }
        : { kind: 'semua' };
  return { area, scope, userId: auth.user.id, permissions: auth.permissions };
}

/** The server itself reading the whole set as the KPK does, for no user (a listening server's warm-up). */
export function systemCaller(): ReportCaller {
  return { area: 'kpk', scope: { kind: 'semua' }, userId: 0, permissions: new Set() };
}

/** A cache key part for the scope (whole-set figures are shared by every caller who reads the whole set). */
export function scopeKey(scope: ReportScope): string {
  if (scope.kind === 'semua') return 'semua';
  if (scope.kind === 'upg') return `upg:${scope.upgId ?? 0}`;
  return `individu:${scope.userId}`;
}

/**
 * The reports counted, over alias `l` of laporans: live and filed (submitted to the KPK or to a UPG), narrowed by the
 * scope. Drafts are never counted: a report exists for statistics once it is filed, as on the open-data page.
 */
export function laporanScopeSql(scope: ReportScope): SQL {
  const base = sql`l.deleted_at is null and l.submitted_at is not null`;
  if (scope.kind === 'semua') return base;
  if (scope.kind === 'upg') {
    if (scope.upgId === null) return sql`false`;
    return sql`${base} and l.upg_id = ${scope.upgId} and l.kanal = 'UPG'`;
  }
  return sql`${base} and (l.created_by = ${scope.userId} or exists (
    select 1 from pelapors p where p.id = l.pelapor_id and p.user_id = ${scope.userId}))`;
}

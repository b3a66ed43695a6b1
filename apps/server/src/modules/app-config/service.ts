import { type AppConfigJenis, appConfigJenisSchema, type PublicAppConfig } from '@gratifikasi/domain';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ServerContext } from '../../context';
import { app_configs } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { RequestMeta } from '../../platform/auth-context';
import { AppError } from '../../platform/errors';
import { APP_CONFIG_SCHEMAS, isAppConfigKey } from '../../platform/settings';

export interface AppConfigView {
  key: string;
  value: unknown;
  description: string;
  updated_at: string;
  /** The value's shape from the key's own schema (types, bounds, fields): the admin's form is built from it. */
  jenis: AppConfigJenis | null;
}

/** The key's zod schema as the JSON Schema subset a form needs (a refinement such as "{seq}" stays the server's). */
function jenisOf(key: string): AppConfigJenis | null {
  if (!isAppConfigKey(key)) return null;
  const json = z.toJSONSchema(APP_CONFIG_SCHEMAS[key] as z.ZodType, { io: 'input', unrepresentable: 'any' });
  const parsed = appConfigJenisSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

const view = (row: {
  key: string;
  value: unknown;
  description: string;
  updated_at: Date;
}): AppConfigView => ({
  ...row,
  updated_at: row.updated_at.toISOString(),
  jenis: jenisOf(row.key),
});

const columns = {
  key: app_configs.key,
  value: app_configs.value,
  description: app_configs.description,
  updated_at: app_configs.updated_at,
};

export async function listAppConfigs(ctx: ServerContext): Promise<AppConfigView[]> {
  const rows = await ctx.db.select(columns).from(app_configs).orderBy(asc(app_configs.key));
  return rows.map(view);
}

/** The whitelisted configs any signed-in user may read (upload limits, deadlines), from the cached settings. */
export async function publicAppConfigs(ctx: ServerContext): Promise<PublicAppConfig> {
  const settings = await ctx.settings.get();
  return {
    upload_max_mb: settings.upload_max_mb,
    upload_max_files: settings.upload_max_files,
    batas_lapor_kpk_hk: settings.batas_lapor_kpk_hk,
    batas_teruskan_upg_hk: settings.batas_teruskan_upg_hk,
  };
}

/** Validates the value against its key's schema, stores it, audits it, and drops the cached settings. */
export async function updateAppConfig(
  ctx: ServerContext,
  request: RequestMeta,
  key: string,
  rawValue: unknown,
): Promise<AppConfigView> {
  if (!isAppConfigKey(key)) throw new AppError('NOT_FOUND', `Konfigurasi ${key} tidak ditemukan`);
  const parsed = APP_CONFIG_SCHEMAS[key].safeParse(rawValue);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = ['value', ...issue.path.map(String)].join('.');
      errors[field] = [...(errors[field] ?? []), issue.message];
    }
    throw new AppError('VALIDATION_FAILED', undefined, errors);
  }
  const value = parsed.data;
  const updated = await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(app_configs).where(eq(app_configs.key, key)).for('update');
    const [row] = await tx
      .insert(app_configs)
      .values({ key, value, updated_by: request.auth?.user.id ?? null, updated_at: new Date() })
      .onConflictDoUpdate({
        target: app_configs.key,
        set: { value, updated_by: request.auth?.user.id ?? null, updated_at: new Date() },
      })
      .returning(columns);
    await audit(tx, request, {
      action: 'app_config_update',
      entity: 'app_configs',
      entity_id: key,
      before: before?.value ?? null,
      after: value,
    });
    return row;
  });
  ctx.settings.invalidate();
  return view(updated);
}

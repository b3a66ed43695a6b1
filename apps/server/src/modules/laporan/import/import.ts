import type { LaporanImportResult, LaporanSaveImportResult } from '@gratifikasi/domain';
import type { ServerContext } from '../../../context';
import { audit } from '../../../platform/audit';
import type { AuthContext, RequestMeta } from '../../../platform/auth-context';
import { AppError, isAppError } from '../../../platform/errors';
import { submitLaporan } from '../filing/submit';
import { invalidateLaporanCounts } from '../list/list';
import { readImportFile } from './read';
import { type ImportValidation, type RowProblems, validateImportRows } from './validate';

export { laporanImportTemplate } from './template';

function requireAuthContext(request: RequestMeta): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth;
}

/** Reads and validates the UPG's file (`POST laporan/import`): the row-by-row report; nothing is written. */
export async function checkLaporanImport(
  ctx: ServerContext,
  request: RequestMeta,
  bytes: Buffer,
): Promise<LaporanImportResult> {
  const rows = await readImportFile(bytes);
  return (await validateImportRows(ctx.db, requireAuthContext(request), rows)).result;
}

/** The problems as the error envelope carries them: '<row>.<column>' → messages (the import dialog's shape). */
function fieldErrorsOf(problems: RowProblems): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [row, list] of [...problems.entries()].sort((a, b) => a[0] - b[0])) {
    for (const { column, message } of list) {
      const key = `${row}.${column}`;
      errors[key] = [...(errors[key] ?? []), message];
    }
  }
  return errors;
}

function refuse(validation: ImportValidation): never {
  const bad = validation.result.total_rows - validation.result.valid_rows;
  throw new AppError(
    'VALIDATION_FAILED',
    `Impor dibatalkan: ${bad} baris tidak valid. Tidak ada laporan yang disimpan.`,
    fieldErrorsOf(validation.problems),
  );
}

/**
 * `POST laporan/save-import`: validates the file again, then submits every report in ONE transaction through the
 * laporan module's submit (numbered, DITERIMA_UPG, history, notifications) — or writes nothing (422 with the report).
 */
export async function saveLaporanImport(
  ctx: ServerContext,
  request: RequestMeta,
  bytes: Buffer,
): Promise<LaporanSaveImportResult> {
  const auth = requireAuthContext(request);
  const rows = await readImportFile(bytes);
  const validation = await validateImportRows(ctx.db, auth, rows);
  if (!validation.result.valid) refuse(validation);

  const mailIds: number[] = [];
  const created = await ctx.db.transaction(async (tx) => {
    const out: LaporanSaveImportResult['laporan'] = [];
    for (const plan of validation.plans) {
      try {
        const saved = await submitLaporan(tx, ctx, request, plan.payload);
        mailIds.push(...saved.mailIds);
        out.push({ key: plan.key, id: saved.laporan.id, nosig: saved.laporan.nosig });
      } catch (error) {
        // A rule the submit checks on its own (e.g. a master deactivated meanwhile): name the report's row.
        if (isAppError(error) && error.code === 'VALIDATION_FAILED') {
          const errors = Object.fromEntries(
            Object.entries(error.errors ?? { laporan: [error.message] }).map(([field, messages]) => [
              `${plan.firstRow}.${field}`,
              messages,
            ]),
          );
          throw new AppError(
            'VALIDATION_FAILED',
            `Impor dibatalkan: laporan "${plan.key}" (baris ${plan.firstRow}) tidak valid. Tidak ada laporan yang disimpan.`,
            errors,
          );
        }
        throw error;
      }
    }
    await audit(tx, request, {
      action: 'laporan.import',
      entity: 'laporan',
      after: { total_rows: validation.result.total_rows, laporan: out },
    });
    return out;
  });
  invalidateLaporanCounts(ctx.db);
  for (const id of mailIds) ctx.mailer.dispatch(id);
  return { created: created.length, laporan: created };
}

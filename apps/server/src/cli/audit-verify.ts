/**
 * `npm run audit:verify`: checks the audit trail's hash chain in the configured database (DATABASE_URL, or the
 * embedded one under DATA_DIR while no server holds it) and says whether it holds or names the first broken row.
 * Exit code 0: intact; 1: broken; 2: the check could not run. The check is recorded like the admin screen's.
 */
import { loadConfig } from '../config';
import { openDatabase, pgliteDir } from '../db/client';
import { lockDataDir } from '../db/datadir-lock';
import { runChainCheck, startChainCheck } from '../platform/audit-chain';

async function main(): Promise<number> {
  const config = loadConfig();
  const release = config.databaseUrl ? null : await lockDataDir(pgliteDir(config.dataDir), { waitMs: 0 });
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const id = await startChainCheck(database.db, null);
    const started = Date.now();
    const result = await runChainCheck(database.db, id);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const unchained = result.rows_unchained
      ? `; ${result.rows_unchained} baris dari sebelum rantai dimulai tidak tercakup`
      : '';
    console.log(
      result.status === 'intact'
        ? `UTUH: ${result.rows_checked} baris di ${result.chains} rantai diperiksa dalam ${seconds} s${unchained}`
        : `RUSAK: ${result.message} (${result.rows_checked} baris diperiksa dalam ${seconds} s)`,
    );
    return result.status === 'intact' ? 0 : 1;
  } finally {
    await database.close();
    await release?.();
  }
}

main().then(
  (code) => process.exit(code),
  (err: Error) => {
    console.error(`Pemeriksaan rantai audit gagal: ${err.message}`);
    process.exit(2);
  },
);

import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seed } from './db/seed';

/** config → database → migrations → seed → listen; SIGINT/SIGTERM close the server, then the database. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config);
  await database.migrate();
  const seeded = await seed(database.db, config);
  const app = await buildApp({ config, database });
  app.log.info(
    { database: database.kind, dataDir: database.kind === 'pglite' ? config.dataDir : undefined, ...seeded },
    'database migrated and seeded',
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      // PGlite must be closed to flush its files; an abrupt exit can leave the data directory needing recovery.
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

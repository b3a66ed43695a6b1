import pg from 'pg';

/**
 * A transaction's BEGIN sent with its first statement (issue 29: "the lock and BEGIN in one batch"). drizzle opens a
 * transaction with `begin` and waits for the answer before the first statement (for a decision: the lock): a round
 * trip that tells the application nothing, and on a two-core machine each round trip costs the server a socket write
 * and wake-up. Here `begin` is held back and goes out in the first statement's extended-protocol pipeline (Parse,
 * Bind, Execute of BEGIN, then the statement's own messages and one Sync): one round trip for both. A transaction
 * that sends nothing (`begin` then `commit`/`rollback`) sends nothing at all.
 *
 * PostgreSQL runs a pipeline's messages in order and stops at the first error up to the Sync, so the statement's
 * error (or BEGIN's) reaches the caller as it would have; the transaction is then aborted and drizzle's `rollback`
 * ends it as before.
 */
/** node-postgres's Query with the protocol hooks its client calls (not part of its published types). */
interface ProtocolQuery {
  name?: string;
  callback?: (err: Error | null, res: unknown) => void;
  requiresPreparation(): boolean;
  prepare(connection: PgConnection): void;
  handleCommandComplete(msg: { text?: string }, connection: PgConnection): void;
  handleError(err: Error & { code?: string }, connection: PgConnection): void;
}
const Query = pg.Query as unknown as new (config: pg.QueryConfig, values?: unknown[]) => ProtocolQuery;

class BeginWithQuery extends Query {
  private beginAnswered = false;

  // Always the extended protocol: a simple query message cannot share a pipeline.
  override requiresPreparation(): boolean {
    return true;
  }

  override prepare(connection: PgConnection): void {
    connection.parse({ text: 'begin' });
    connection.bind({});
    connection.execute({});
    // The pipeline's first ParseComplete (BEGIN's) marks a named statement as parsed before its own Parse is read:
    // had that Parse failed, the name would stay marked and the next use would skip its Parse. `handleError` below
    // unmarks it on a parse-time error.
    super.prepare(connection);
  }

  override handleCommandComplete(msg: { text?: string }, connection: PgConnection): void {
    if (!this.beginAnswered && msg.text === 'BEGIN') {
      this.beginAnswered = true;
      return;
    }
    super.handleCommandComplete(msg, connection);
  }

  override handleError(err: Error & { code?: string }, connection: PgConnection): void {
    // Class 42 (syntax error, undefined column…) and 0A are raised while parsing: the statement does not exist.
    const name = this.name;
    if (name && (err.code?.startsWith('42') || err.code?.startsWith('0A'))) {
      delete connection.parsedStatements[name];
    }
    super.handleError(err, connection);
  }
}

interface PgConnection {
  parse(config: { text: string; name?: string }): void;
  bind(config: object): void;
  execute(config: object): void;
  parsedStatements: Record<string, string>;
}

type QueryConfig = { text?: string; submit?: unknown } & Record<string, unknown>;
const EMPTY = (command: string) => ({ command, rowCount: null, oid: null, rows: [], fields: [] });

/** Holds back each transaction's `begin` on the pool's clients until its first statement (see above). */
export function pipelineBegin(pool: pg.Pool): void {
  // A client released with its `begin` still held back sent nothing: the next borrower starts clean.
  pool.on('release', (_err: Error | undefined, client: pg.PoolClient) => {
    const state = (client as unknown as Record<symbol, { pending: boolean } | undefined>)[STATE];
    if (state) state.pending = false;
  });
  pool.on('connect', holdBegin);
}

const STATE = Symbol('pipelineBegin');

function holdBegin(client: pg.PoolClient): void {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  const state = { pending: false };
  (client as unknown as Record<symbol, typeof state>)[STATE] = state;
  (client as unknown as { query: unknown }).query = (
    config: string | QueryConfig,
    values?: unknown,
    callback?: unknown,
  ) => {
    const text = typeof config === 'string' ? config : config.text;
    const plain = typeof callback !== 'function' && typeof values !== 'function';
    if (!state.pending && plain && text === 'begin' && (values === undefined || isEmpty(values))) {
      state.pending = true;
      return Promise.resolve(EMPTY('BEGIN'));
    }
    if (!state.pending) return send(config, values, callback);
    state.pending = false;
    if (plain && (text === 'commit' || text === 'rollback')) {
      return Promise.resolve(EMPTY(text.toUpperCase()));
    }
    // Anything else than drizzle's promise-style call (a stream, a callback): BEGIN on its own first, as before.
    if (!plain || typeof config === 'string' || typeof config.submit === 'function' || !text) {
      (send('begin') as Promise<unknown>).catch(() => {});
      return send(config, values, callback);
    }
    return new Promise((resolve, reject) => {
      const query = new BeginWithQuery(config as pg.QueryConfig, values as unknown[] | undefined);
      query.callback = (err, res) => (err ? reject(err) : resolve(res));
      send(query);
    });
  };
}

function isEmpty(values: unknown): boolean {
  return Array.isArray(values) && values.length === 0;
}

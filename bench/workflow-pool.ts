import pg from 'pg';
import { DECISION_USER, workflowDatabaseUrl } from './workflow-seed';

// Puts the decision pool back (bench:workflow spends it: each report is decided once, f34 → f38): every report the
// bench team leader approved at f34 returns to f34 at version 1, held by their team, with that approval's event and
// history removed. Its notices, mail and audit rows stay (the audit log is append-only and hash-chained).
// Seconds, where bench:workflow:seed takes minutes.
export async function resetDecisionPool(): Promise<number> {
  const db = new pg.Client({ connectionString: workflowDatabaseUrl() });
  await db.connect();
  try {
    await db.query('begin');
    const moved = await db.query<{ id: number }>(
      `create temp table moved on commit drop as
         select w.id, w.subject_id from wf_instances w
         join wf_events e on e.instance_id = w.id and e.from_step = 'f34' and e.to_step = 'f38'
         join users u on u.id = e.actor_user_id and u.username = $1
         where w.step = 'f38' and w.version = 2 and w.tim_id = u.tim_id`,
      [DECISION_USER],
    );
    await db.query(
      `delete from wf_events e using moved m where e.instance_id = m.id and e.from_step = 'f34'`,
    );
    await db.query(
      `delete from laporan_histories h using moved m
       where h.laporan_id = m.subject_id and h.step = 'f34' and h.action = 'SETUJU'`,
    );
    await db.query(
      `update wf_instances w set step = 'f34', version = 1, peran = 'ketua_tim', perans = '{}',
         holder_user_id = null, holder_tim_id = w.tim_id, holder_grup_id = null, last_decision = null,
         due_on = current_date + 2, reminded_due_on = null, escalated_due_on = null, finished_at = null
       from moved m where w.id = m.id`,
    );
    await db.query(
      `update laporans l set step = 'f34', batas_step = current_date + 2 from moved m where l.id = m.subject_id`,
    );
    await db.query('commit');
    return moved.rowCount ?? 0;
  } catch (err) {
    await db.query('rollback');
    throw err;
  } finally {
    await db.end();
  }
}

if (process.argv[1]?.endsWith('workflow-pool.ts')) {
  console.log(`[bench] decision pool: ${await resetDecisionPool()} reports back at f34`);
}

import { and, eq, isNull } from 'drizzle-orm';
import { pelapors, rincian_laporans, sessions, users } from '../../../db/schema';
import { refreshRingkasan } from '../../report/ringkasan';
import { todayJakarta } from '../lookups';
import type { ScenarioRefs } from '../proses/scenario';
import { demoClock } from './backdate';
import { ITEMS, MORE_ITEMS } from './catalogue';
import { type App, demoCaller, masterIds, reportBody } from './context';
import {
  ENTRI,
  file,
  importReports,
  moveAlong,
  pastPath,
  receivePastObjects,
  recordPelapors,
  UPG,
} from './flows';
import { ENTRI_PELAPOR, UPG_PEGAWAI } from './people';
import { pastWeeks } from './plan';

/** Received by the UPG, not yet forwarded: weeks ago each arrived (past 3 weeks: beyond the 10 HK to forward). */
const UPG_RECEIVED_WEEKS = [0, 0, 1, 3, 4, 6] as const;

export interface DemoVolume {
  /** Reports of the past two years, filed and decided, then moved back in time. */
  past: number;
  /** Received by the UPG and waiting to be forwarded (`late` of them past the limit), and imported by it. */
  upg: number;
  late: number;
  imported: number;
  /** Drafts of the data-entry officer. */
  drafts: number;
}

/**
 * The demo's volume beside its work in progress (issue 24 "Demo data"): the UPG's employees and their reports —
 * received, some past the 10 HK to forward, and imported from Excel —, the data-entry officer's reporters, paper
 * reports and drafts, and two years of finished reports at several institutions, of many kinds of object and
 * currencies, so that the UPG's and data entry's homes have work and every chart has several bars. Everything goes
 * through the API the screens use; only the past is then moved back in time by the demo's clock (backdate.ts).
 * Runs once: the UPG's first employee recorded marks it done.
 */
export async function seedDemoVolume(app: App): Promise<DemoVolume | null> {
  const db = app.ctx.db;
  const first = UPG_PEGAWAI[0];
  if (!first) return null;
  const [done] = await db
    .select({ id: pelapors.id })
    .from(pelapors)
    .where(and(eq(pelapors.nik, first.nik), isNull(pelapors.deleted_at)))
    .limit(1);
  if (done) return null;
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'anggota_tim'));
  if (!member) return null;

  const { call, multipart } = demoCaller(app);
  const ids = masterIds(db);
  const today = todayJakarta();
  const employees = await recordPelapors(call, ids, UPG, UPG_PEGAWAI);
  const entri = await recordPelapors(call, ids, ENTRI, ENTRI_PELAPOR);
  const pick = (list: readonly number[], n: number) => list[n % list.length] ?? 0;

  // Two years of reports: filed by the UPG (forwarded) or typed in by data entry, decided to the end.
  const weeks = pastWeeks(today);
  const grupId = await ids('grup', 'GRUP_1');
  const unsur = await ids('unsur-nl', 'SEMINAR_KIT');
  const level = await ids('level', 'ESELON_II');
  const past: { id: number; weeks: number }[] = [];
  for (const [i, w] of weeks.entries()) {
    const { path, items, nl } = pastPath(i);
    let id: number;
    if (i % 3 === 0) {
      id = await file(call, ids, UPG, i, pick(employees, i / 3), items, today);
      await call(UPG, 'POST', `laporan/${id}/teruskan`, {});
    } else {
      // The two provincial governments' reporters file most; the others in turn.
      const who = i % 3 === 1 ? pick(entri.slice(0, 2), i) : pick(entri.slice(2), i);
      id = await file(call, ids, ENTRI, i, who, items, today);
    }
    const rincian = await db
      .select({ id: rincian_laporans.id })
      .from(rincian_laporans)
      .where(eq(rincian_laporans.laporan_id, id));
    const refs: ScenarioRefs = {
      rincianIds: rincian.map((r) => r.id),
      grupId,
      anggotaUserId: member.id,
      levelId: level,
      today,
      unsurNlId: nl ? unsur : null,
      // Every other SK rules the items the recipient's (five a year: a figure rests on five reports or none).
      kepemilikan: i % 4 === 0 ? Object.fromEntries(rincian.map((r) => [r.id, 'MILIK_PENERIMA'])) : {},
    };
    await moveAlong(app.ctx, call, id, path, refs);
    past.push({ id, weeks: w });
  }
  await receivePastObjects(
    call,
    new Set(past.map((p) => p.id)),
    await ids('lokasi-objek-gratifikasi', 'KPK'),
    today,
  );

  // Received by the UPG now and over the last weeks, waiting to be forwarded.
  const received: { id: number; weeks: number }[] = [];
  for (const [i, w] of UPG_RECEIVED_WEEKS.entries()) {
    const items = [[...ITEMS, ...MORE_ITEMS][i * 2] ?? ITEMS[0]].filter((x) => x !== undefined);
    received.push({ id: await file(call, ids, UPG, i + 1, pick(employees, i), items, today), weeks: w });
  }
  const imported = await importReports(multipart, UPG_PEGAWAI, today);

  // The data-entry officer's drafts: paper reports typed in part-way.
  const drafts = [
    { pelapor: pick(entri, 2), omit: ['rincian'] },
    { pelapor: pick(entri, 4), omit: ['kronologi', 'alamat_pemberi'] },
    { pelapor: pick(entri, 6), omit: [] },
  ];
  for (const [i, d] of drafts.entries()) {
    const body = await reportBody(
      ids,
      i + 2,
      d.pelapor,
      [ITEMS[i * 4] ?? ITEMS[0]].filter((x) => !!x),
      today,
    );
    for (const key of d.omit) delete body[key];
    await call(ENTRI, 'POST', 'laporan/draft', body);
  }

  // The demo's clock: the past and the UPG's older receipts move back to when they happened.
  const clock = await demoClock(db);
  for (const r of [...past, ...received]) if (r.weeks > 0) await clock.backdate(r.id, r.weeks);
  await refreshRingkasan(db, { full: true });
  await db
    .update(sessions)
    .set({ revoked_at: new Date(), revoked_reason: 'logout' })
    .where(eq(sessions.user_agent, 'demo-seed'));
  return {
    past: past.length,
    upg: received.length,
    late: UPG_RECEIVED_WEEKS.filter((w) => w >= 3).length,
    imported,
    drafts: drafts.length,
  };
}

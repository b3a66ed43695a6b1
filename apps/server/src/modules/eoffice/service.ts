import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { ServerContext } from '../../context';
import type { Db } from '../../db/client';
import { eoffice_kirimans, laporans, piutang_tagihans, wf_events } from '../../db/schema';
import { audit } from '../../platform/audit';
import type { RequestMeta } from '../../platform/auth-context';
import { type Eoffice, type EofficeStatus, eofficeOf } from '../../platform/eoffice';
import { invalidateLaporanCounts } from '../laporan/list/list';
import { todayJakarta } from '../laporan/lookups';
import { liveNumbers } from '../laporan/proses/numbered';
import { laporanSubject } from '../laporan/proses/subject';
import { instanceOf, relocate, transition } from '../workflow/engine';
import { EOFFICE_JOB, eofficeJenis, eofficeSubjekOf } from './queue';
import { answerTagihan } from './tagihan';

/** The e-office's own actions are audited under this request id (no user acted). */
const SYSTEM: RequestMeta = { id: 'eoffice', ip: '', headers: {}, auth: null };
/** Backoff of a letter whose send or status call failed: 30 s, doubling, at most an hour; the letter stays. */
export const backoffMs = (percobaan: number) => Math.min(30_000 * 2 ** Math.max(0, percobaan - 1), 3_600_000);

type Kiriman = typeof eoffice_kirimans.$inferSelect;

async function failed(db: Db, k: Kiriman, error: unknown, now: Date): Promise<void> {
  const percobaan = k.percobaan + 1;
  await db
    .update(eoffice_kirimans)
    .set({
      percobaan,
      galat_terakhir: error instanceof Error ? error.message.slice(0, 1000) : String(error),
      coba_lagi_at: new Date(now.getTime() + backoffMs(percobaan)),
    })
    .where(eq(eoffice_kirimans.id, k.id));
}

/** Sends the letters not sent yet; a failure leaves the letter waiting with its error and next try. */
async function sendWaiting(ctx: ServerContext, eoffice: Eoffice, now: Date): Promise<void> {
  const due = await ctx.db
    .select({ k: eoffice_kirimans, nosig: laporans.nosig, tagihan: piutang_tagihans.nomor })
    .from(eoffice_kirimans)
    .leftJoin(laporans, eq(laporans.id, eoffice_kirimans.laporan_id))
    .leftJoin(piutang_tagihans, eq(piutang_tagihans.id, eoffice_kirimans.tagihan_id))
    .where(and(eq(eoffice_kirimans.status, 'MENUNGGU'), lte(eoffice_kirimans.coba_lagi_at, now)))
    .limit(50);
  for (const { k, nosig, tagihan } of due) {
    try {
      const laporan = `laporan gratifikasi ${nosig ?? `#${k.laporan_id}`}`;
      const other = eofficeSubjekOf(k.jenis);
      const perihal = other
        ? await other.perihal(ctx.db, k)
        : tagihan
          ? `Surat tagihan ${tagihan} atas ${laporan}`
          : `${k.jenis} atas ${laporan}`;
      const { ref } = await eoffice.kirim({
        kunci: `kiriman-${k.id}`,
        jenis: k.jenis,
        perihal: perihal.slice(0, 500),
      });
      await ctx.db
        .update(eoffice_kirimans)
        .set({
          status: 'TERKIRIM',
          ref,
          terkirim_at: now,
          galat_terakhir: null,
          percobaan: 0,
          coba_lagi_at: now,
        })
        .where(and(eq(eoffice_kirimans.id, k.id), eq(eoffice_kirimans.status, 'MENUNGGU')));
    } catch (error) {
      await failed(ctx.db, k, error, now);
    }
  }
}

/** Asks the e-office about every letter it holds; a decided one moves its report on (or back). */
async function pullSent(ctx: ServerContext, eoffice: Eoffice, now: Date): Promise<void> {
  const sent = await ctx.db
    .select()
    .from(eoffice_kirimans)
    .where(and(eq(eoffice_kirimans.status, 'TERKIRIM'), lte(eoffice_kirimans.coba_lagi_at, now)))
    .limit(200);
  for (const k of sent) {
    let answer: EofficeStatus;
    try {
      answer = await eoffice.status(k.ref ?? '');
    } catch (error) {
      await failed(ctx.db, k, error, now);
      continue;
    }
    if (answer.status === 'MENUNGGU') continue;
    if (answer.status === 'TIDAK_DIKENAL') {
      // An answer about a letter the e-office does not know: nothing changes; it is on the log.
      await ctx.db.transaction((tx) =>
        audit(tx, SYSTEM, {
          action: 'eoffice.diabaikan',
          entity: 'eoffice_kirimans',
          entity_id: k.id,
          after: { ref: k.ref, alasan: 'Referensi tidak dikenal oleh e-office' },
        }),
      );
      await failed(ctx.db, k, new Error('Referensi tidak dikenal oleh e-office'), now);
      continue;
    }
    await applyAnswer(ctx, k.id, answer);
  }
}

/**
 * The e-office decided a letter. Approved: the numbering step's decision (`bernomor`, dated by the e-office) taken
 * by the system through the engine's one transition. Rejected: the report goes back to the step it came from, with
 * the e-office's note. A letter already decided, or a report no longer at its step, changes nothing: logged.
 */
export async function applyAnswer(
  ctx: ServerContext,
  kirimanId: number,
  answer: Extract<EofficeStatus, { status: 'DISETUJUI' | 'DITOLAK' }>,
): Promise<'DISETUJUI' | 'DITOLAK' | 'DIABAIKAN'> {
  const { hasil, mailIds } = await ctx.db.transaction(async (tx) => {
    const [k] = await tx
      .select()
      .from(eoffice_kirimans)
      .where(eq(eoffice_kirimans.id, kirimanId))
      .for('update');
    const ignore = async (alasan: string) => {
      await audit(tx, SYSTEM, {
        action: 'eoffice.diabaikan',
        entity: 'eoffice_kirimans',
        entity_id: kirimanId,
        after: { jawaban: answer.status, alasan },
      });
      return { hasil: 'DIABAIKAN' as const, mailIds: [] as number[] };
    };
    if (!k) return ignore('Kiriman tidak dikenal');
    if (k.status !== 'TERKIRIM') return ignore(`Kiriman sudah berstatus ${k.status}`);
    if (k.tagihan_id !== null) {
      const mailIds = await answerTagihan(tx, ctx, { ...k, tagihan_id: k.tagihan_id }, answer);
      await audit(tx, SYSTEM, {
        action: `eoffice.${answer.status === 'DISETUJUI' ? 'disetujui' : 'ditolak'}`,
        entity: 'piutang_tagihans',
        entity_id: k.tagihan_id,
        after: { kiriman: k.id, jenis: k.jenis, ref: k.ref, catatan: answer.catatan },
      });
      return { hasil: answer.status, mailIds };
    }
    const done = { diputus_at: new Date(), catatan: answer.catatan };
    const other = eofficeSubjekOf(k.jenis);
    if (other) {
      const { mailIds, diabaikan } = await other.jawab(tx, ctx, k, answer);
      await tx
        .update(eoffice_kirimans)
        .set({
          ...done,
          status: diabaikan ? 'DIABAIKAN' : answer.status,
          ...(answer.status === 'DISETUJUI' && !diabaikan
            ? { tanggal_putusan: answer.tanggal ?? todayJakarta() }
            : {}),
        })
        .where(eq(eoffice_kirimans.id, k.id));
      if (diabaikan) return ignore(diabaikan);
      return { hasil: answer.status, mailIds };
    }
    if (k.laporan_id === null) return ignore('Kiriman tanpa laporan');
    const laporanId = k.laporan_id;
    const instance = await instanceOf(tx, 'laporan', laporanId);
    if (!instance || instance.finished_at || instance.step !== k.langkah) {
      await tx
        .update(eoffice_kirimans)
        .set({ ...done, status: 'DIABAIKAN' })
        .where(eq(eoffice_kirimans.id, k.id));
      return ignore(`Laporan tidak lagi pada langkah ${k.langkah}`);
    }
    let moved: { mailIds: number[] };
    if (answer.status === 'DISETUJUI') {
      const tanggal = answer.tanggal ?? todayJakarta();
      moved = await transition(
        tx,
        ctx,
        laporanSubject,
        laporanId,
        { kind: 'system' },
        {
          decision: 'bernomor',
          version: instance.version,
          step: k.langkah,
          body: { tanggal, catatan: `Disetujui melalui e-office (${k.ref})` },
        },
      );
      await tx
        .update(eoffice_kirimans)
        .set({ ...done, status: 'DISETUJUI', tanggal_putusan: tanggal })
        .where(eq(eoffice_kirimans.id, k.id));
    } else {
      const back = await stepBefore(tx, instance.id, laporanId, k.langkah);
      moved = await relocate(
        tx,
        ctx,
        laporanSubject,
        laporanId,
        { kind: 'system' },
        {
          step: back,
          version: instance.version,
          decision: 'pindah_alur',
          catatan: `${k.jenis} ditolak melalui e-office: ${answer.catatan || 'tanpa catatan'}`,
        },
      );
      await tx
        .update(eoffice_kirimans)
        .set({ ...done, status: 'DITOLAK' })
        .where(eq(eoffice_kirimans.id, k.id));
    }
    await audit(tx, SYSTEM, {
      action: `eoffice.${answer.status === 'DISETUJUI' ? 'disetujui' : 'ditolak'}`,
      entity: 'laporan',
      entity_id: laporanId,
      after: { kiriman: k.id, jenis: k.jenis, ref: k.ref, catatan: answer.catatan },
    });
    return { hasil: answer.status, mailIds: moved.mailIds };
  });
  if (hasil !== 'DIABAIKAN') invalidateLaporanCounts(ctx.db);
  for (const id of mailIds) ctx.mailer.dispatch(id);
  return hasil;
}

/**
 * Where a rejected letter sends its report: the step before the numbering chain (the signer's), passing over the
 * numbering steps whose letter has no number yet; a rejected SPSK whose SK is numbered stays at its own step.
 */
async function stepBefore(tx: Db, instanceId: number, laporanId: number, langkah: string): Promise<string> {
  const events = await tx
    .select({ from: wf_events.from_step, to: wf_events.to_step })
    .from(wf_events)
    .where(eq(wf_events.instance_id, instanceId))
    .orderBy(desc(wf_events.id))
    .limit(50);
  const live = new Set((await liveNumbers(tx, laporanId)).map((n) => n.jenis));
  let at = langkah;
  for (const e of events) {
    if (e.to !== at || !e.from) continue;
    const jenis = eofficeJenis(e.from);
    if (!jenis) return e.from;
    // Never back past a letter whose number is in force (an SPSK refused after its SK was numbered): walked
    // again, the report would get a second SK. It stays at the refused step; its holders read the e-office's note.
    if (live.has(jenis)) return langkah;
    at = e.from;
  }
  return langkah;
}

/** The job: send what waits, pull what was sent. Each letter's failure is its own; nothing is lost. */
export async function runEoffice(ctx: ServerContext, eoffice: Eoffice, now = new Date()): Promise<void> {
  await sendWaiting(ctx, eoffice, now);
  await pullSent(ctx, eoffice, now);
  // An approval just taken may have queued the next letter (SK → SPSK); this run's wake-up found it running.
  await sendWaiting(ctx, eoffice, new Date(Math.max(now.getTime(), Date.now())));
}

/** Registers the e-office job and its schedule (every minute): the durable pull of SPEC §7. */
export async function scheduleEoffice(ctx: ServerContext, eoffice: Eoffice = eofficeOf(ctx.config, ctx.db)) {
  ctx.jobs.register(EOFFICE_JOB, () => runEoffice(ctx, eoffice), { timeoutSeconds: 600 });
  await ctx.jobs.schedule(EOFFICE_JOB, '* * * * *');
}

/** The letters in the e-office's hands or waiting to be sent, newest first, for the admin screen. */
export async function listKiriman(db: Db) {
  return db
    .select()
    .from(eoffice_kirimans)
    .where(inArray(eoffice_kirimans.status, ['MENUNGGU', 'TERKIRIM', 'DISETUJUI', 'DITOLAK', 'DIABAIKAN']))
    .orderBy(desc(eoffice_kirimans.id))
    .limit(100);
}

import {
  addWorkingDays,
  batasLapor,
  isTerlambat,
  type laporanSaveSchema,
  type NlHint,
  nlBatasPada,
  nlHints,
  STATUS_LAPORAN,
} from '@gratifikasi/domain';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { laporans, nomor_counters } from '../../../db/schema/index';
import { audit } from '../../../platform/audit';
import type { RequestMeta } from '../../../platform/auth-context';
import { fieldError } from '../../../platform/errors';
import type { Settings } from '../../../platform/settings';
import { formatNomor } from '../../app-config/numbering';
import { laporanForActor, nextVersion } from '../access';
import { attachLampiran } from '../files/lampiran';
import { holidaysOf, hubunganIsKeluarga, masterRefs, settingsVia, todayJakarta } from '../lookups';
import { enterKpkProcess } from '../proses/start';
import { notifyReporter } from '../status';
import { type RincianValues, replaceRincian, valueRincian } from './rincian-values';
import { actorOf, addHistory, checkEventRefs, filingFor, PAPER_DATE_ROLES } from './write';

export type LaporanSaveInput = z.output<typeof laporanSaveSchema>;

export interface SubmitOptions {
  /** The clock (tests); defaults to now. */
  now?: number;
  /** App configs read before the transaction; otherwise read through it (never through the shared cache). */
  settings?: Settings;
}

export interface SubmitResult {
  /** The submitted report's id, number and status (also flat below). */
  laporan: { id: number; nosig: string; status: string };
  id: number;
  nosig: string;
  status: string;
  nl_hints: NlHint[];
  is_terlambat: boolean;
  /** Outbox ids: pass each to `ctx.mailer.dispatch` after the transaction commits. */
  mailIds: number[];
}

/** The next number of a series and year: one upsert, so concurrent submissions queue on the counter row. */
export async function nextSequence(tx: Db, seri: string, tahun: number): Promise<number> {
  const [row] = await tx
    .insert(nomor_counters)
    .values({ seri, tahun, last_seq: 1 })
    .onConflictDoUpdate({
      target: [nomor_counters.seri, nomor_counters.tahun],
      set: { last_seq: sql`${nomor_counters.last_seq} + 1` },
    })
    .returning({ last_seq: nomor_counters.last_seq });
  if (!row) throw new Error('nomor_counters upsert returned nothing');
  return row.last_seq;
}

function checkDates(p: LaporanSaveInput, role: string | null, today: string): string {
  if (p.tanggal_penerimaan > today) {
    throw fieldError('tanggal_penerimaan', 'Tanggal penerimaan tidak boleh melewati hari ini');
  }
  if (!p.tanggal_lapor || !role || !PAPER_DATE_ROLES.includes(role as never)) return today;
  if (p.tanggal_lapor < p.tanggal_penerimaan) {
    throw fieldError('tanggal_lapor', 'Tanggal lapor tidak boleh sebelum tanggal penerimaan');
  }
  if (p.tanggal_lapor > today)
    throw fieldError('tanggal_lapor', 'Tanggal lapor tidak boleh melewati hari ini');
  return p.tanggal_lapor;
}

async function hintsOf(
  tx: Db,
  settings: Settings,
  refs: Awaited<ReturnType<typeof checkEventRefs>>,
  items: readonly RincianValues[],
  tanggalPenerimaan: string,
): Promise<NlHint[]> {
  const batas = nlBatasPada(tanggalPenerimaan, settings);
  const ids = (k: 'jenis_penerimaan_id' | 'jenis_objek_id') => items.flatMap((i) => (i[k] ? [i[k]] : []));
  const [penerimaan, objek, keluarga] = await Promise.all([
    masterRefs(tx, 'jenis-penerimaan', ids('jenis_penerimaan_id')),
    masterRefs(tx, 'jenis-objek', ids('jenis_objek_id')),
    hubunganIsKeluarga(tx, refs.hubungan?.id ?? null),
  ]);
  return nlHints(
    {
      hubunganKode: refs.hubungan?.kode ?? null,
      hubunganIsKeluarga: keluarga,
      peristiwaKode: refs.peristiwa?.kode ?? null,
      rincian: items.map((i) => ({
        jenisPenerimaanKode: (i.jenis_penerimaan_id && penerimaan.get(i.jenis_penerimaan_id)?.kode) || null,
        jenisObjekKode: (i.jenis_objek_id && objek.get(i.jenis_objek_id)?.kode) || null,
        nilaiRupiah: Number(i.nilai_rupiah ?? 0),
        ditolak: i.status_penerimaan === 'DITOLAK',
      })),
    },
    // Judged by the amounts in force on the day the gift was received (DOMAIN.md "Negative list").
    {
      acaraPerPemberi: batas.nl_batas_acara_per_pemberi,
      rekanPerPemberi: batas.nl_batas_rekan_per_pemberi,
    },
  );
}

/**
 * Submits a report (`POST laporan/save`): a new one, a draft (`id`) or a returned one. Validates, values the items
 * at the rate in force, numbers it (kept when it already has a number), sets the deadline, the late flag and the
 * negative-list hints, records the history, audits and notifies the reporter — all in the caller's transaction.
 * The UPG Excel import calls it once per row inside one transaction. After commit the caller dispatches the mail
 * and calls `invalidateLaporanCounts`.
 */
export async function submitLaporan(
  tx: Db,
  ctx: ServerContext,
  meta: RequestMeta,
  p: LaporanSaveInput,
  opts: SubmitOptions = {},
): Promise<SubmitResult> {
  const actor = actorOf(meta);
  const { auth } = actor;
  const settings = opts.settings ?? (await settingsVia(tx));
  const today = todayJakarta(opts.now);
  const before = p.id ? await laporanForActor(tx, auth, p.id, 'write', { version: p.version }) : null;
  const filing = await filingFor(tx, auth, p.pelapor_id);
  const tanggalLapor = checkDates(p, auth.activeRole, today);
  const refs = await checkEventRefs(tx, p);
  if (!refs.peristiwa) throw fieldError('jenis_peristiwa_id', 'Jenis peristiwa wajib dipilih');
  const items = await valueRincian(tx, p.rincian, p.tanggal_penerimaan, true);
  const holidays = await holidaysOf(tx);
  const batas = batasLapor(p.tanggal_penerimaan, settings.batas_lapor_kpk_hk, holidays);
  const terlambat = isTerlambat(tanggalLapor, batas);
  const hints = await hintsOf(tx, settings, refs, items, p.tanggal_penerimaan);

  const year = Number(today.slice(0, 4));
  const seq = before?.nosig ? null : await nextSequence(tx, 'LAPORAN', year);
  const nosig = before?.nosig ?? formatNomor(settings.format_nomor_laporan, seq ?? 1, today);
  const kanal = before?.kanal ?? filing.kanal;
  const atUpg = kanal === 'UPG';
  const status = atUpg ? STATUS_LAPORAN.DITERIMA_UPG : STATUS_LAPORAN.TERKIRIM;
  // Through a UPG the recipient has 10 HK from receipt to report to it (DOMAIN.md; issue 28 §2).
  const batasUpg = atUpg ? batasLapor(p.tanggal_penerimaan, settings.batas_lapor_upg_hk, holidays) : null;
  const values = {
    pelapor_id: filing.pelapor.id,
    instansi_id: filing.pelapor.instansi_id,
    unit_kerja_id: filing.pelapor.unit_kerja_id,
    upg_id: before ? before.upg_id : filing.upg_id,
    jenis_peristiwa_id: p.jenis_peristiwa_id,
    media_laporan_id: p.media_laporan_id ?? null,
    tempat_penerimaan: p.tempat_penerimaan,
    tanggal_penerimaan: p.tanggal_penerimaan,
    tanggal_lapor: tanggalLapor,
    hubungan_pemberi_penerima_id: p.hubungan_pemberi_penerima_id,
    nama_pemberi: p.nama_pemberi,
    instansi_pemberi: p.instansi_pemberi ?? null,
    alamat_pemberi: p.alamat_pemberi,
    kronologi: p.kronologi,
    checklist: p.checklist,
    pernyataan_benar: true,
    batas_lapor: batas,
    is_terlambat: terlambat,
    nl_hints: hints,
    status,
    batas_lapor_upg: batasUpg,
    is_terlambat_upg: batasUpg !== null && isTerlambat(tanggalLapor, batasUpg),
    diterima_upg_at: atUpg ? today : null,
    batas_teruskan: atUpg ? addWorkingDays(today, settings.batas_teruskan_upg_hk, holidays) : null,
    submitted_at: new Date(opts.now ?? Date.now()),
    search_text: [nosig, filing.pelapor.nama, p.nama_pemberi, p.instansi_pemberi ?? '']
      .join(' ')
      .trim()
      .toLowerCase(),
    updated_by: auth.user.id,
    updated_at: new Date(),
    ...(seq !== null ? { nosig, tahun_nomor: year, nomor_urut: seq } : {}),
  };
  let id: number;
  if (before) {
    id = before.id;
    await tx
      .update(laporans)
      .set({ ...values, ...nextVersion })
      .where(eq(laporans.id, id));
  } else {
    const [row] = await tx
      .insert(laporans)
      .values({ ...values, kanal, created_by: auth.user.id, created_by_role: auth.activeRole ?? '' })
      .returning({ id: laporans.id });
    if (!row) throw new Error('laporan insert returned nothing');
    id = row.id;
  }
  await replaceRincian(tx, id, items);
  await attachLampiran(tx, auth.user.id, id, p.lampiran_ids, settings.upload_max_files);
  await addHistory(tx, actor, id, { action: 'SUBMIT', from: before?.status ?? null, to: status });
  await audit(tx, actor, {
    action: 'laporan.submit',
    entity: 'laporan',
    entity_id: id,
    before: before ? { status: before.status } : null,
    after: { nosig, status, is_terlambat: terlambat },
  });
  if (status === STATUS_LAPORAN.TERKIRIM) await enterKpkProcess(tx, ctx, id);
  const mailIds = await notifyReporter(
    tx,
    ctx,
    { id, pelapor_id: filing.pelapor.id },
    `Laporan ${nosig} diterima`,
    `Laporan gratifikasi ${nosig} telah diterima`,
  );
  return {
    laporan: { id, nosig, status },
    id,
    nosig,
    status,
    nl_hints: hints,
    is_terlambat: terlambat,
    mailIds,
  };
}

import {
  addWorkingDays,
  formatDate,
  kodePertanyaan,
  type NlAssessment,
  type NlTingkat,
  roleByName,
} from '@gratifikasi/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import {
  laporan_nomor_surats,
  laporans,
  lha_status_kepemilikans,
  og_status_kepemilikans,
  rincian_laporans,
  role_users,
  users,
} from '../../../db/schema';
import { masterTableOf } from '../../../db/schema/masters';
import { fieldError } from '../../../platform/errors';
import { formatNomor } from '../../app-config/numbering';
import { citeAturan } from '../../aturan/service';
import { createOgsForSk } from '../../og/register/create';
import { createPublicLink } from '../../public-link/links';
import { cachedHolidays } from '../../workflow/graph';
import type { Applied, MoveContext, WfInstanceUpdate } from '../../workflow/subject';
import type { LaporanMoveRow } from '../access';
import { nextSequence } from '../filing/submit';
import { settingsVia, todayJakarta } from '../lookups';
import { saveNlAssessment } from '../nl';
import { issueDecisionLetter } from '../putusan/issue';
import { catatSkSampai, mulaiJamPenyampaianSk } from '../putusan/penyampaian';
import { notifyReporter } from '../status';
import { checkNilaiNegara } from './lha';
import { checkNumberingDate } from './numbered';

type Move = Omit<MoveContext<LaporanMoveRow>, 'next'>;

/** The letters numbered at the numbering steps, and the app config holding each one's format. */
export const NUMBERED_LETTERS = {
  f7A: { jenis: 'SK', format: 'format_nomor_sk' },
  f7E: { jenis: 'SPSK', format: 'format_nomor_spsk' },
  f5D: { jenis: 'SP3', format: 'format_nomor_sp3' },
} as const;

async function liveMasterRow(tx: Db, key: string, id: number): Promise<boolean> {
  const table = masterTableOf(key);
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.deleted_at)))
    .limit(1);
  return Boolean(row);
}

export async function distributeToGroup(tx: Db, grupId: number): Promise<WfInstanceUpdate> {
  if (!(await liveMasterRow(tx, 'grup', grupId))) throw fieldError('grup_id', 'Grup tidak ditemukan');
  return { grup_id: grupId, tim_id: null, anggota_user_id: null };
}

export async function distributeToMember(
  tx: Db,
  grupId: number | null,
  userId: number,
): Promise<WfInstanceUpdate> {
  const [member] = await tx
    .select({ id: users.id, grup_id: users.grup_id, tim_id: users.tim_id })
    .from(users)
    .innerJoin(role_users, eq(role_users.user_id, users.id))
    .where(
      and(
        eq(users.id, userId),
        eq(users.is_active, true),
        isNull(users.deleted_at),
        eq(role_users.role_id, roleByName('anggota_tim').id),
      ),
    )
    .limit(1);
  if (!member) throw fieldError('anggota_user_id', 'Anggota tim tidak ditemukan');
  if (grupId !== null && member.grup_id !== grupId) {
    throw fieldError('anggota_user_id', 'Anggota tim bukan bagian dari grup penerima laporan');
  }
  if (member.tim_id === null) throw fieldError('anggota_user_id', 'Anggota belum ditempatkan pada tim');
  return { anggota_user_id: member.id, tim_id: member.tim_id };
}

async function liveItems(tx: Db, laporanId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: rincian_laporans.id })
    .from(rincian_laporans)
    .where(and(eq(rincian_laporans.laporan_id, laporanId), isNull(rincian_laporans.deleted_at)));
  return rows.map((r) => r.id);
}

/** Every live item of the report exactly once, nothing else. */
async function checkItems(tx: Db, laporanId: number, given: readonly number[], field: string) {
  const live = await liveItems(tx, laporanId);
  const set = new Set(given);
  if (set.size !== given.length || live.length !== given.length || live.some((id) => !set.has(id))) {
    throw fieldError(field, 'Isi setiap rincian laporan tepat satu kali');
  }
}

const TINGKAT: Record<string, string> = {
  anggota_tim: 'anggota',
  ketua_tim: 'ketua_tim',
  ketua_group: 'ketua_group',
};

async function saveLha(m: Move): Promise<void> {
  const f = m.fields as {
    level_id: number;
    items: { rincian_id: number; status: string; nilai_negara?: string | null }[];
    aturan_internal_ids?: number[];
  };
  if (!(await liveMasterRow(m.tx, 'level', f.level_id)))
    throw fieldError('level_id', 'Level tidak ditemukan');
  await checkItems(
    m.tx,
    m.row.id,
    f.items.map((i) => i.rincian_id),
    'items',
  );
  await checkNilaiNegara(m.tx, m.row.id, f.items);
  const role = m.mover.kind === 'user' ? (m.mover.meta.auth.activeRole ?? '') : '';
  const userId = m.mover.kind === 'user' ? m.mover.meta.auth.user.id : null;
  for (const tingkat of [TINGKAT[role] ?? 'anggota', 'current']) {
    await m.tx
      .insert(lha_status_kepemilikans)
      .values(
        f.items.map((i) => ({
          rincian_id: i.rincian_id,
          laporan_id: m.row.id,
          tingkat,
          status: i.status,
          nilai_negara: i.status === 'SEBAGIAN_MILIK_NEGARA' ? (i.nilai_negara ?? null) : null,
          user_id: userId,
        })),
      )
      .onConflictDoUpdate({
        target: [lha_status_kepemilikans.rincian_id, lha_status_kepemilikans.tingkat],
        set: {
          status: sqlExcluded('status'),
          nilai_negara: sqlExcluded('nilai_negara'),
          user_id: userId,
          updated_at: new Date(),
        },
      });
  }
  await citeAturan(m.tx, m.row.id, m.row.instansi_id, f.aturan_internal_ids ?? [], userId);
  await m.tx.update(laporans).set({ level_id: f.level_id }).where(eq(laporans.id, m.row.id));
}

const sqlExcluded = (column: string) => sql.raw(`excluded."${column}"`);

/** The SK is signed: its decision per item (the LHA in force) is what the objects capability will act on. */
async function recordSkDecision(m: Move): Promise<void> {
  const current = await m.tx
    .select()
    .from(lha_status_kepemilikans)
    .where(
      and(eq(lha_status_kepemilikans.laporan_id, m.row.id), eq(lha_status_kepemilikans.tingkat, 'current')),
    );
  if (current.length === 0) return;
  await m.tx.delete(og_status_kepemilikans).where(eq(og_status_kepemilikans.laporan_id, m.row.id));
  await m.tx.insert(og_status_kepemilikans).values(
    current.map((c) => ({
      rincian_id: c.rincian_id,
      laporan_id: m.row.id,
      status: c.status,
      nilai_negara: c.nilai_negara,
    })),
  );
}

/** Numbers a letter: the next of its series and year (no gaps, no duplicates), in the configured format. */
export async function numberLetter(
  tx: Db,
  laporanId: number,
  jenis: 'SK' | 'SPSK' | 'SP3',
  format: string,
  tanggal: string,
  userId: number | null,
): Promise<{ id: number; nomor: string }> {
  const tahun = Number(tanggal.slice(0, 4));
  const urut = await nextSequence(tx, `SURAT_${jenis}`, tahun);
  const nomor = formatNomor(format, urut, tanggal);
  const [row] = await tx
    .insert(laporan_nomor_surats)
    .values({ laporan_id: laporanId, jenis, tahun, urut, nomor, tanggal, created_by: userId })
    .returning({ id: laporan_nomor_surats.id });
  if (!row) throw new Error('laporan_nomor_surats insert returned nothing');
  return { id: row.id, nomor };
}

/** Asks the reporter (completeness or a response): a token link, mailed, expiring by a durable job. */
async function askReporter(m: Move, type: 'KELENGKAPAN' | 'TANGGAPAN'): Promise<number[]> {
  const f = m.fields as { pesan: string; pertanyaan: { kode?: string | null; pertanyaan: string }[] };
  const settings = await settingsVia(m.tx);
  const holidays = await cachedHolidays(m.ctx.db, m.tx);
  const lastDay = addWorkingDays(todayJakarta(), settings.batas_kelengkapan_hk, holidays);
  // The link holds to the end of its last working day in Jakarta (UTC+7).
  const expires = new Date(`${lastDay}T23:59:59+07:00`);
  const link = await createPublicLink(m.tx, {
    laporan_id: m.row.id,
    type,
    permintaan: {
      pesan: f.pesan,
      items: f.pertanyaan.map((p, i) => ({ kode: kodePertanyaan(p, i), pertanyaan: p.pertanyaan })),
    },
    expires_at: expires,
    created_by: m.mover.kind === 'user' ? m.mover.meta.auth.user.id : null,
  });
  await m.ctx.jobs.enqueue(
    m.tx,
    'workflow.link-kedaluwarsa',
    { laporan_id: m.row.id, link_id: link.id },
    { runAfter: new Date(expires.getTime() + 1000), onceKey: `link-kedaluwarsa:${link.id}` },
  );
  const path = type === 'KELENGKAPAN' ? 'konfirmasi-kelengkapan' : 'konfirmasi-tanggapan';
  const url = `${m.ctx.config.appUrl.replace(/\/$/, '')}/${path}/${link.token}/fill`;
  const text = requestText(type, m.row.nosig, f.pesan, f.pertanyaan, lastDay, url);
  return notifyReporter(m.tx, m.ctx, m.row, text.judul, text.pesan);
}

/** The words of a request to the reporter: the same in the mail and in its preview. */
export function requestText(
  type: 'KELENGKAPAN' | 'TANGGAPAN',
  nosig: string | null,
  pesan: string,
  pertanyaan: readonly { pertanyaan: string }[],
  lastDay: string,
  url: string,
): { judul: string; pesan: string } {
  const what = type === 'KELENGKAPAN' ? 'melengkapi laporan' : 'menyampaikan tanggapan';
  const asked = pertanyaan.length
    ? ` Yang diminta: ${pertanyaan.map((p, i) => `(${i + 1}) ${p.pertanyaan}`).join('; ')}.`
    : '';
  return {
    judul: `Permintaan ${type === 'KELENGKAPAN' ? 'kelengkapan' : 'tanggapan'} laporan ${nosig ?? ''}`.trim(),
    pesan: `${pesan}${asked} Mohon ${what} melalui tautan berikut sebelum ${formatDate(lastDay)}: ${url}`,
  };
}

/**
 * `POST laporan/{id}/preview-konfirmasi-kelengkapan`: what the reporter would receive for this request, with the
 * link's last day, before the group head sends it.
 */
export async function previewRequest(
  ctx: ServerContext,
  row: LaporanMoveRow,
  type: 'KELENGKAPAN' | 'TANGGAPAN',
  body: { pesan: string; pertanyaan: { pertanyaan: string }[] },
) {
  const settings = await ctx.settings.get();
  const holidays = await cachedHolidays(ctx.db);
  const lastDay = addWorkingDays(todayJakarta(), settings.batas_kelengkapan_hk, holidays);
  const path = type === 'KELENGKAPAN' ? 'konfirmasi-kelengkapan' : 'konfirmasi-tanggapan';
  const url = `${ctx.config.appUrl.replace(/\/$/, '')}/${path}/(tautan-dibuat-saat-dikirim)/fill`;
  return { ...requestText(type, row.nosig, body.pesan, body.pertanyaan, lastDay, url), batas: lastDay };
}

/** What each step's fields mean for a report (distribution, assessments, LHA, numbers, requests to the reporter). */
export async function applyLaporanFields(m: Move): Promise<Applied | undefined> {
  const form = m.from.formulir;
  const f = m.fields;
  if (m.decision === 'kembalikan') return undefined;
  if (form === 'distribusi-grup') return { update: await distributeToGroup(m.tx, f.grup_id as number) };
  if (form === 'distribusi-anggota') {
    return { update: await distributeToMember(m.tx, m.instance.grup_id, f.anggota_user_id as number) };
  }
  if (form === 'negative-list' && m.mover.kind === 'user') {
    // Each level's assessment per item, through the NL service (a reason when overriding what it was offered).
    const role = m.mover.meta.auth.activeRole ?? '';
    const tingkat = (TINGKAT[role] ?? 'anggota') as NlTingkat;
    const { semuaNl } = await saveNlAssessment(m.tx, m.mover.meta, m.row.id, tingkat, f as NlAssessment);
    if (m.decision === 'semua_nl' && !semuaNl) {
      throw fieldError('items', 'Tidak semua rincian termasuk negative list');
    }
  }
  if (form === 'lha') await saveLha(m);
  if (m.decision === 'tidak_lengkap' || m.decision === 'minta_tanggapan') {
    return { mailIds: await askReporter(m, m.decision === 'tidak_lengkap' ? 'KELENGKAPAN' : 'TANGGAPAN') };
  }
  if (m.to.kode === 'f7A' && m.from.kode !== 'f7E') await recordSkDecision(m);
  const letter = NUMBERED_LETTERS[m.from.kode as keyof typeof NUMBERED_LETTERS];
  if (letter && m.decision === 'bernomor') {
    // Only the e-office's approval numbers a letter (the sequence is the system's alone), dated by the e-office.
    const tanggal = f.tanggal as string;
    const userId = m.mover.kind === 'user' ? m.mover.meta.auth.user.id : null;
    if (m.mover.kind === 'user') await checkNumberingDate(m.tx, m.instance.id, tanggal);
    const settings = await settingsVia(m.tx);
    const numbered = await numberLetter(
      m.tx,
      m.row.id,
      letter.jenis,
      settings[letter.format],
      tanggal,
      userId,
    );
    (m.fields as Record<string, unknown>).nomor = numbered.nomor;
    // The SK numbered: its objects enter the register, expected at the KPK (issue 12 §1).
    if (letter.jenis === 'SK') {
      await createOgsForSk(m.tx, m.row.id, tanggal, settings.batas_penyerahan_og_hk);
      // …and the 7 HK clock of its delivery to the reporter starts (issue 28 §2).
      await mulaiJamPenyampaianSk(m.tx, m.row.id, tanggal, settings.batas_penyampaian_sk_hk);
    }
    // Where the configuration counts the e-office's dispatch, the numbered SPSK going out is the delivery.
    if (letter.jenis === 'SPSK' && settings.penyampaian_sk_sumber === 'eoffice') {
      await catatSkSampai(m.tx, m.row.id, 'EOFFICE');
    }
    // The letter is issued with its number: the reporter downloads it (issue 24 §1).
    await issueDecisionLetter(m.tx, m.ctx, {
      laporanId: m.row.id,
      series: letter.jenis,
      nomorSuratId: numbered.id,
      userId,
    });
  }
  return undefined;
}

import type { Readable } from 'node:stream';
import { LEVEL_JABATAN_PESERTA_LABELS, type LetterData, NO_REPORT, PENERBIT_KPK } from '@gratifikasi/domain';
import { and, desc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { media, ppg_kegiatans, ppg_laporan_kegiatans, users, wf_events } from '../../../db/schema';
import { AppError } from '../../../platform/errors';
import { storeFile } from '../../../platform/files';
import { newKode } from '../../dokumen/surat/service';
import { registerVerifiableLetters } from '../../dokumen/surat/verifikasi';
import { renderLetterPdf } from '../../dokumen/template/render';
import { activeTemplate } from '../../dokumen/template/store';
import { registerEofficeSubjek } from '../../eoffice/queue';
import { todayJakarta } from '../../laporan/lookups';
import { instanceOf, transition } from '../../workflow/engine';
import { hasilSurveiKegiatan } from '../kegiatan/survei/hasil';
import { EOFFICE_LAPORAN_KEGIATAN, LAPORAN_KEGIATAN_TYPE, laporanKegiatanSubject } from './kind';
import { laporanKegiatanIsi } from './read';

/** The letter master's kind every activity report is issued from (the one template machinery). */
export const LK_KIND = 'laporan-kegiatan';
const JUDUL = 'Laporan kegiatan PPG';
const MB = 1024 * 1024;

/** The letter's number, given once on signature: the report's id, the series, the year. */
export const nomorLaporanKegiatan = (id: number, tanggal: string) =>
  `${String(id).padStart(4, '0')}/LK-PPG/${tanggal.slice(0, 4)}`;

/** Who approved the report for the director (signs it): the last approval at the director's step. */
async function penandatangan(db: Db, id: number) {
  const instance = await instanceOf(db, LAPORAN_KEGIATAN_TYPE, id);
  if (!instance) return { nama: null, nip: null };
  const [row] = await db
    .select({ nama: users.name, nip: users.nip })
    .from(wf_events)
    .innerJoin(users, eq(users.id, wf_events.actor_user_id))
    .where(
      and(
        eq(wf_events.instance_id, instance.id),
        eq(wf_events.from_step, 'direktur'),
        eq(wf_events.decision, 'setujui'),
      ),
    )
    .orderBy(desc(wf_events.id))
    .limit(1);
  return { nama: row?.nama ?? null, nip: row?.nip ?? null };
}

/** The report as letter data: the activity, its sessions, its participants as attendance recorded them. */
export async function laporanKegiatanLetterData(
  db: Db,
  id: number,
  surat: { nomor: string | null; tanggal: string },
  /** With the context, the activity's survey results are read too (through `db`). */
  ctx?: ServerContext,
): Promise<LetterData> {
  const { isi, kegiatan, sesi, peserta } = await laporanKegiatanIsi(db, id);
  return {
    surat: {
      jenis: JUDUL,
      nomor: surat.nomor,
      tanggal: surat.tanggal,
      perihal: `Laporan kegiatan ${kegiatan.judul}`,
    },
    ...NO_REPORT,
    penandatangan: {
      ...(await penandatangan(db, id)),
      jabatan: 'Direktur Gratifikasi dan Pelayanan Publik',
    },
    penerbit: PENERBIT_KPK,
    laporan_kegiatan: {
      judul: kegiatan.judul,
      jenis: kegiatan.jenis_kegiatan,
      bentuk: kegiatan.bentuk_kegiatan,
      tanggal_mulai: kegiatan.tanggal_mulai,
      tanggal_selesai: kegiatan.tanggal_selesai,
      tempat: kegiatan.tempat,
      instansi_sasaran: kegiatan.instansi_sasaran.join(', '),
      tim: kegiatan.tim.map((t) => t.nama).join(', '),
      ringkasan: isi.ringkasan,
      hasil: isi.hasil,
      tindak_lanjut: isi.tindak_lanjut,
      jumlah_peserta: peserta.total,
      sesi: sesi.map((s, i) => ({
        no: i + 1,
        judul: s.judul,
        tanggal: s.tanggal,
        jam: `${s.jam_mulai}–${s.jam_selesai}`,
        narasumber: s.narasumber.join(', '),
        hadir: s.hadir,
        uraian: s.uraian,
      })),
      peserta_instansi: peserta.per_instansi,
      peserta_level: peserta.per_level.map((l) => ({
        level: LEVEL_JABATAN_PESERTA_LABELS[l.level as keyof typeof LEVEL_JABATAN_PESERTA_LABELS] ?? l.level,
        jumlah: l.jumlah,
      })),
      ...(await surveiLaporanKegiatan(ctx ? { ...ctx, db } : null, isi.kegiatan_id)),
    },
  };
}

const angka = (n: number | null) => (n === null ? '-' : n.toFixed(2).replace('.', ','));

/**
 * The activity's surveys as the letter prints them: each attached survey with its respondents, and the pre/post
 * comparison when it has the pair (read through the caller's database handle: the e-office job's transaction).
 */
export async function surveiLaporanKegiatan(ctx: ServerContext | null, kegiatanId: number) {
  if (!ctx) return { survei: [], banding: null };
  const h = await hasilSurveiKegiatan(ctx, kegiatanId);
  return {
    survei: h.survei.map((s) => ({
      judul: s.judul,
      jenis: s.jenis_label,
      responden: s.hasil.jumlah_responden,
    })),
    banding: h.banding
      ? {
          pre_judul: h.banding.pre_judul,
          post_judul: h.banding.post_judul,
          pre: angka(h.banding.keseluruhan.pre),
          post: angka(h.banding.keseluruhan.post),
          selisih: angka(h.banding.keseluruhan.selisih),
          responden_pre: h.banding.responden.pre,
          responden_post: h.banding.responden.post,
        }
      : null,
  };
}

const fileName = (nomor: string) => `laporan-kegiatan-${nomor.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

/**
 * Issues the signed report once, in the e-office job's transaction: its number, the active template's rendering with
 * the QR code to `/verifikasi-dokumen/{kode}`, the stored PDF, the template version and SHA-256. Later downloads give
 * these same bytes. A report already issued keeps its letter.
 */
export async function issueLaporanKegiatan(
  tx: Db,
  ctx: ServerContext,
  id: number,
  tanggal: string,
): Promise<void> {
  const [row] = await tx
    .select()
    .from(ppg_laporan_kegiatans)
    .where(eq(ppg_laporan_kegiatans.id, id))
    .for('update');
  if (!row || row.kode) return;
  const nomor = nomorLaporanKegiatan(id, tanggal);
  const data = await laporanKegiatanLetterData(tx, id, { nomor, tanggal }, ctx);
  const template = await activeTemplate(tx, LK_KIND);
  const kode = newKode();
  const url = `${ctx.config.appUrl}/verifikasi-dokumen/${kode}`;
  const png = await QRCode.toBuffer(url, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  const { bytes, sha256 } = await renderLetterPdf(template.konten, data, {
    title: `${JUDUL} ${nomor}`,
    footer: `${JUDUL} ${nomor}`,
    qr: { png, url },
  });
  const stored = await storeFile(
    tx,
    ctx.files,
    { bytes, filename: fileName(nomor) },
    { accept: ['pdf'], maxBytes: 50 * MB, createdBy: null },
  );
  await tx
    .update(ppg_laporan_kegiatans)
    .set({ nomor, tanggal_surat: tanggal, kode, template_versi_id: template.id, sha256, media_id: stored.id })
    .where(eq(ppg_laporan_kegiatans.id, id));
}

export type LaporanKegiatanFile =
  | { kind: 'bytes'; bytes: Buffer; filename: string }
  | { kind: 'stream'; stream: Readable; filename: string };

/**
 * `GET laporan-kegiatan/{id}/pdf`: the issued letter once the e-office signed it (the same bytes every time); before
 * that a preview marked DRAF, without number or QR.
 */
export async function laporanKegiatanFile(ctx: ServerContext, id: number): Promise<LaporanKegiatanFile> {
  const [row] = await ctx.db
    .select({ media_id: ppg_laporan_kegiatans.media_id, nomor: ppg_laporan_kegiatans.nomor })
    .from(ppg_laporan_kegiatans)
    .where(eq(ppg_laporan_kegiatans.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Laporan kegiatan tidak ditemukan');
  if (row.media_id && row.nomor) {
    const [file] = await ctx.db.select().from(media).where(eq(media.id, row.media_id));
    if (!file) throw new AppError('NOT_FOUND', 'Berkas laporan kegiatan tidak ditemukan');
    return { kind: 'stream', stream: await ctx.files.open(file.storage_key), filename: fileName(row.nomor) };
  }
  const data = await laporanKegiatanLetterData(ctx.db, id, { nomor: null, tanggal: todayJakarta() }, ctx);
  const template = await activeTemplate(ctx.db, LK_KIND);
  const { bytes } = await renderLetterPdf(template.konten, data, {
    title: JUDUL,
    footer: `${JUDUL} (draf)`,
    watermark: 'DRAF',
  });
  return { kind: 'bytes', bytes, filename: `laporan-kegiatan-${id}-draf.pdf` };
}

/** The signed report's letter on the one public verification page (its QR code). */
registerVerifiableLetters(async (db, kode) => {
  const [row] = await db
    .select({
      nomor: ppg_laporan_kegiatans.nomor,
      tanggal: ppg_laporan_kegiatans.tanggal_surat,
      sha256: ppg_laporan_kegiatans.sha256,
    })
    .from(ppg_laporan_kegiatans)
    .where(eq(ppg_laporan_kegiatans.kode, kode))
    .limit(1);
  if (!row?.tanggal || !row.sha256) return null;
  return {
    nama: JUDUL,
    nomor: row.nomor,
    tanggal: row.tanggal,
    dibatalkan: false,
    pindaian: false,
    sha256: row.sha256,
  };
});

/**
 * The e-office's side of an activity report: its subject line, and its answer — signed: the report approved and its
 * letter issued; refused: the report back to its author with the e-office's note. A report no longer waiting on the
 * e-office changes nothing (logged by the e-office module).
 */
registerEofficeSubjek(EOFFICE_LAPORAN_KEGIATAN.jenis, {
  async perihal(db, k) {
    const [row] = await db
      .select({ judul: ppg_kegiatans.judul })
      .from(ppg_laporan_kegiatans)
      .innerJoin(ppg_kegiatans, eq(ppg_kegiatans.id, ppg_laporan_kegiatans.kegiatan_id))
      .where(eq(ppg_laporan_kegiatans.id, k.laporan_kegiatan_id ?? 0));
    return `Laporan kegiatan PPG: ${row?.judul ?? `#${k.laporan_kegiatan_id}`}`;
  },
  async jawab(tx, ctx, k, answer) {
    const id = k.laporan_kegiatan_id;
    if (id === null) return { mailIds: [], diabaikan: 'Kiriman tanpa laporan kegiatan' };
    const instance = await instanceOf(tx, LAPORAN_KEGIATAN_TYPE, id);
    if (!instance || instance.finished_at || instance.step !== EOFFICE_LAPORAN_KEGIATAN.langkah) {
      return { mailIds: [], diabaikan: 'Laporan kegiatan tidak lagi menunggu e-office' };
    }
    const approved = answer.status === 'DISETUJUI';
    const moved = await transition(
      tx,
      ctx,
      laporanKegiatanSubject,
      id,
      { kind: 'system' },
      {
        decision: approved ? 'eoffice_disetujui' : 'eoffice_ditolak',
        version: instance.version,
        step: EOFFICE_LAPORAN_KEGIATAN.langkah,
        body: {
          catatan: approved
            ? `Ditandatangani melalui e-office (${k.ref})`
            : `Ditolak melalui e-office: ${answer.catatan || 'tanpa catatan'}`,
        },
      },
    );
    if (approved) await issueLaporanKegiatan(tx, ctx, id, answer.tanggal ?? todayJakarta());
    return { mailIds: moved.mailIds };
  },
});

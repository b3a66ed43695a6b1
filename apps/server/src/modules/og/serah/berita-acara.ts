import type { Readable } from 'node:stream';
import {
  LETTER_KINDS,
  type LetterData,
  NO_REPORT,
  OG_DOKUMEN_LABELS,
  type OgDokumenDetail,
  PENERBIT_KPK,
  STATUS_KEPEMILIKAN_LABELS,
} from '@gratifikasi/domain';
import { eq, inArray } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { laporans, media, og_dokumens, pelapors } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import { storeFile } from '../../../platform/files';
import { renderLetterPdf } from '../../dokumen/template/render';
import { activeTemplate } from '../../dokumen/template/store';
import type { Meta } from '../register/move';
import { dokumenDetail } from './dokumen';

/** The letter master's kind every berita acara of an OG act is made from (issue 11's one template machinery). */
export const BA_KIND = 'berita-acara-og';
const TITLE = LETTER_KINDS.find((k) => k.kode === BA_KIND)?.nama ?? 'Berita acara objek gratifikasi';
const MB = 1024 * 1024;

/** The reporters of the reports whose objects the record moved, by report id. */
async function reportersOf(db: Db, laporanIds: number[]): Promise<Map<number, string>> {
  if (laporanIds.length === 0) return new Map();
  const rows = await db
    .select({ id: laporans.id, nama: pelapors.nama })
    .from(laporans)
    .innerJoin(pelapors, eq(pelapors.id, laporans.pelapor_id))
    .where(inArray(laporans.id, laporanIds));
  return new Map(rows.map((r) => [r.id, r.nama]));
}

/**
 * The record as letter data: the act (`berita_acara`) with its parties and every object it moved; when all objects
 * come from one report, its reporter is `pelapor` too (a return names the recipient).
 */
export async function beritaAcaraLetterData(db: Db, d: OgDokumenDetail): Promise<LetterData> {
  const names = await reportersOf(db, [...new Set(d.objek.map((o) => o.laporan_id))]);
  const total = d.objek.reduce((sum, o) => sum + Math.round(Number(o.nilai_rupiah) * 100), 0);
  const single = names.size === 1 ? [...names.values()][0] : undefined;
  return {
    surat: { jenis: TITLE, nomor: d.nomor, tanggal: d.tanggal, perihal: OG_DOKUMEN_LABELS[d.jenis] },
    ...NO_REPORT,
    laporan: {
      ...NO_REPORT.laporan,
      nomor: d.objek[0]?.nomor_laporan ?? null,
      total_nilai: (total / 100).toFixed(2),
    },
    pelapor: { ...NO_REPORT.pelapor, nama: single ?? '' },
    penandatangan: {
      nama: d.created_by_name,
      nip: d.created_by_nip,
      jabatan: 'Petugas Pengelola Objek Gratifikasi',
    },
    penerbit: PENERBIT_KPK,
    berita_acara: {
      jenis: d.jenis,
      judul: OG_DOKUMEN_LABELS[d.jenis],
      nomor: d.nomor,
      tanggal: d.tanggal,
      pihak: { nama: d.pihak_nama, instansi: d.pihak_instansi },
      kpknl: d.kpknl_nama,
      lokasi: d.lokasi_nama,
      petugas: d.created_by_name,
      catatan: d.catatan,
      jumlah_objek: d.objek.length,
      total_nilai_rupiah: (total / 100).toFixed(2),
      objek: d.objek.map((o, i) => ({
        no: i + 1,
        kode: o.kode,
        uraian: o.uraian,
        jumlah: o.jumlah,
        satuan: o.satuan,
        laporan: o.nomor_laporan,
        pelapor: names.get(o.laporan_id) ?? null,
        sk: o.nomor_sk,
        tanggal_sk: o.tanggal_sk,
        kepemilikan: STATUS_KEPEMILIKAN_LABELS[o.kepemilikan],
        mata_uang: o.mata_uang_kode,
        nilai: o.nilai,
        nilai_rupiah: o.nilai_rupiah,
        boks: o.box_kode,
      })),
    },
  };
}

const fileName = (nomor: string) => `berita-acara-${nomor.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

export type BeritaAcaraFile =
  | { kind: 'bytes'; bytes: Buffer; filename: string }
  | { kind: 'stream'; stream: Readable; filename: string };

/**
 * `GET og/dokumen/{id}/pdf`: the berita acara. Issued once, by a holder of update-og: rendered from the active
 * `berita-acara-og` template, stored, its template version and SHA-256 kept, and the record final from then on;
 * later downloads give that same file. A reader without update-og gets a "DRAF" preview of a record not yet issued.
 */
export async function beritaAcaraFile(ctx: ServerContext, meta: Meta, id: number): Promise<BeritaAcaraFile> {
  const d = await dokumenDetail(ctx.db, id);
  const [row] = await ctx.db
    .select({ media_id: og_dokumens.media_id })
    .from(og_dokumens)
    .where(eq(og_dokumens.id, id));
  if (row?.media_id) {
    const [file] = await ctx.db.select().from(media).where(eq(media.id, row.media_id));
    if (!file) throw new AppError('NOT_FOUND', 'Berkas berita acara tidak ditemukan');
    return { kind: 'stream', stream: await ctx.files.open(file.storage_key), filename: fileName(d.nomor) };
  }
  const data = await beritaAcaraLetterData(ctx.db, d);
  const template = await activeTemplate(ctx.db, BA_KIND);
  const issues = meta.auth.permissions.has('update-og');
  const { bytes, sha256 } = await renderLetterPdf(template.konten, data, {
    title: `Berita Acara ${d.nomor}`,
    footer: `Berita Acara ${OG_DOKUMEN_LABELS[d.jenis]} ${d.nomor}`,
    ...(issues ? {} : { watermark: 'DRAF' }),
  });
  if (!issues) return { kind: 'bytes', bytes, filename: fileName(d.nomor) };
  const filename = fileName(d.nomor);
  const issued = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(og_dokumens).where(eq(og_dokumens.id, id)).for('update');
    // Issued by someone else meanwhile: theirs is the one kept.
    if (!locked || locked.media_id) return false;
    const stored = await storeFile(
      tx,
      ctx.files,
      { bytes, filename },
      { accept: ['pdf'], maxBytes: 50 * MB, createdBy: meta.auth.user.id },
    );
    await tx
      .update(og_dokumens)
      .set({ template_versi_id: template.id, sha256, media_id: stored.id, final_at: new Date() })
      .where(eq(og_dokumens.id, id));
    await audit(tx, meta, {
      action: 'og.dokumen.terbit',
      entity: 'og_dokumens',
      entity_id: id,
      after: { template_versi: template.versi, sha256 },
    });
    return true;
  });
  if (!issued) return beritaAcaraFile(ctx, meta, id);
  return { kind: 'bytes', bytes, filename };
}

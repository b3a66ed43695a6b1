import type { Readable } from 'node:stream';
import { formatDate, formatNumber, type LetterData } from '@gratifikasi/domain';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { letterDataOfRecord } from '../../dokumen/letter-data';
import { draftPdf, issuedFile, issuedOf, issueLetter } from '../../dokumen/surat/service';
import { tagihanOne } from '../ledger/lists';

type Tagihan = Awaited<ReturnType<typeof tagihanOne>>;

/**
 * The surat tagihan of one bill (issue 12 §4) as the letter machinery fills it: the report's letter data (reporter,
 * giver, signer), narrowed to the billed item, with the bill's number and date and its own figures under `tagihan`
 * (value in rupiah, value and currency decided, tax rate, VA). The body is the `surat-tagihan` template of
 * /admin/master-template-dokumen — one template for the report's letter and the bill's.
 */
export async function tagihanLetterData(db: Db, t: Tagihan): Promise<LetterData> {
  const base = await letterDataOfRecord(db, t.laporan_id, 'surat-tagihan');
  // By id: two items of a report may share a description.
  const item = base.rincian.find((r) => r.id === t.rincian_id);
  const asing = t.mata_uang_asal !== 'IDR';
  return {
    ...base,
    surat: {
      ...base.surat,
      nomor: t.nomor,
      tanggal: t.tanggal,
      perihal: 'Tagihan atas objek gratifikasi milik negara',
    },
    laporan: { ...base.laporan, total_nilai: t.nilai },
    rincian: [
      {
        id: t.rincian_id,
        no: 1,
        uraian: t.uraian,
        jenis: item?.jenis ?? null,
        jumlah: item?.jumlah ?? 1,
        satuan: item?.satuan ?? null,
        status: item?.status ?? 'Diterima',
        mata_uang: t.mata_uang_asal,
        nilai_taksiran: t.nilai_asal,
        kurs: t.kurs,
        kurs_tanggal: t.kurs_tanggal,
        nilai: t.nilai,
        keputusan: item?.keputusan ?? null,
      },
    ],
    tagihan: {
      va: t.va,
      nilai: t.nilai,
      nilai_asal: t.nilai_asal,
      mata_uang_asal: t.mata_uang_asal,
      kurs_teks: asing
        ? `Rp${formatNumber(t.kurs)}${t.kurs_tanggal ? ` (${formatDate(t.kurs_tanggal)})` : ''}`
        : '-',
      tanggal_keputusan: t.tanggal_keputusan,
    },
  };
}

const fileName = (t: Tagihan) => `surat-tagihan-${t.nomor.replace(/[^\w-]+/g, '-')}.pdf`;

/**
 * The bill's letter to download: once the e-office has approved it, the issued letter (QR-verified, stored, the same
 * bytes the reporter gets among the report's documents); before that, the staff's draft preview (watermarked DRAF).
 */
export async function tagihanPdf(
  ctx: ServerContext,
  id: number,
): Promise<{ filename: string } & ({ bytes: Buffer } | { stream: Readable })> {
  const t = await tagihanOne(ctx.db, id);
  const issued = await issuedFile(ctx, t.laporan_id, 'surat-tagihan', t.nomor);
  if (issued) return { stream: issued.stream, filename: fileName(t) };
  const data = await tagihanLetterData(ctx.db, t);
  return { bytes: await draftPdf(ctx, 'surat-tagihan', data), filename: fileName(t) };
}

/**
 * Issues the bill's letter when the e-office approved it, in the caller's transaction: the letter dated the day of
 * approval, recorded with the report (its reporter sees it among the report's documents). Returns the letter's id.
 */
export async function issueTagihanLetter(
  tx: Db,
  ctx: ServerContext,
  tagihanId: number,
  tanggal: string,
): Promise<number> {
  const t = await tagihanOne(tx, tagihanId);
  const existing = await issuedOf(tx, t.laporan_id, 'surat-tagihan', null, t.nomor);
  if (existing) return existing.surat.id;
  const data = await tagihanLetterData(tx, t);
  data.surat.tanggal = tanggal;
  const made = await issueLetter(tx, ctx, {
    laporanId: t.laporan_id,
    kind: 'surat-tagihan',
    data,
    nomorSuratId: null,
    userId: null,
  });
  return made.id;
}

import { convertToRupiah, nomorVa } from '@gratifikasi/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import {
  laporan_nomor_surats,
  laporans,
  og_status_kepemilikans,
  pelapors,
  piutang_entris,
  piutang_tagihans,
  rincian_laporans,
} from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { RequestMeta } from '../../../platform/auth-context';
import { assertEoffice } from '../../../platform/eoffice';
import { AppError } from '../../../platform/errors';
import { assertPayment, type PaymentGateway } from '../../../platform/payment';
import { formatNomor } from '../../app-config/numbering';
import { queueTagihanEoffice } from '../../eoffice/queue';
import { kursPajakBerlaku } from '../../kurs/service';
import { nextSequence } from '../../laporan/filing/submit';
import { settingsVia, todayJakarta } from '../../laporan/lookups';

/** The decisions that make a bill: the item is the state's (wholly or in part) and the reporter keeps it. */
const BILLABLE = ['MILIK_NEGARA', 'SEBAGIAN_MILIK_NEGARA'];

export interface TagihanInput {
  rincian_id: number;
  keterangan?: string | undefined;
}

/** The date the SK decided: its number's date, else the day the decision was recorded (Jakarta). */
async function decisionDate(tx: Db, laporanId: number, recordedAt: Date): Promise<string> {
  const [sk] = await tx
    .select({ tanggal: laporan_nomor_surats.tanggal })
    .from(laporan_nomor_surats)
    .where(
      and(
        eq(laporan_nomor_surats.laporan_id, laporanId),
        eq(laporan_nomor_surats.jenis, 'SK'),
        isNull(laporan_nomor_surats.dibatalkan_at),
      ),
    )
    .orderBy(desc(laporan_nomor_surats.id))
    .limit(1);
  return sk?.tanggal ?? todayJakarta(recordedAt.getTime());
}

/**
 * Issues the surat tagihan of one item (issue 12 §4): checks the SK's decision, converts a foreign value at the tax
 * rate (kurs pajak) of the decision date, numbers the letter in its own series, gives it a VA, registers the VA with
 * the bank, books the bill as the ledger's first entry, and sends the letter to the e-office for signature — all in
 * one transaction.
 */
export async function issueTagihan(
  ctx: ServerContext,
  request: RequestMeta,
  gateway: PaymentGateway,
  input: TagihanInput,
): Promise<{ id: number; nomor: string; va: string; nilai: string }> {
  // Without a bank or an e-office the bill could be neither paid nor signed: refused before anything is numbered.
  assertPayment(gateway);
  assertEoffice(ctx.config, 'surat tagihan tidak dapat dikirim untuk ditandatangani');
  return ctx.db.transaction(async (tx) => {
    const [item] = await tx
      .select({
        rincian_id: rincian_laporans.id,
        laporan_id: rincian_laporans.laporan_id,
        nilai_taksiran: rincian_laporans.nilai_taksiran,
        mata_uang: rincian_laporans.mata_uang_kode,
        uraian: rincian_laporans.uraian,
        status: og_status_kepemilikans.status,
        nilai_negara: og_status_kepemilikans.nilai_negara,
        decided_at: og_status_kepemilikans.created_at,
        pelapor_id: laporans.pelapor_id,
        pelapor_nama: pelapors.nama,
      })
      .from(rincian_laporans)
      .innerJoin(laporans, eq(laporans.id, rincian_laporans.laporan_id))
      .innerJoin(pelapors, eq(pelapors.id, laporans.pelapor_id))
      .leftJoin(og_status_kepemilikans, eq(og_status_kepemilikans.rincian_id, rincian_laporans.id))
      .where(
        and(
          eq(rincian_laporans.id, input.rincian_id),
          isNull(rincian_laporans.deleted_at),
          isNull(laporans.deleted_at),
        ),
      )
      .limit(1);
    if (!item) throw new AppError('NOT_FOUND', 'Rincian laporan tidak ditemukan');
    if (!item.status || !BILLABLE.includes(item.status) || !item.decided_at) {
      throw new AppError('CONFLICT', 'Rincian belum ditetapkan milik negara oleh SK');
    }
    const [existing] = await tx
      .select({ id: piutang_tagihans.id })
      .from(piutang_tagihans)
      .where(eq(piutang_tagihans.rincian_id, item.rincian_id));
    if (existing) throw new AppError('CONFLICT', 'Surat tagihan rincian ini sudah diterbitkan');

    const tanggalKeputusan = await decisionDate(tx, item.laporan_id, item.decided_at);
    // Part state's: the state's share as the decision states it, in the item's currency.
    const nilaiAsal =
      item.status === 'SEBAGIAN_MILIK_NEGARA' && item.nilai_negara ? item.nilai_negara : item.nilai_taksiran;
    const asal = item.mata_uang.toUpperCase();
    let kurs = '1';
    let kursTanggal: string | null = null;
    if (asal !== 'IDR') {
      const rate = (await kursPajakBerlaku(tx, tanggalKeputusan)).find((k) => k.kode.toUpperCase() === asal);
      if (!rate) {
        throw new AppError(
          'VALIDATION_FAILED',
          `Kurs pajak ${asal} untuk tanggal keputusan ${tanggalKeputusan} belum tersedia`,
          { rincian_id: [`Kurs pajak ${asal} untuk tanggal keputusan belum tersedia`] },
        );
      }
      kurs = rate.nilai;
      kursTanggal = rate.tanggal_mulai;
    }
    const nilai = convertToRupiah(nilaiAsal, kurs);
    if (!/[1-9]/.test(nilai)) throw new AppError('CONFLICT', 'Nilai tagihan nol');

    const today = todayJakarta();
    const tahun = Number(today.slice(0, 4));
    const settings = await settingsVia(tx);
    const urut = await nextSequence(tx, 'SURAT_TAGIHAN', tahun);
    const nomor = formatNomor(settings.format_nomor_tagihan, urut, today);
    const va = nomorVa(await nextSequence(tx, 'VA_TAGIHAN', 0));
    const userId = request.auth?.user.id ?? null;
    const [row] = await tx
      .insert(piutang_tagihans)
      .values({
        laporan_id: item.laporan_id,
        rincian_id: item.rincian_id,
        pelapor_id: item.pelapor_id,
        nomor,
        tahun,
        urut,
        tanggal: today,
        tanggal_keputusan: tanggalKeputusan,
        va,
        mata_uang: 'IDR',
        nilai,
        mata_uang_asal: asal,
        nilai_asal: nilaiAsal,
        kurs,
        kurs_tanggal: kursTanggal,
        keterangan: input.keterangan ?? null,
        created_by: userId,
      })
      .returning({ id: piutang_tagihans.id });
    if (!row) throw new Error('tagihan insert returned nothing');
    await tx.insert(piutang_entris).values({
      tagihan_id: row.id,
      pelapor_id: item.pelapor_id,
      mata_uang: 'IDR',
      jenis: 'TAGIHAN',
      jumlah: nilai,
      tanggal: today,
      kurs,
      kurs_tanggal: kursTanggal,
      keterangan: `Surat tagihan ${nomor}`,
      created_by: userId,
    });
    await audit(tx, request, {
      action: 'piutang.tagihan.terbit',
      entity: 'piutang_tagihans',
      entity_id: row.id,
      after: {
        nomor,
        va,
        nilai,
        mata_uang_asal: asal,
        nilai_asal: nilaiAsal,
        kurs,
        kurs_tanggal: kursTanggal,
      },
    });
    await queueTagihanEoffice(tx, ctx, item.laporan_id, row.id);
    await gateway.registerVa({
      va,
      nama: item.pelapor_nama,
      jumlah: nilai,
      mata_uang: 'IDR',
      referensi: nomor,
    });
    return { id: row.id, nomor, va, nilai };
  });
}

/** The items of a report with the SK's decision and, where issued, their bill and its balance. */
export async function tagihanOfLaporan(db: Db, laporanId: number) {
  const [laporan] = await db
    .select({ id: laporans.id, nosig: laporans.nosig, pelapor_nama: pelapors.nama })
    .from(laporans)
    .innerJoin(pelapors, eq(pelapors.id, laporans.pelapor_id))
    .where(and(eq(laporans.id, laporanId), isNull(laporans.deleted_at)));
  if (!laporan) throw new AppError('NOT_FOUND', 'Laporan tidak ditemukan');
  const items = await db
    .select({
      rincian_id: rincian_laporans.id,
      uraian: rincian_laporans.uraian,
      nilai_taksiran: rincian_laporans.nilai_taksiran,
      mata_uang: rincian_laporans.mata_uang_kode,
      keputusan: og_status_kepemilikans.status,
      nilai_negara: og_status_kepemilikans.nilai_negara,
      tagihan_id: piutang_tagihans.id,
      nomor: piutang_tagihans.nomor,
      va: piutang_tagihans.va,
      nilai: piutang_tagihans.nilai,
      kurs: piutang_tagihans.kurs,
      kurs_tanggal: piutang_tagihans.kurs_tanggal,
      tanggal: piutang_tagihans.tanggal,
      saldo: sql<
        string | null
      >`(select sum(e.jumlah)::text from piutang_entris e where e.tagihan_id = ${piutang_tagihans.id})`,
    })
    .from(rincian_laporans)
    .leftJoin(og_status_kepemilikans, eq(og_status_kepemilikans.rincian_id, rincian_laporans.id))
    .leftJoin(piutang_tagihans, eq(piutang_tagihans.rincian_id, rincian_laporans.id))
    .where(and(eq(rincian_laporans.laporan_id, laporanId), isNull(rincian_laporans.deleted_at)))
    .orderBy(rincian_laporans.id);
  return {
    laporan,
    items: items.map((i) => ({ ...i, dapat_ditagih: !i.tagihan_id && BILLABLE.includes(i.keputusan ?? '') })),
  };
}

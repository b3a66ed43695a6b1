import {
  countWorkingDays,
  formatDate,
  formatRupiah,
  issuedLetterName,
  type PutusanLaporan,
  STATUS_KEPEMILIKAN_LABELS,
  type StatusKepemilikan,
  TINDAK_LANJUT_LABELS,
  type TindakLanjut,
} from '@gratifikasi/domain';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  dokumen_surats,
  objek_gratifikasis,
  og_status_kepemilikans,
  piutang_tagihans,
  rincian_laporans,
} from '../../../db/schema';
import { numberOf } from '../../dokumen/letter-data';
import { issuedOf } from '../../dokumen/surat/service';
import { cachedHolidays } from '../../workflow/graph';
import { settingsVia } from '../lookups';
import { LETTER_OF_SERIES } from './issue';

/** The steps where a report's ruling is issued, and the letters its reporter receives there (in their order). */
const FINAL: Readonly<Record<string, { jenis: 'SK' | 'SP3'; series: (keyof typeof LETTER_OF_SERIES)[] }>> = {
  selesai: { jenis: 'SK', series: ['SK', 'SPSK'] },
  'sp3-selesai': { jenis: 'SP3', series: ['SP3'] },
};

/** Objects already in the KPK's hands (or beyond): nothing is left for the reporter to hand over. */
const RECEIVED = new Set([
  'DITERIMA',
  'DIVERIFIKASI',
  'DISIMPAN',
  'DIKEMAS',
  'DISERAHKAN_DJKN',
  'DISERAHKAN_LANGSUNG',
]);

type Item = PutusanLaporan['rincian'][number];

const NONE: PutusanLaporan = { terbit: false, jenis: null, surat: [], rincian: [] };

/** The issued letters of the ruling (their numbers in force), in the order the reporter reads them. */
async function issuedLetters(db: Db, laporanId: number, series: readonly (keyof typeof LETTER_OF_SERIES)[]) {
  const out: PutusanLaporan['surat'] = [];
  for (const s of series) {
    const kind = LETTER_OF_SERIES[s];
    const number = await numberOf(db, laporanId, kind);
    if (!number) return null;
    const issued = await issuedOf(db, laporanId, kind, number.id, number.nomor);
    if (!issued) return null;
    out.push({
      surat_id: issued.surat.id,
      jenis: kind,
      nama: issuedLetterName(kind),
      nomor: issued.surat.nomor,
      tanggal: issued.surat.tanggal,
    });
  }
  return out;
}

/** The latest bill of each item whose surat tagihan was issued to the reporter (approved by the e-office). */
async function issuedBills(db: Db, laporanId: number) {
  const rows = await db
    .select({
      rincian_id: piutang_tagihans.rincian_id,
      nomor: piutang_tagihans.nomor,
      nilai: piutang_tagihans.nilai,
      va: piutang_tagihans.va,
    })
    .from(piutang_tagihans)
    .innerJoin(
      dokumen_surats,
      and(
        eq(dokumen_surats.laporan_id, piutang_tagihans.laporan_id),
        eq(dokumen_surats.jenis, 'surat-tagihan'),
        eq(dokumen_surats.nomor, piutang_tagihans.nomor),
        isNull(dokumen_surats.dibatalkan_at),
      ),
    )
    .where(eq(piutang_tagihans.laporan_id, laporanId))
    .orderBy(desc(piutang_tagihans.id));
  const bills = new Map<number, (typeof rows)[number]>();
  for (const r of rows) if (!bills.has(r.rincian_id)) bills.set(r.rincian_id, r);
  return bills;
}

function follow(
  tindak: TindakLanjut,
  keterangan: string,
  batas: string | null = null,
  batasHk: number | null = null,
): Pick<Item, 'tindak_lanjut' | 'tindak_lanjut_label' | 'keterangan' | 'batas' | 'batas_hk'> {
  return {
    tindak_lanjut: tindak,
    tindak_lanjut_label: TINDAK_LANJUT_LABELS[tindak],
    keterangan,
    batas,
    batas_hk: batas ? batasHk : null,
  };
}

/**
 * The report's ruling as its reporter reads it (issue 24 §1), once issued — the report at its final step with every
 * letter of it numbered and issued: the letters, and per received item the ruling in words and what follows
 * (hand the object over by its deadline, pay the bill issued, nothing, or done). Before that, nothing.
 */
export async function putusanOf(
  db: Db,
  laporan: { id: number; step: string | null },
): Promise<PutusanLaporan> {
  const final = laporan.step ? FINAL[laporan.step] : undefined;
  if (!final) return NONE;
  const surat = await issuedLetters(db, laporan.id, final.series);
  if (!surat) return NONE;
  const items = await db
    .select({
      rincian_id: rincian_laporans.id,
      uraian: rincian_laporans.uraian,
      dititipkan: rincian_laporans.dititipkan,
      keputusan: og_status_kepemilikans.status,
      nilai_negara: og_status_kepemilikans.nilai_negara,
      state: objek_gratifikasis.state,
      batas_serah: objek_gratifikasis.batas_serah,
      tanggal_sk: objek_gratifikasis.tanggal_sk,
    })
    .from(rincian_laporans)
    .leftJoin(og_status_kepemilikans, eq(og_status_kepemilikans.rincian_id, rincian_laporans.id))
    .leftJoin(objek_gratifikasis, eq(objek_gratifikasis.rincian_id, rincian_laporans.id))
    .where(
      and(
        eq(rincian_laporans.laporan_id, laporan.id),
        isNull(rincian_laporans.deleted_at),
        eq(rincian_laporans.status_penerimaan, 'DITERIMA'),
      ),
    )
    .orderBy(asc(rincian_laporans.id));
  const bills = final.jenis === 'SK' ? await issuedBills(db, laporan.id) : new Map();
  // The handover period as the SK set it (its deadline was computed from the configuration of that day); an object
  // without a deadline is told the period configured now.
  const holidays = items.some((r) => r.batas_serah) ? await cachedHolidays(db) : new Set<string>();
  const periodeHk = items.some((r) => !r.batas_serah) ? (await settingsVia(db)).batas_penyerahan_og_hk : null;
  const rincian = items.map((r): Item => {
    const base = { rincian_id: r.rincian_id, uraian: r.uraian };
    if (final.jenis === 'SP3' || !r.keputusan) {
      return {
        ...base,
        keputusan: null,
        keputusan_label: 'Tidak ditindaklanjuti',
        nilai_negara: null,
        ...follow('TIDAK_ADA', 'Laporan tidak ditindaklanjuti; tidak ada kewajiban atas objek ini.'),
      };
    }
    const keputusan = r.keputusan as StatusKepemilikan;
    const head = {
      ...base,
      keputusan,
      keputusan_label: STATUS_KEPEMILIKAN_LABELS[keputusan] ?? keputusan,
      nilai_negara: keputusan === 'SEBAGIAN_MILIK_NEGARA' ? r.nilai_negara : null,
    };
    if (keputusan === 'MILIK_PENERIMA') {
      if (r.state === 'DIKEMBALIKAN')
        return { ...head, ...follow('SELESAI', 'Objek telah dikembalikan kepada Anda.') };
      return r.dititipkan !== 'TIDAK'
        ? { ...head, ...follow('DIKEMBALIKAN', 'Objek yang Anda titipkan akan dikembalikan kepada Anda.') }
        : { ...head, ...follow('TIDAK_ADA', 'Objek ditetapkan milik Anda; tidak ada yang perlu dilakukan.') };
    }
    if (r.state === 'DIBAYAR')
      return { ...head, ...follow('SELESAI', 'Tagihan atas objek ini telah lunas.') };
    if (r.state && RECEIVED.has(r.state))
      return { ...head, ...follow('SELESAI', 'Objek telah diterima KPK.') };
    const bill = bills.get(r.rincian_id);
    if (bill) {
      return {
        ...head,
        ...follow(
          'BAYAR',
          `Setor ${formatRupiah(bill.nilai)} melalui nomor virtual account ${bill.va} sesuai surat tagihan ${bill.nomor}.`,
        ),
      };
    }
    const part = head.nilai_negara ? ` Bagian milik negara senilai ${formatRupiah(head.nilai_negara)}.` : '';
    const hk =
      r.batas_serah && r.tanggal_sk ? countWorkingDays(r.tanggal_sk, r.batas_serah, holidays) : periodeHk;
    return {
      ...head,
      ...follow(
        'SERAHKAN',
        r.batas_serah
          ? `Serahkan objek ke KPK paling lambat ${formatDate(r.batas_serah)} (${hk} hari kerja sejak SK).${part}`
          : `Serahkan objek ke KPK dalam ${hk} hari kerja sejak SK.${part}`,
        r.batas_serah,
        hk,
      ),
    };
  });
  return { terbit: true, jenis: final.jenis, surat, rincian };
}

/**
 * The reporter's notice that the ruling is issued (in-app and by mail): the letters' numbers, the ruling and what
 * follows, counted; null while it is not issued.
 */
export async function putusanNotice(
  db: Db,
  laporan: { id: number; step: string | null; nosig: string | null },
): Promise<{ judul: string; pesan: string } | null> {
  const p = await putusanOf(db, laporan);
  if (!p.terbit) return null;
  const nosig = laporan.nosig ?? `#${laporan.id}`;
  const letters = p.surat.map(
    (s) => `${s.jenis === 'draft-sk' ? 'SK' : s.jenis === 'pengantar-sk' ? 'SPSK' : 'SP3'} nomor ${s.nomor}`,
  );
  const count = (what: (i: Item) => boolean) => p.rincian.filter(what).length;
  const rulings = [...new Set(p.rincian.map((i) => i.keputusan_label))]
    .map((label) => `${count((i) => i.keputusan_label === label)} objek ${label.toLowerCase()}`)
    .join(', ');
  const perluTindakan = p.rincian.filter(
    (i) => i.tindak_lanjut === 'SERAHKAN' || i.tindak_lanjut === 'BAYAR',
  );
  const next = perluTindakan.length
    ? ` Yang perlu Anda lakukan: ${perluTindakan.map((i) => `${i.uraian}: ${i.keterangan}`).join(' ')}`
    : ' Tidak ada yang perlu Anda lakukan.';
  const what = p.jenis === 'SK' ? 'Keputusan KPK atas' : 'Pemberitahuan tidak ditindaklanjutinya';
  return {
    judul: `${p.jenis === 'SK' ? 'SK' : 'SP3'} laporan ${nosig} terbit`,
    pesan:
      `${what} laporan gratifikasi ${nosig} telah terbit: ${letters.join(' dan ')}.` +
      (p.jenis === 'SK' && rulings ? ` Penetapan: ${rulings}.` : '') +
      `${next} Surat dapat diunduh pada halaman laporan Anda.`,
  };
}

import {
  formatLongDate,
  LETTER_KINDS,
  type LetterData,
  type LetterKind,
  PENERBIT_KPK,
  STATUS_KEPEMILIKAN_LABELS,
  type StatusKepemilikan,
} from '@gratifikasi/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { laporan_nomor_surats, lha_status_kepemilikans, og_status_kepemilikans } from '../../db/schema';
import type { AuthContext } from '../../platform/auth-context';
import { getLaporan } from '../laporan/filing/read';
import { todayJakarta } from '../laporan/lookups';

/** The number series a letter kind carries, where it has one (the numbering steps f7A, f7E, f5D give them). */
const SERIES: Partial<Record<LetterKind, string>> = { 'draft-sk': 'SK', 'pengantar-sk': 'SPSK', sp3: 'SP3' };

/** A decision as the letter words it ("Milik Negara"). */
const labelOf = (status: string | undefined) =>
  status ? (STATUS_KEPEMILIKAN_LABELS[status as StatusKepemilikan] ?? status) : null;

/** Each item's decision: the SK's where there is one, else the LHA's current recommendation. */
async function decisionsOf(db: Db, laporanId: number): Promise<Map<number, string>> {
  const sk = await db
    .select({ rincian_id: og_status_kepemilikans.rincian_id, status: og_status_kepemilikans.status })
    .from(og_status_kepemilikans)
    .where(eq(og_status_kepemilikans.laporan_id, laporanId));
  if (sk.length) return new Map(sk.map((r) => [r.rincian_id, r.status]));
  const lha = await db
    .select({ rincian_id: lha_status_kepemilikans.rincian_id, status: lha_status_kepemilikans.status })
    .from(lha_status_kepemilikans)
    .where(
      and(eq(lha_status_kepemilikans.laporan_id, laporanId), eq(lha_status_kepemilikans.tingkat, 'current')),
    );
  return new Map(lha.map((r) => [r.rincian_id, r.status]));
}

async function numberOf(db: Db, laporanId: number, kind: LetterKind) {
  const series = SERIES[kind];
  if (!series) return null;
  const [row] = await db
    .select({ nomor: laporan_nomor_surats.nomor, tanggal: laporan_nomor_surats.tanggal })
    .from(laporan_nomor_surats)
    .where(
      and(
        eq(laporan_nomor_surats.laporan_id, laporanId),
        eq(laporan_nomor_surats.jenis, series),
        isNull(laporan_nomor_surats.dibatalkan_at),
      ),
    )
    .orderBy(desc(laporan_nomor_surats.id))
    .limit(1);
  return row ?? null;
}

/**
 * A letter's data from a report, as the caller may read it (another's report answers 404): the report, its reporter
 * and giver, the items with their decision, the letter's number and date where it has been numbered. The signer is
 * left for the signing step (issue 11 §3) to fill.
 */
export async function letterDataOf(
  db: Db,
  auth: AuthContext,
  laporanId: number,
  kind: LetterKind,
): Promise<LetterData> {
  const laporan = await getLaporan(db, auth, laporanId);
  const [decisions, number] = [await decisionsOf(db, laporanId), await numberOf(db, laporanId, kind)];
  const nama = LETTER_KINDS.find((k) => k.kode === kind)?.nama ?? kind;
  return {
    surat: {
      jenis: nama,
      nomor: number?.nomor ?? null,
      tanggal: number?.tanggal ?? todayJakarta(),
      perihal: `${nama} atas laporan ${laporan.nosig ?? `#${laporan.id}`}`,
    },
    laporan: {
      nomor: laporan.nosig,
      tanggal_lapor: laporan.tanggal_lapor,
      tanggal_penerimaan: laporan.tanggal_penerimaan,
      tempat_penerimaan: laporan.tempat_penerimaan,
      peristiwa: laporan.jenis_peristiwa_nama,
      kronologi: laporan.kronologi,
      total_nilai: laporan.total_nilai,
      status: laporan.status_nama,
    },
    pelapor: {
      nama: laporan.pelapor.nama,
      nik: laporan.pelapor.nik,
      nip: null,
      jabatan: laporan.pelapor.jabatan,
      instansi: laporan.pelapor.instansi_nama ?? laporan.instansi_nama,
      alamat: null,
      email: laporan.pelapor.email,
      telepon: laporan.pelapor.telepon,
    },
    pemberi: {
      nama: laporan.nama_pemberi,
      instansi: laporan.instansi_pemberi,
      alamat: laporan.alamat_pemberi,
      hubungan: laporan.hubungan_pemberi_penerima_nama,
    },
    rincian: laporan.rincian.map((r, i) => ({
      no: i + 1,
      uraian: r.uraian,
      jenis: r.jenis_objek_nama,
      jumlah: r.jumlah,
      nilai: r.nilai_rupiah,
      keputusan: labelOf(decisions.get(r.id)),
    })),
    penandatangan: { nama: null, nip: null, jabatan: null },
    penerbit: PENERBIT_KPK,
  };
}

/** A file name for a letter: kind, report number, date ("draft-sk-31-LAP-GRAT-11-2026.pdf"). */
export function letterFilename(kind: LetterKind, data: LetterData, ext: 'pdf' | 'docx'): string {
  const ref = (data.laporan.nomor ?? formatLongDate(data.surat.tanggal)).replace(/[^\w-]+/g, '-');
  return `${kind}-${ref}.${ext}`;
}

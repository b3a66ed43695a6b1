import {
  formatDate,
  formatLongDate,
  formatNumber,
  LETTER_KINDS,
  type LetterData,
  type LetterKind,
  PENERBIT_KPK,
  rankOfGrade,
  STATUS_KEPEMILIKAN_LABELS,
  type StatusKepemilikan,
} from '@gratifikasi/domain';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  laporan_nomor_surats,
  laporans,
  lha_status_kepemilikans,
  og_status_kepemilikans,
  role_users,
  roles,
  users,
} from '../../db/schema';
import { masterColumn, masterTableOf } from '../../db/schema/masters';
import type { AuthContext } from '../../platform/auth-context';
import { loadFormulir, loadFormulirOfRecord } from '../laporan/formulir/data';
import type { FormulirData } from '../laporan/formulir/formulir';
import { todayJakarta } from '../laporan/lookups';
import { analisisOf, skSignedBy } from './signers';

/** The number series a letter kind carries, where it has one (the numbering steps f7A, f7E, f5D give them). */
export const SERIES: Partial<Record<LetterKind, string>> = {
  'draft-sk': 'SK',
  'pengantar-sk': 'SPSK',
  sp3: 'SP3',
};

/** The position a signer of each level holds, as the signature block words it. */
const JABATAN: Record<string, string> = {
  direktur: 'Direktur Gratifikasi dan Pelayanan Publik',
  deputi: 'Deputi Bidang Pencegahan dan Monitoring',
  pimpinan: 'Pimpinan Komisi Pemberantasan Korupsi',
};

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

/** The live number of the letter's series for the report (a cancelled SK's number is not its number any more). */
export async function numberOf(db: Db, laporanId: number, kind: LetterKind) {
  const series = SERIES[kind];
  if (!series) return null;
  const [row] = await db
    .select({
      id: laporan_nomor_surats.id,
      nomor: laporan_nomor_surats.nomor,
      tanggal: laporan_nomor_surats.tanggal,
    })
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
 * Who signs the report's letters: the account that signed the SK once it is signed; before, the level of the
 * reporter's position names the signer (direktur, deputi or pimpinan; direktur when the report has no level) and
 * the first active user holding that role is named, with their account's NIP (null: the letter has no NIP line).
 */
export async function signerOf(db: Db, laporanId: number): Promise<LetterData['penandatangan']> {
  const level = masterTableOf('level');
  const [row] = await db
    .select({ peran: masterColumn(level, 'penandatangan_sk') })
    .from(laporans)
    .leftJoin(level, eq(level.id, laporans.level_id))
    .where(eq(laporans.id, laporanId))
    .limit(1);
  const peran = row?.peran ? String(row.peran) : 'direktur';
  // Once signed, the account that signed; before, the first holder of the role the level names.
  const signed = await skSignedBy(db, laporanId);
  if (signed) {
    return { nama: signed.nama, nip: signed.nip, jabatan: JABATAN[signed.role] ?? JABATAN[peran] ?? null };
  }
  const [holder] = await db
    .select({ nama: users.name, nip: users.nip })
    .from(role_users)
    .innerJoin(roles, eq(roles.id, role_users.role_id))
    .innerJoin(users, eq(users.id, role_users.user_id))
    .where(and(eq(roles.name, peran), isNull(users.deleted_at)))
    .orderBy(asc(users.id))
    .limit(1);
  return {
    nama: holder?.nama ?? null,
    nip: holder?.nip ?? null,
    jabatan: JABATAN[peran] ?? JABATAN.direktur ?? null,
  };
}

const dash = (v: string | null | undefined) => (v && v.trim() !== '' ? v : null);

/** The letter's data from the report as the form reads it, with the letter's number, decisions and signer. */
export async function letterDataFrom(db: Db, form: FormulirData, kind: LetterKind): Promise<LetterData> {
  const { laporan, pelapor } = form;
  const [decisions, number, signer, analisis] = [
    await decisionsOf(db, laporan.id),
    await numberOf(db, laporan.id, kind),
    await signerOf(db, laporan.id),
    await analisisOf(db, laporan.id),
  ];
  const nama = LETTER_KINDS.find((k) => k.kode === kind)?.nama ?? kind;
  const lahir = [pelapor.tempat_lahir, pelapor.tanggal_lahir ? formatLongDate(pelapor.tanggal_lahir) : null]
    .filter(Boolean)
    .join(', ');
  const rank = rankOfGrade(pelapor.golongan);
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
      hubungan: laporan.hubungan_pemberi_penerima_nama,
      terlambat: laporan.is_terlambat,
      batas_lapor: laporan.batas_lapor,
    },
    pelapor: {
      nama: laporan.pelapor.nama,
      nik: laporan.pelapor.nik,
      nip: null,
      jabatan: laporan.pelapor.jabatan,
      instansi: laporan.pelapor.instansi_nama ?? laporan.instansi_nama,
      alamat: pelapor.alamat,
      email: laporan.pelapor.email,
      telepon: laporan.pelapor.telepon,
      lahir: dash(lahir),
      golongan: pelapor.golongan ? `${pelapor.golongan}${rank ? ` - ${rank}` : ''}` : null,
      unit_kerja: laporan.pelapor.unit_kerja_nama,
      kota: pelapor.kota,
    },
    pemberi: {
      nama: laporan.nama_pemberi,
      instansi: laporan.instansi_pemberi,
      alamat: laporan.alamat_pemberi,
      hubungan: laporan.hubungan_pemberi_penerima_nama,
    },
    rincian: laporan.rincian.map((r, i) => ({
      id: r.id,
      no: i + 1,
      uraian: r.uraian,
      jenis: r.jenis_objek_nama,
      jumlah: r.jumlah,
      satuan: r.satuan,
      status: r.status_penerimaan === 'DITOLAK' ? 'Ditolak' : 'Diterima',
      mata_uang: r.mata_uang_kode,
      nilai_taksiran: r.nilai_taksiran,
      kurs:
        r.mata_uang_kode === 'IDR'
          ? '1'
          : `${formatNumber(r.kurs)}${r.kurs_tanggal ? ` (${formatDate(r.kurs_tanggal)})` : ''}`,
      kurs_tanggal: r.kurs_tanggal,
      nilai: r.nilai_rupiah,
      keputusan: labelOf(decisions.get(r.id)),
    })),
    kelengkapan: form.checklist.map((c) => ({ label: c.label, ada: c.checked })),
    lampiran: laporan.lampiran.map((m, i) => ({ no: i + 1, nama: m.original_name })),
    penandatangan: signer,
    penerbit: PENERBIT_KPK,
    analisis,
    tagihan: null,
  };
}

/**
 * A letter's data from a report, as the caller may read it (another's report answers 404): the report, its reporter
 * and giver, the items with their decision, the letter's number and date where it has been numbered, its signer.
 */
export async function letterDataOf(
  db: Db,
  auth: AuthContext,
  laporanId: number,
  kind: LetterKind,
): Promise<LetterData> {
  return letterDataFrom(db, await loadFormulir(db, auth, laporanId), kind);
}

/** A letter's data from a report reached through a record whose own gate the caller passed (a bill). */
export async function letterDataOfRecord(db: Db, laporanId: number, kind: LetterKind): Promise<LetterData> {
  return letterDataFrom(db, await loadFormulirOfRecord(db, laporanId), kind);
}

/** A file name for a letter: kind, report number, date ("draft-sk-31-LAP-GRAT-11-2026.pdf"). */
export function letterFilename(kind: LetterKind, data: LetterData, ext: 'pdf' | 'docx'): string {
  const ref = (data.laporan.nomor ?? formatLongDate(data.surat.tanggal)).replace(/[^\w-]+/g, '-');
  return `${kind}-${ref}.${ext}`;
}

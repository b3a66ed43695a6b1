import {
  batasUnsur,
  type NlUsulan,
  nlBatasPada,
  proposeNl,
  type Rincian,
  STATUS_LAPORAN,
  type UnsurNl,
} from '@gratifikasi/domain';
import { and, asc, eq, inArray, isNull, ne, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { laporans } from '../../../db/schema';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { AppError } from '../../../platform/errors';
import { rincianOf } from '../filing/read';
import { settingsVia } from '../lookups';

/** A giver's name as the yearly total compares it: trimmed, single-spaced, lower case. */
const giver = (col: SQLWrapper) => sql`lower(regexp_replace(trim(${col}), '\\s+', ' ', 'g'))`;

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
const idOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * The report's facts the proposal reads, and in the same query the giver's total for the calendar year of the date
 * received on the same reporter's other reports (live, submitted: no drafts), the giver's name normalised.
 */
async function faktaOf(db: Db, laporanId: number) {
  const other = alias(laporans, 'lain');
  const peristiwa = masterTableOf('jenis-peristiwa');
  const hubungan = masterTableOf('hubungan-pemberi-penerima');
  const totalLain = db
    .select({ total: sql`coalesce(sum(${other.total_nilai}), 0)` })
    .from(other)
    .where(
      and(
        eq(other.pelapor_id, laporans.pelapor_id),
        ne(other.id, laporans.id),
        isNull(other.deleted_at),
        ne(other.status, STATUS_LAPORAN.DRAFT),
        sql`extract(year from ${other.tanggal_penerimaan}) = extract(year from ${laporans.tanggal_penerimaan})`,
        sql`${giver(other.nama_pemberi)} = ${giver(laporans.nama_pemberi)}`,
      ),
    );
  const [row] = await db
    .select({
      id: laporans.id,
      nama_pemberi: laporans.nama_pemberi,
      tanggal_penerimaan: laporans.tanggal_penerimaan,
      peristiwa_nama: masterColumn(peristiwa, 'nama'),
      peristiwa_unsur: masterColumn(peristiwa, 'unsur_nl_id'),
      hubungan_nama: masterColumn(hubungan, 'nama'),
      hubungan_unsur: masterColumn(hubungan, 'unsur_nl_id'),
      total_lain: sql<string>`(${totalLain})::text`,
    })
    .from(laporans)
    .leftJoin(peristiwa, eq(peristiwa.id, laporans.jenis_peristiwa_id))
    .leftJoin(hubungan, eq(hubungan.id, laporans.hubungan_pemberi_penerima_id))
    .where(and(eq(laporans.id, laporanId), isNull(laporans.deleted_at)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Laporan tidak ditemukan');
  return row;
}

/** The live, active negative-list elements in their order, each with its live conditions and configured limits. */
export async function unsurNlAktif(db: Db, tanggalPenerimaan: string | null = null): Promise<UnsurNl[]> {
  const unsur = masterTableOf('unsur-nl');
  const kondisi = masterTableOf('kondisi-unsur-nl');
  const rows = await db
    .select({
      id: unsur.id,
      kode: masterColumn(unsur, 'kode'),
      nama: masterColumn(unsur, 'nama'),
      batas: masterColumn(unsur, 'batas'),
      bukanUang: masterColumn(unsur, 'hanya_bukan_uang'),
      berlakuMulai: masterColumn(unsur, 'berlaku_mulai'),
    })
    .from(unsur)
    .where(and(isNull(unsur.deleted_at), eq(masterColumn(unsur, 'is_active'), true)))
    .orderBy(sql`${masterColumn(unsur, 'urutan')} asc nulls last`, asc(unsur.id));
  const conds = await db
    .select({ unsurId: masterColumn(kondisi, 'unsur_nl_id'), nama: masterColumn(kondisi, 'nama') })
    .from(kondisi)
    .where(and(isNull(kondisi.deleted_at), eq(masterColumn(kondisi, 'is_active'), true)))
    .orderBy(sql`${masterColumn(kondisi, 'urutan')} asc nulls last`, asc(kondisi.id));
  // The amounts are the configuration's (one source for the filing hints and this proposal); the element says which.
  // They are those in force on the day the gift was received (DOMAIN.md "Negative list"; issue 28 §2).
  const settings = nlBatasPada(tanggalPenerimaan, await settingsVia(db));
  return rows.map((r) => {
    const batas = batasUnsur(text(r.batas), settings);
    return {
      id: r.id,
      kode: String(r.kode),
      nama: String(r.nama),
      batasPerPemberi: batas.batasPerPemberi === null ? null : batas.batasPerPemberi.toFixed(2),
      batasPerTahun: batas.batasPerTahun === null ? null : batas.batasPerTahun.toFixed(2),
      hanyaBukanUang: r.bukanUang === true,
      berlakuMulai: text(r.berlakuMulai),
      kondisi: conds.filter((c) => Number(c.unsurId) === r.id).map((c) => String(c.nama)),
    };
  });
}

/** Which of the object kinds are money or its equivalent (jenis-objek.is_uang). */
async function objekUang(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const objek = masterTableOf('jenis-objek');
  const rows = await db
    .select({ id: objek.id })
    .from(objek)
    .where(and(inArray(objek.id, [...new Set(ids)]), eq(masterColumn(objek, 'is_uang'), true)));
  return new Set(rows.map((r) => r.id));
}

export interface NlProposal {
  laporanId: number;
  namaPemberi: string | null;
  rincian: Rincian[];
  unsur: UnsurNl[];
  usulan: NlUsulan;
}

/**
 * The system's negative-list proposal for a report (issue 10 §2.3): its live items, the live elements, and per item
 * the element that applies with its reason, from the masters and the giver's yearly total over the reporter's
 * other reports. No access check: callers have checked the report (`laporanForActor`).
 */
export async function nlProposal(db: Db, laporanId: number): Promise<NlProposal> {
  // Sequential: `db` may be a transaction (one connection).
  const fakta = await faktaOf(db, laporanId);
  const rincian = await rincianOf(db, laporanId);
  const unsur = await unsurNlAktif(db, fakta.tanggal_penerimaan);
  const uang = await objekUang(
    db,
    rincian.flatMap((r) => (r.jenis_objek_id === null ? [] : [r.jenis_objek_id])),
  );
  const usulan = proposeNl(
    {
      tanggalPenerimaan: fakta.tanggal_penerimaan,
      peristiwa:
        fakta.peristiwa_nama === null
          ? null
          : { nama: String(fakta.peristiwa_nama), unsurNlId: idOrNull(fakta.peristiwa_unsur) },
      hubungan:
        fakta.hubungan_nama === null
          ? null
          : { nama: String(fakta.hubungan_nama), unsurNlId: idOrNull(fakta.hubungan_unsur) },
      totalTahunanLain: fakta.total_lain ?? '0',
      rincian: rincian.map((r) => ({
        id: r.id,
        nilaiRupiah: r.nilai_rupiah,
        jenisObjek:
          r.jenis_objek_id === null
            ? null
            : { nama: r.jenis_objek_nama ?? '', isUang: uang.has(r.jenis_objek_id) },
      })),
    },
    unsur,
  );
  return { laporanId, namaPemberi: fakta.nama_pemberi, rincian, unsur, usulan };
}

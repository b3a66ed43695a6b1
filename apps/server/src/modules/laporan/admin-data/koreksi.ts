import {
  batasLapor,
  convertToRupiah,
  isTerlambat,
  type KoreksiField,
  koreksiDitolak,
  koreksiField,
  type koreksiLaporanSchema,
  MONEY_TOO_LARGE_MESSAGE,
  moneyFits,
} from '@gratifikasi/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { laporans, pelapors, rincian_laporans } from '../../../db/schema/index';
import { audit } from '../../../platform/audit';
import type { AuthContext, RequestMeta } from '../../../platform/auth-context';
import { AppError, fieldError } from '../../../platform/errors';
import { type LaporanRow, nextVersion, STALE_LAPORAN } from '../access';
import { recomputeTotal } from '../filing/rincian-values';
import { holidaysOf, masterRefs, requireRef, settingsVia, todayJakarta } from '../lookups';

export type KoreksiBody = z.output<typeof koreksiLaporanSchema>;
type Meta = RequestMeta & { auth: AuthContext };
type Value = string | number | null;

/** The audit action of a correction: the report's correction history is read back from these rows. */
export const KOREKSI_ACTION = 'laporan.koreksi_data';

/** The new value, checked by the original form's schema; an empty optional text is stored as null. */
function parsed(field: KoreksiField, raw: Value): Value {
  const input = typeof raw === 'string' && raw.trim() === '' && field.tipe !== 'uang' ? null : raw;
  const result = field.schema.safeParse(input);
  if (!result.success) throw fieldError('nilai', result.error.issues[0]?.message ?? 'Nilai tidak valid');
  const value = result.data;
  return value === undefined ? null : (value as Value);
}

const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/** The report's own column; dates of receipt carry their deadline and lateness with them. */
async function koreksiLaporanColumn(tx: Db, row: LaporanRow, field: KoreksiField, value: Value) {
  const set: Partial<typeof laporans.$inferInsert> = { [field.column]: value };
  if (field.key === 'instansi_id') {
    const refs = await masterRefs(tx, 'instansi', [Number(value)]);
    requireRef(refs, Number(value), 'nilai', 'Instansi');
  }
  if (field.key === 'tanggal_penerimaan') {
    const tanggal = String(value);
    if (tanggal > todayJakarta())
      throw fieldError('nilai', 'Tanggal penerimaan tidak boleh setelah hari ini');
    if (row.tanggal_lapor && tanggal > row.tanggal_lapor)
      throw fieldError('nilai', 'Tanggal penerimaan tidak boleh setelah tanggal lapor');
    // Items in another currency were valued at the rate of the old date: re-valuing them is not a data fix.
    const items = await tx
      .select({ kode: rincian_laporans.mata_uang_kode })
      .from(rincian_laporans)
      .where(and(eq(rincian_laporans.laporan_id, row.id), isNull(rincian_laporans.deleted_at)));
    if (items.some((i) => i.kode !== 'IDR'))
      throw fieldError(
        'nilai',
        'Laporan memiliki objek dalam mata uang asing yang dinilai dengan kurs tanggal penerimaan; kembalikan laporan kepada pelapor untuk mengubahnya',
      );
    // One connection inside a transaction: the reads run one after the other.
    const settings = await settingsVia(tx);
    const holidays = await holidaysOf(tx);
    const batas = batasLapor(tanggal, settings.batas_lapor_kpk_hk, holidays);
    set.batas_lapor = batas;
    set.is_terlambat = row.tanggal_lapor ? isTerlambat(row.tanggal_lapor, batas) : false;
    if (row.batas_lapor_upg) {
      const batasUpg = batasLapor(tanggal, settings.batas_lapor_upg_hk, holidays);
      set.batas_lapor_upg = batasUpg;
      set.is_terlambat_upg = row.tanggal_lapor ? isTerlambat(row.tanggal_lapor, batasUpg) : false;
    }
  }
  if (field.key === 'nama_pemberi' || field.key === 'instansi_pemberi') {
    const [p] = await tx
      .select({ nama: pelapors.nama })
      .from(pelapors)
      .where(eq(pelapors.id, row.pelapor_id));
    const next = { ...row, [field.column]: value };
    set.search_text = [row.nosig ?? '', p?.nama ?? '', next.nama_pemberi ?? '', next.instansi_pemberi ?? '']
      .join(' ')
      .trim()
      .toLowerCase();
  }
  return set;
}

/** The old value of the field, and the write that puts the new one (items: their rupiah value and the total). */
async function apply(
  tx: Db,
  meta: Meta,
  row: LaporanRow,
  field: KoreksiField,
  value: Value,
  rincianId: number | undefined,
): Promise<{ lama: unknown; write: () => Promise<unknown> }> {
  if (field.target === 'laporan') {
    const lama = (row as Record<string, unknown>)[field.column] ?? null;
    const set = await koreksiLaporanColumn(tx, row, field, value);
    return { lama, write: () => tx.update(laporans).set(set).where(eq(laporans.id, row.id)) };
  }
  if (field.target === 'pelapor') {
    const [p] = await tx.select().from(pelapors).where(eq(pelapors.id, row.pelapor_id)).for('update');
    if (!p) throw new AppError('NOT_FOUND', 'Pelapor tidak ditemukan');
    return {
      lama: (p as Record<string, unknown>)[field.column] ?? null,
      write: () =>
        tx
          .update(pelapors)
          .set({ [field.column]: value, updated_by: meta.auth.user.id, updated_at: new Date() })
          .where(eq(pelapors.id, p.id)),
    };
  }
  if (rincianId === undefined) throw fieldError('rincian_id', 'Pilih rincian objek yang dikoreksi');
  const [item] = await tx
    .select()
    .from(rincian_laporans)
    .where(
      and(
        eq(rincian_laporans.id, rincianId),
        eq(rincian_laporans.laporan_id, row.id),
        isNull(rincian_laporans.deleted_at),
      ),
    );
  if (!item) throw new AppError('NOT_FOUND', 'Rincian objek tidak ditemukan pada laporan ini');
  const set: Partial<typeof rincian_laporans.$inferInsert> = {
    [field.column]: value,
    updated_at: new Date(),
  };
  if (field.column === 'nilai_taksiran') {
    const rupiah = convertToRupiah(String(value), item.kurs);
    if (!moneyFits(rupiah)) throw fieldError('nilai', MONEY_TOO_LARGE_MESSAGE);
    set.nilai_rupiah = rupiah;
  }
  return {
    lama: (item as Record<string, unknown>)[field.column] ?? null,
    write: async () => {
      await tx.update(rincian_laporans).set(set).where(eq(rincian_laporans.id, item.id));
      if (field.column === 'nilai_taksiran') await recomputeTotal(tx, row.id);
    },
  };
}

/**
 * `POST admin/laporans/{id}/koreksi`: corrects one whitelisted field with a reason, in the caller's transaction.
 * The report is locked and its version checked (stale → 409); outcomes, unknown fields, drafts and what a taken
 * decision rests on are refused (422); the step and status are never touched. Audited with the old and new value.
 */
export async function koreksiLaporan(tx: Db, meta: Meta, id: number, body: KoreksiBody) {
  const [row] = await tx.select().from(laporans).where(eq(laporans.id, id)).for('update');
  if (!row || row.deleted_at) throw new AppError('NOT_FOUND', 'Laporan tidak ditemukan');
  const ditolak = koreksiDitolak(body.field, row);
  if (ditolak) throw fieldError('field', ditolak);
  const field = koreksiField(body.field);
  if (!field) throw fieldError('field', 'Field ini tidak termasuk data yang dapat dikoreksi');
  if (body.versi !== row.version) throw new AppError('CONFLICT', STALE_LAPORAN);
  const value = parsed(field, body.nilai);
  const rincianId = field.target === 'rincian' ? body.rincian_id : undefined;
  const { lama, write } = await apply(tx, meta, row, field, value, rincianId);
  if (same(lama, value)) throw fieldError('nilai', 'Nilai baru sama dengan nilai saat ini');
  await write();
  await tx
    .update(laporans)
    .set({ ...nextVersion, updated_by: meta.auth.user.id, updated_at: new Date() })
    .where(eq(laporans.id, id));
  await audit(tx, meta, {
    action: KOREKSI_ACTION,
    entity: 'laporan',
    entity_id: id,
    before: { field: field.key, rincian_id: rincianId ?? null, nilai: lama },
    after: { field: field.key, rincian_id: rincianId ?? null, nilai: value, alasan: body.alasan },
  });
  return { id, version: row.version + 1 };
}

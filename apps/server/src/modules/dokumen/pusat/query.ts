import { JENIS_DOKUMEN_LABELS, type PusatDokumenItem, type PusatDokumenQuery } from '@gratifikasi/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { ServerContext } from '../../../context';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { LAMPIRAN_COLLECTION, LAPORAN_MEDIA_TYPE } from '../../laporan/files/lampiran';
import { todayJakarta } from '../../laporan/lookups';
import { JAWABAN_COLLECTIONS } from '../../public-link/jawaban';

/** The day before which documents are archived: today less the retention period in years (configuration). */
export async function batasArsip(ctx: ServerContext): Promise<{ batas: string; tahun: number }> {
  const tahun = (await ctx.settings.get()).retensi_dokumen_tahun;
  const today = todayJakarta();
  return { batas: `${Number(today.slice(0, 4)) - tahun}${today.slice(4)}`, tahun };
}

/**
 * Every letter record, every report attachment and every file the reporter sent with an answer through a link
 * (`jawaban-pelapor`) as one relation (`sumber`, `id`, `jenis`, `nomor`, `tanggal`,
 * the report, reporter and institution, the file): what the centre lists, filters, pages and zips. Deleted reports
 * and deleted files are left out.
 */
const instansi = masterTableOf('instansi');
const DOKUMEN = sql`(
  select 'surat'::text as sumber, s.id, s.jenis::text as jenis, s.nomor::text as nomor, s.tanggal, s.laporan_id,
    m.storage_key, m.original_name, m.size, (s.dibatalkan_at is not null) as dibatalkan
  from dokumen_surats s join media m on m.id = s.media_id and m.deleted_at is null
  union all
  select 'lampiran', mb.id, case when mb.collection = ${LAMPIRAN_COLLECTION} then 'lampiran' else 'jawaban-pelapor' end,
    null, (m.created_at at time zone 'Asia/Jakarta')::date, mb.mediable_id, m.storage_key, m.original_name, m.size, false
  from mediables mb join media m on m.id = mb.media_id and m.deleted_at is null
  where mb.mediable_type = ${LAPORAN_MEDIA_TYPE}
    and mb.collection in (${LAMPIRAN_COLLECTION}, ${JAWABAN_COLLECTIONS.KELENGKAPAN}, ${JAWABAN_COLLECTIONS.TANGGAPAN})
) d join laporans l on l.id = d.laporan_id and l.deleted_at is null
  left join pelapors p on p.id = l.pelapor_id
  left join ${instansi} on ${instansi.id} = l.instansi_id`;

function where(q: Partial<PusatDokumenQuery>, arsip: { batas: string; di: boolean }): SQL {
  const conds: SQL[] = [arsip.di ? sql`d.tanggal < ${arsip.batas}` : sql`d.tanggal >= ${arsip.batas}`];
  if (q.jenis) conds.push(sql`d.jenis = ${q.jenis}`);
  if (q.dari) conds.push(sql`d.tanggal >= ${q.dari}`);
  if (q.sampai) conds.push(sql`d.tanggal <= ${q.sampai}`);
  if (q.laporan_id) conds.push(sql`d.laporan_id = ${q.laporan_id}`);
  if (q.instansi_id) conds.push(sql`l.instansi_id = ${q.instansi_id}`);
  if (q.q) {
    const like = `%${q.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(sql`(lower(coalesce(d.nomor, '')) like ${like} or l.search_text like ${like})`);
  }
  return sql.join(conds, sql` and `);
}

interface Row {
  sumber: 'surat' | 'lampiran';
  id: number;
  jenis: string;
  nomor: string | null;
  tanggal: string;
  laporan_id: number;
  nosig: string | null;
  pelapor_nama: string | null;
  instansi_nama: string | null;
  original_name: string;
  size: number;
  dibatalkan: boolean;
}

/** One page of the centre (or the archive), newest first, with its total. */
export async function pageDokumen(db: Db, q: PusatDokumenQuery, arsip: { batas: string; di: boolean }) {
  const cond = where(q, arsip);
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select d.sumber, d.id, d.jenis, d.nomor, d.tanggal::text as tanggal, d.laporan_id, l.nosig,
        p.nama as pelapor_nama, ${masterColumn(instansi, 'nama')} as instansi_nama, d.original_name, d.size, d.dibatalkan
      from ${DOKUMEN} where ${cond}
      order by d.tanggal desc, d.sumber, d.id desc
      limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
  );
  const [total] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${DOKUMEN} where ${cond}`),
  );
  const items: PusatDokumenItem[] = rows.map((r) => ({
    kunci: `${r.sumber}:${r.id}`,
    sumber: r.sumber,
    id: Number(r.id),
    jenis: r.jenis,
    jenis_nama: JENIS_DOKUMEN_LABELS[r.jenis] ?? r.jenis,
    nomor: r.nomor,
    tanggal: r.tanggal,
    laporan_id: Number(r.laporan_id),
    nosig: r.nosig,
    pelapor_nama: r.pelapor_nama,
    instansi_nama: r.instansi_nama,
    nama_berkas: r.original_name,
    ukuran: Number(r.size),
    dibatalkan: Boolean(r.dibatalkan),
  }));
  return { items, total: Number(total?.n ?? 0), page: q.page, per_page: q.per_page };
}

/** The stored files of the documents named, each once (unknown ones are left out), in the order first asked. */
export async function filesOf(db: Db, asked: readonly { sumber: 'surat' | 'lampiran'; id: number }[]) {
  // A document named twice is zipped once: a thousand copies of one letter are one letter.
  const refs = [...new Map(asked.map((r) => [`${r.sumber}:${r.id}`, r])).values()];
  const want = (sumber: string) => refs.filter((r) => r.sumber === sumber).map((r) => r.id);
  const surat = want('surat');
  const lampiran = want('lampiran');
  const pick = (ids: number[]) =>
    ids.length
      ? sql`array[${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )}]::int[]`
      : sql`'{}'::int[]`;
  const rows = rowsOf<Row & { storage_key: string }>(
    await db.execute(sql`
      select d.sumber, d.id, d.jenis, d.nomor, d.tanggal::text as tanggal, d.laporan_id, l.nosig,
        d.storage_key, d.original_name, d.size, d.dibatalkan
      from ${DOKUMEN}
      where (d.sumber = 'surat' and d.id = any(${pick(surat)})) or (d.sumber = 'lampiran' and d.id = any(${pick(lampiran)}))`),
  );
  const byKey = new Map(rows.map((r) => [`${r.sumber}:${r.id}`, r]));
  return refs
    .map((r) => byKey.get(`${r.sumber}:${r.id}`))
    .filter((r): r is NonNullable<typeof r> => Boolean(r));
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { formatNomor } from '../../app-config/numbering';
import { nextSequence } from '../filing/submit';
import { settingsVia } from '../lookups';

/**
 * The demo's clock for a seeded report (issue 24 "Demo data"): the demo files and decides its reports today,
 * through the API and the services like anyone else, and then moves the whole record back in time — every date and
 * instant of the report, its items, history, process instance and events, letters and objects shift by the same
 * whole number of weeks (so weekdays stay weekdays), and its numbers are given again in the year they now fall in.
 *
 * Demo seeding only: nothing in the application calls it, and no route reaches it. It runs at the demo's first
 * start, on a database the demo seed has just filled.
 */

/** Date and time columns that are not the record's own clock: the rate's date is the rate master row's. */
const KEEP = new Set(['rincian_laporans.kurs_tanggal']);

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
}

/** Every date/time column of the report's tables, with the row filter each is shifted by. */
async function columnsOf(db: Db): Promise<{ table: string; where: string; columns: Column[] }[]> {
  const cols = rowsOf<Column>(
    await db.execute(sql`
      select c.table_name, c.column_name, c.data_type
      from information_schema.columns c
      where c.table_schema = current_schema()
        and c.data_type in ('date', 'timestamp with time zone', 'timestamp without time zone')
        and (c.table_name in ('laporans', 'wf_instances', 'wf_events')
             or exists (select 1 from information_schema.columns k
                        where k.table_schema = c.table_schema and k.table_name = c.table_name
                          and k.column_name = 'laporan_id'))
      order by c.table_name, c.column_name`),
  ).filter((c) => !KEEP.has(`${c.table_name}.${c.column_name}`));
  const byTable = new Map<string, Column[]>();
  for (const c of cols) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c]);
  const instance = `subject_type = 'laporan' and subject_id = $1`;
  return [...byTable.entries()].map(([table, columns]) => ({
    table,
    columns,
    where:
      table === 'laporans'
        ? 'id = $1'
        : table === 'wf_instances'
          ? instance
          : table === 'wf_events'
            ? `instance_id in (select id from wf_instances where ${instance})`
            : 'laporan_id = $1',
  }));
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The report's number and letter numbers, given again when the shift moved them into another year or month. */
async function renumber(db: Db, id: number): Promise<void> {
  const settings = await settingsVia(db);
  const [laporan] = rowsOf<{
    nosig: string | null;
    tahun: number | null;
    urut: number | null;
    tanggal: string;
  }>(
    await db.execute(sql`
      select nosig, tahun_nomor as tahun, nomor_urut as urut,
             to_char(submitted_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD') as tanggal
      from laporans where id = ${id} and submitted_at is not null`),
  );
  if (laporan?.nosig) {
    const tahun = Number(laporan.tanggal.slice(0, 4));
    const urut =
      laporan.tahun === tahun && laporan.urut ? laporan.urut : await nextSequence(db, 'LAPORAN', tahun);
    const nosig = formatNomor(settings.format_nomor_laporan, urut, laporan.tanggal);
    await db.execute(sql`
      update laporans set nosig = ${nosig}, tahun_nomor = ${tahun}, nomor_urut = ${urut},
             search_text = replace(search_text, ${laporan.nosig.toLowerCase()}, ${nosig.toLowerCase()})
      where id = ${id}`);
  }
  const letters = rowsOf<{
    id: number;
    jenis: 'SK' | 'SPSK' | 'SP3';
    tahun: number;
    urut: number;
    tanggal: string;
  }>(
    await db.execute(sql`
      select id, jenis, tahun, urut, tanggal::text as tanggal from laporan_nomor_surats where laporan_id = ${id}`),
  );
  const formats = {
    SK: settings.format_nomor_sk,
    SPSK: settings.format_nomor_spsk,
    SP3: settings.format_nomor_sp3,
  };
  for (const letter of letters) {
    const tahun = Number(letter.tanggal.slice(0, 4));
    const urut =
      letter.tahun === tahun ? letter.urut : await nextSequence(db, `SURAT_${letter.jenis}`, tahun);
    const nomor = formatNomor(formats[letter.jenis] ?? '{seq}/{YYYY}', urut, letter.tanggal);
    await db.execute(
      sql`update laporan_nomor_surats set tahun = ${tahun}, urut = ${urut}, nomor = ${nomor} where id = ${letter.id}`,
    );
    await db.execute(sql`update dokumen_surats set nomor = ${nomor} where nomor_surat_id = ${letter.id}`);
  }
}

/**
 * The demo's clock: `backdate(id, weeks)` moves a seeded report `weeks` whole weeks back in time, in one
 * transaction — its dates and instants, then its numbers. The caller refreshes the report engine's monthly summary
 * once it has moved all it moves.
 */
export async function demoClock(db: Db) {
  const tables = await columnsOf(db);
  return { backdate: (id: number, weeks: number) => backdate(db, tables, id, weeks) };
}

async function backdate(
  db: Db,
  tables: Awaited<ReturnType<typeof columnsOf>>,
  id: number,
  weeks: number,
): Promise<void> {
  if (!Number.isInteger(weeks) || weeks <= 0) throw new RangeError('weeks harus bilangan bulat positif');
  const days = weeks * 7;
  await db.transaction(async (tx) => {
    for (const { table, where, columns } of tables) {
      const set = columns
        .map((c) =>
          c.data_type === 'date'
            ? `${quote(c.column_name)} = ${quote(c.column_name)} - ${days}`
            : `${quote(c.column_name)} = ${quote(c.column_name)} - interval '${days} days'`,
        )
        .join(', ');
      await tx.execute(
        sql.raw(`update ${quote(table)} set ${set} where ${where.replaceAll('$1', String(id))}`),
      );
    }
    await renumber(tx, id);
  });
}

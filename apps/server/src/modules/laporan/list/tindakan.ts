import { STATUS_LAPORAN, type TindakanLaporan } from '@gratifikasi/domain';
import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import { laporans } from '../../../db/schema/index';
import type { Binder } from '../../../db/statements';

/** The rulings under which an object belongs (wholly or partly) to the state. */
export const MILIK_NEGARA_SQL = sql.raw(`('MILIK_NEGARA', 'SEBAGIAN_MILIK_NEGARA')`);

/**
 * A state-owned object the reporter still has to hand over: not yet received, and not billed (a billed one is paid
 * for instead). `o` is the objek_gratifikasis alias.
 */
export const OG_KIRIM_SQL = sql.raw(
  `o.state = 'DIHARAPKAN' and o.kepemilikan in ('MILIK_NEGARA', 'SEBAGIAN_MILIK_NEGARA')
   and not exists (select 1 from piutang_tagihans t where t.rincian_id = o.rincian_id)`,
);

/** A bill with something left to pay (the sum of its ledger entries). `t` is the piutang_tagihans alias. */
export const TAGIHAN_TERBUKA_SQL = sql.raw(
  `(select coalesce(sum(e.jumlah), 0) from piutang_entris e where e.tagihan_id = t.id) > 0`,
);

/** A request link sent to the reporter, not yet answered, closed or expired, as of `now`. `l` is the alias. */
export const tautanTerbukaSql = (now: unknown) =>
  sql`l.submitted_at is null and l.closed_at is null and l.expires_at > ${now}`;

/**
 * The condition of `tindakan=…` on a report list (issue 24 §3): what the report still needs from the caller. Each
 * binds a value of its own name, so every kind is a statement shape of its own (db/statements.ts).
 */
export function tindakanCondition(tindakan: TindakanLaporan, b: Binder, today: string): SQL {
  switch (tindakan) {
    case 'kirim_og':
      return sql`exists (select 1 from objek_gratifikasis o where o.laporan_id = ${laporans.id} and ${OG_KIRIM_SQL} and ${b.bind('kirim_og', 1)} = 1)`;
    case 'bayar':
      return sql`exists (select 1 from piutang_tagihans t where t.laporan_id = ${laporans.id} and ${TAGIHAN_TERBUKA_SQL} and ${b.bind('bayar', 1)} = 1)`;
    case 'tautan':
      return sql`exists (select 1 from laporan_public_links l where l.laporan_id = ${laporans.id} and ${tautanTerbukaSql(b.bind('tautan_now', new Date().toISOString()))})`;
    case 'lewat_teruskan':
      return and(
        eq(laporans.status, STATUS_LAPORAN.DITERIMA_UPG),
        lt(laporans.batas_teruskan, b.bind('lewat_teruskan', today)),
      ) as SQL;
  }
}

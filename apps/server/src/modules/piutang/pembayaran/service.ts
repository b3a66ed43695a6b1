import { klasifikasiBayar, type NotifikasiPembayaran, saldo } from '@gratifikasi/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { pembayaran_notifikasis, piutang_entris, piutang_tagihans } from '../../../db/schema';
import { audit } from '../../../platform/audit';
import type { RequestMeta } from '../../../platform/auth-context';
import { todayJakarta } from '../../laporan/lookups';
import { entriesOfTagihan, rows } from '../ledger/query';

export type HasilNotifikasi =
  | { status: 'DIBUKUKAN'; entri_id: number; klasifikasi: string; selisih: string }
  | { status: 'DUPLIKAT' }
  | { status: 'TINJAU'; alasan: string };

/**
 * One payment notification, booked at most once (issue 12 §4): the notification id is claimed first (a second
 * delivery finds it taken and books nothing), the bill is locked, and the payment is booked whole — an underpayment
 * leaves the rest owed, an overpayment leaves a credit; neither is rounded away. A VA nobody holds, a currency
 * other than the bill's, or a VA already settled is not booked but listed for review.
 */
export async function prosesNotifikasi(
  db: Db,
  request: RequestMeta,
  n: NotifikasiPembayaran,
  sumber: 'CALLBACK' | 'SETTLEMENT',
): Promise<HasilNotifikasi> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(pembayaran_notifikasis)
      .values({
        notification_id: n.notification_id,
        va: n.va,
        jumlah: n.jumlah,
        mata_uang: n.mata_uang,
        dibayar_at: new Date(n.dibayar_at),
        sumber,
        status: 'DITERIMA',
        payload: n,
      })
      .onConflictDoNothing({ target: pembayaran_notifikasis.notification_id })
      .returning({ id: pembayaran_notifikasis.id });
    if (!claimed) {
      await tx
        .update(pembayaran_notifikasis)
        .set({ duplikat: sql`${pembayaran_notifikasis.duplikat} + 1` })
        .where(eq(pembayaran_notifikasis.notification_id, n.notification_id));
      return { status: 'DUPLIKAT' };
    }
    const review = async (alasan: string, tagihanId: number | null = null): Promise<HasilNotifikasi> => {
      await tx
        .update(pembayaran_notifikasis)
        .set({ status: 'TINJAU', alasan, tagihan_id: tagihanId })
        .where(eq(pembayaran_notifikasis.id, claimed.id));
      await audit(tx, request, {
        action: 'piutang.pembayaran.tinjau',
        entity: 'pembayaran_notifikasis',
        entity_id: claimed.id,
        after: { ...n, alasan },
        user_id: null,
        role_name: null,
      });
      return { status: 'TINJAU', alasan };
    };
    const [tagihan] = await tx
      .select({
        id: piutang_tagihans.id,
        pelapor_id: piutang_tagihans.pelapor_id,
        mata_uang: piutang_tagihans.mata_uang,
      })
      .from(piutang_tagihans)
      .where(eq(piutang_tagihans.va, n.va))
      .for('update');
    if (!tagihan) return review('VA tidak dikenal');
    if (tagihan.mata_uang !== n.mata_uang)
      return review(`Mata uang ${n.mata_uang} berbeda dengan tagihan`, tagihan.id);
    const sisa = saldo(await entriesOfTagihan(tx, tagihan.id));
    if (!/[1-9]/.test(sisa) || sisa.startsWith('-'))
      return review('VA sudah lunas: pembayaran ganda', tagihan.id);
    const k = klasifikasiBayar(sisa, n.jumlah);
    const [entri] = await tx
      .insert(piutang_entris)
      .values({
        tagihan_id: tagihan.id,
        pelapor_id: tagihan.pelapor_id,
        mata_uang: tagihan.mata_uang,
        jenis: 'BAYAR',
        jumlah: `-${n.jumlah}`,
        tanggal: todayJakarta(Date.parse(n.dibayar_at)),
        referensi: n.notification_id,
        keterangan: `Pembayaran VA ${n.va} (${k.status.replace('_', ' ').toLowerCase()})`,
      })
      .returning({ id: piutang_entris.id });
    const entriId = entri?.id ?? 0;
    await tx
      .update(pembayaran_notifikasis)
      .set({
        status: 'DIBUKUKAN',
        tagihan_id: tagihan.id,
        entri_id: entriId,
        klasifikasi: k.status,
        selisih: k.selisih,
      })
      .where(eq(pembayaran_notifikasis.id, claimed.id));
    await audit(tx, request, {
      action: 'piutang.pembayaran.bukukan',
      entity: 'piutang_entris',
      entity_id: entriId,
      after: { ...n, klasifikasi: k.status, selisih: k.selisih },
      user_id: null,
      role_name: null,
    });
    return { status: 'DIBUKUKAN', entri_id: entriId, klasifikasi: k.status, selisih: k.selisih };
  });
}

/** The bank's inquiry: who owes what on a VA now (404 for a VA nobody holds). */
export async function inquiry(db: Db, va: string) {
  const [t] = await rows<{ id: number; nomor: string; nama: string; mata_uang: string; nilai: string }>(
    db,
    sql`select t.id::int as id, t.nomor, p.nama, t.mata_uang, t.nilai::text as nilai
        from piutang_tagihans t join pelapors p on p.id = t.pelapor_id where t.va = ${va}`,
  );
  if (!t) return null;
  const sisa = saldo(await entriesOfTagihan(db, t.id));
  return { va, nomor: t.nomor, nama: t.nama, mata_uang: t.mata_uang, nilai: t.nilai, sisa };
}

const TAB_WHERE = {
  SEMUA: sql`true`,
  DIBUKUKAN: sql`n.status = 'DIBUKUKAN'`,
  DUPLIKAT: sql`n.duplikat > 0`,
  TINJAU: sql`n.status = 'TINJAU'`,
} as const;

/** pembayaran-tabbed / trx: the notifications by tab, with the count of every tab. */
export async function trxList(
  db: Db,
  q: { page: number; per_page: number; q?: string | undefined; tab: keyof typeof TAB_WHERE },
) {
  const where = [TAB_WHERE[q.tab]];
  if (q.q) where.push(sql`(n.va = ${q.q} or n.notification_id = ${q.q})`);
  const cond = sql.join(where, sql` and `);
  const [items, total, counts] = await Promise.all([
    rows<Record<string, unknown>>(
      db,
      sql`select n.id::int as id, n.notification_id, n.va, n.jumlah::text as jumlah, n.mata_uang,
            to_char(n.dibayar_at at time zone 'UTC' + interval '7 hours', 'YYYY-MM-DD HH24:MI:SS') as dibayar_at, n.sumber, n.status, n.alasan, n.klasifikasi, n.selisih::text as selisih,
            n.duplikat::int as duplikat, n.tagihan_id::int as tagihan_id, t.nomor, n.created_at::text as created_at
          from pembayaran_notifikasis n left join piutang_tagihans t on t.id = n.tagihan_id
          where ${cond} order by n.id desc limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from pembayaran_notifikasis n where ${cond}`),
    rows<{ semua: number; dibukukan: number; duplikat: number; tinjau: number }>(
      db,
      sql`select count(*)::int as semua, count(*) filter (where status = 'DIBUKUKAN')::int as dibukukan,
            count(*) filter (where duplikat > 0)::int as duplikat, count(*) filter (where status = 'TINJAU')::int as tinjau
          from pembayaran_notifikasis`,
    ),
  ]);
  const c = counts[0];
  return {
    items,
    total: total[0]?.n ?? 0,
    page: q.page,
    per_page: q.per_page,
    tabs: {
      SEMUA: c?.semua ?? 0,
      DIBUKUKAN: c?.dibukukan ?? 0,
      DUPLIKAT: c?.duplikat ?? 0,
      TINJAU: c?.tinjau ?? 0,
    },
  };
}

import type { OgItem } from '@gratifikasi/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { masterColumn, masterTableOf } from '../../db/schema/masters';

type Call = (role: string, method: 'GET' | 'POST', url: string, payload?: unknown) => Promise<unknown>;
const ROLE = 'admin_pengelola_OG';

async function firstId(db: Db, key: string, kode?: string): Promise<number | null> {
  const table = masterTableOf(key);
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(kode ? eq(masterColumn(table, 'kode'), kode) : undefined, isNull(table.deleted_at)))
    .orderBy(table.id)
    .limit(1);
  return row?.id ?? null;
}

/**
 * The demo's objects at various points of their custody (issue 12 "Demo data"), moved by the demo object manager
 * through the API — the same calls the screens make — from the objects the demo SKs put in the register: one still
 * expected, one received, one packed in an open box, one handed over to a KPKNL office, the recipient's one stored.
 */
export async function seedDemoObjek(db: Db, call: Call, today: string): Promise<number> {
  const lokasi = await firstId(db, 'lokasi-objek-gratifikasi', 'KPK');
  const kpknl = await firstId(db, 'djkn-kpknls');
  if (!lokasi || !kpknl) return 0;
  const { items } = (await call(ROLE, 'GET', 'og/list?per_page=100&state=DIHARAPKAN')) as { items: OgItem[] };
  const negara = items.filter((o) => o.kepemilikan !== 'MILIK_PENERIMA').sort((a, b) => a.id - b.id);
  const penerima = items.filter((o) => o.kepemilikan === 'MILIK_PENERIMA');
  // The first state-owned object stays expected; the rest and the recipient's are received together.
  const terima = [...negara.slice(1), ...penerima];
  if (terima.length === 0) return 0;
  await call(ROLE, 'POST', 'og/dokumen', {
    jenis: 'PENERIMAAN',
    tanggal: today,
    pihak_nama: 'Budi Santoso (pelapor)',
    lokasi_id: lokasi,
    catatan: 'Diserahkan langsung di loket penerimaan KPK.',
    items: terima.map((o) => ({ og_id: o.id, version: o.version })),
  });
  const step = async (o: OgItem, aksi: string, extra: Record<string, unknown> = {}) => {
    const now = (await call(ROLE, 'GET', `og/${o.id}`)) as OgItem;
    return call(ROLE, 'POST', `og/${o.id}/aksi`, { aksi, version: now.version, ...extra });
  };
  const simpan = async (o: OgItem) => {
    await step(o, 'verifikasi', { kondisi: 'Baik, sesuai laporan', jumlah_diterima: o.jumlah });
    await step(o, 'simpan');
  };
  for (const o of penerima) await simpan(o);
  const [, , dikemas, diserahkan] = negara;
  if (dikemas) {
    const box = (await call(ROLE, 'POST', 'og/box', {
      kpknl_id: kpknl,
      catatan: 'Boks barang elektronik',
    })) as {
      id: number;
    };
    await simpan(dikemas);
    await step(dikemas, 'kemas', { box_id: box.id });
  }
  if (diserahkan) {
    const box = (await call(ROLE, 'POST', 'og/box', { kpknl_id: kpknl })) as { id: number };
    await simpan(diserahkan);
    await step(diserahkan, 'kemas', { box_id: box.id });
    await call(ROLE, 'POST', 'og/dokumen', {
      jenis: 'SERAH_DJKN',
      tanggal: today,
      pihak_nama: 'Kepala Seksi Pengelolaan Kekayaan Negara',
      kpknl_id: kpknl,
      box_ids: [box.id],
    });
  }
  return items.length;
}

import {
  defaultJadwal,
  JADWAL_FIELDS,
  type JadwalBody,
  type JadwalDatar,
  type JadwalMonev,
  jadwalDariDatar,
  jadwalDatar,
  STALE_WORKFLOW_MESSAGE,
  salinJadwal,
  statusJendela,
  TRIWULANS,
} from '@gratifikasi/domain';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { ServerContext } from '../../../../context';
import type { Db } from '../../../../db/client';
import { ppg_jadwal_monevs, ppg_peserta_monevs, users } from '../../../../db/schema';
import { audit } from '../../../../platform/audit';
import { AppError } from '../../../../platform/errors';
import { todayJakarta } from '../../../laporan/lookups';
import { conflictOnClash, type Meta } from '../versi';
import { jumlahPeserta } from './peserta';

const j = ppg_jadwal_monevs;
const p = ppg_peserta_monevs;

/** A year's schedule as stored, or null. Other PPG parts read their windows through this. */
export async function jadwalTahun(db: Db, tahun: number): Promise<JadwalMonev | null> {
  const [row] = await db.select().from(j).where(eq(j.tahun, tahun)).limit(1);
  return row ? jadwalDariDatar(tahun, row) : null;
}

/** `GET konfigurasi-klop/{tahun}`: the year's schedule (a suggested one when none is saved), its windows today. */
export async function jadwalDetail(db: Db, tahun: number) {
  const [row] = await db
    .select({ j, oleh: users.name })
    .from(j)
    .leftJoin(users, eq(users.id, j.updated_by))
    .where(eq(j.tahun, tahun))
    .limit(1);
  const jadwal = row ? jadwalDariDatar(tahun, row.j) : defaultJadwal(tahun);
  const today = todayJakarta();
  const w = (x: { mulai: string; selesai: string }) => ({ ...x, status: statusJendela(x, today) });
  return {
    tahun,
    ada: row !== undefined,
    revisi: row?.j.revisi ?? 0,
    jadwal: jadwalDatar(jadwal),
    jendela: {
      rencana: w(jadwal.rencana),
      realisasi: TRIWULANS.map((tw) => ({ triwulan: tw, ...w(jadwal.realisasi[tw]) })),
      verifikasi: w(jadwal.verifikasi),
    },
    jumlah_peserta: await jumlahPeserta(db, tahun),
    diubah_oleh: row?.oleh ?? null,
    updated_at: row?.j.updated_at.toISOString() ?? null,
  };
}

/** `GET konfigurasi-klop`: the configured years, newest first, with their participants counted. */
export async function listKlop(db: Db, q: { page: number; per_page: number }) {
  const jumlah = sql<number>`(select count(*) from ${p} where ${p.tahun} = ${j.tahun})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        tahun: j.tahun,
        rencana_mulai: j.rencana_mulai,
        rencana_selesai: j.rencana_selesai,
        verifikasi_mulai: j.verifikasi_mulai,
        verifikasi_selesai: j.verifikasi_selesai,
        jumlah_peserta: jumlah,
        updated_at: j.updated_at,
      })
      .from(j)
      .orderBy(desc(j.tahun))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(j),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      jumlah_peserta: Number(r.jumlah_peserta),
      updated_at: r.updated_at.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page: q.page,
    per_page: q.per_page,
  };
}

/**
 * `PUT konfigurasi-klop/{tahun}`: the year's schedule saved — created with `revisi` 0, changed at the revision the
 * editor saw (409 when stale or when a year created meanwhile exists).
 */
export async function simpanJadwal(ctx: ServerContext, meta: Meta, tahun: number, body: JadwalBody) {
  const values = Object.fromEntries(JADWAL_FIELDS.map((f) => [f, body[f]])) as JadwalDatar;
  const clash = `Jadwal tahun ${tahun} baru saja dibuat oleh pengguna lain; muat ulang halaman`;
  return conflictOnClash(
    () =>
      ctx.db.transaction(async (tx) => {
        const [row] = await tx.select().from(j).where(eq(j.tahun, tahun)).for('update').limit(1);
        if (!row && body.revisi !== 0) throw new AppError('CONFLICT', STALE_WORKFLOW_MESSAGE);
        if (row && row.revisi !== body.revisi) {
          throw new AppError(
            'CONFLICT',
            body.revisi === 0
              ? `Jadwal tahun ${tahun} sudah dibuat; muat ulang halaman untuk mengubahnya`
              : STALE_WORKFLOW_MESSAGE,
          );
        }
        const revisi = (row?.revisi ?? 0) + 1;
        if (row) {
          await tx
            .update(j)
            .set({ ...values, revisi, updated_by: meta.auth.user.id, updated_at: new Date() })
            .where(eq(j.tahun, tahun));
        } else {
          await tx.insert(j).values({ tahun, ...values, revisi, updated_by: meta.auth.user.id });
        }
        await audit(tx, meta, {
          action: row ? 'ppg.konfigurasi-klop.update' : 'ppg.konfigurasi-klop.create',
          entity: 'ppg_jadwal_monev',
          entity_id: tahun,
          before: row ? jadwalDatar(jadwalDariDatar(tahun, row)) : null,
          after: values,
        });
        return jadwalDetail(tx, tahun);
      }),
    clash,
  );
}

/**
 * `POST konfigurasi-klop/{tahun}/salin`: copy from last year — the schedule moved a year (when the year has none
 * yet) and last year's participants added; 409 when last year has nothing to copy.
 */
export async function salinTahunLalu(ctx: ServerContext, meta: Meta, tahun: number) {
  const dari = tahun - 1;
  const clash = `Jadwal tahun ${tahun} baru saja dibuat oleh pengguna lain; muat ulang halaman`;
  return conflictOnClash(
    () =>
      ctx.db.transaction(async (tx) => {
        const [prev] = await tx.select().from(j).where(eq(j.tahun, dari)).limit(1);
        const prevPeserta = await jumlahPeserta(tx, dari);
        if (!prev && prevPeserta === 0)
          throw new AppError('CONFLICT', `Belum ada konfigurasi tahun ${dari} untuk disalin`);
        const [own] = await tx
          .select({ tahun: j.tahun })
          .from(j)
          .where(eq(j.tahun, tahun))
          .for('update')
          .limit(1);
        let jadwalDisalin = false;
        if (!own) {
          const jadwal = prev ? salinJadwal(jadwalDariDatar(dari, prev), tahun) : defaultJadwal(tahun);
          await tx
            .insert(j)
            .values({ tahun, ...jadwalDatar(jadwal), revisi: 1, updated_by: meta.auth.user.id });
          jadwalDisalin = true;
        }
        const added = await tx.execute(sql`
      insert into ${p} (tahun, instansi_id, created_by)
      select ${tahun}, instansi_id, ${meta.auth.user.id} from ${p} where tahun = ${dari}
      on conflict do nothing returning instansi_id`);
        const n = ((added as unknown as { rows?: unknown[] }).rows ?? []).length;
        await audit(tx, meta, {
          action: 'ppg.konfigurasi-klop.salin',
          entity: 'ppg_jadwal_monev',
          entity_id: tahun,
          after: { dari, jadwal_disalin: jadwalDisalin, peserta_ditambahkan: n },
        });
        return { tahun, dari, jadwal_disalin: jadwalDisalin, peserta_ditambahkan: n };
      }),
    clash,
  );
}

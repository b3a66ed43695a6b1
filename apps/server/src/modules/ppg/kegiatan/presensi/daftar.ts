import {
  LEVEL_JABATAN_PESERTA,
  LEVEL_JABATAN_PESERTA_LABELS,
  type LevelJabatanPeserta,
} from '@gratifikasi/domain';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import {
  master_instansis,
  masterColumn,
  ppg_kegiatan_aktivitas,
  ppg_kegiatan_presensis,
} from '../../../../db/schema';

const p = ppg_kegiatan_presensis;
const escapeLike = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const instansiNama = sql<string>`coalesce(${masterColumn(master_instansis, 'nama')}, ${p.instansi_lain}, '-')`;

/** A masked identity number for lists (the full one is in the export staff download). */
const samar = (n: string) => `${n.slice(0, 4)}${'*'.repeat(Math.max(0, n.length - 8))}${n.slice(-4)}`;

/** Attendance of some sessions (one, or every session of an activity). */
const diSesi = (aktivitasIds: number[]) => inArray(p.aktivitas_id, aktivitasIds);

/** `GET …/presensi/daftar`: a page of who attended, newest first, by name, institution or e-mail. */
export async function daftarPresensi(
  db: Db,
  aktivitasIds: number[],
  q: { page: number; per_page: number; q?: string | undefined },
) {
  const where = and(
    diSesi(aktivitasIds),
    q.q
      ? (or(
          ilike(p.nama, escapeLike(q.q)),
          ilike(p.email, escapeLike(q.q)),
          ilike(instansiNama, escapeLike(q.q)),
        ) as SQL)
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: p.id,
        aktivitas_id: p.aktivitas_id,
        nama: p.nama,
        jenis_identitas: p.jenis_identitas,
        nomor_identitas: p.nomor_identitas,
        instansi: instansiNama,
        level_jabatan: p.level_jabatan,
        jabatan: p.jabatan,
        email: p.email,
        telepon: p.telepon,
        created_at: p.created_at,
      })
      .from(p)
      .leftJoin(master_instansis, eq(master_instansis.id, p.instansi_id))
      .where(where)
      .orderBy(desc(p.created_at), desc(p.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db
      .select({ n: count() })
      .from(p)
      .leftJoin(master_instansis, eq(master_instansis.id, p.instansi_id))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({
      ...r,
      nomor_identitas: samar(r.nomor_identitas),
      level_jabatan_label:
        LEVEL_JABATAN_PESERTA_LABELS[r.level_jabatan as LevelJabatanPeserta] ?? r.level_jabatan,
      created_at: r.created_at.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page: q.page,
    per_page: q.per_page,
  };
}

/** Counts by institution (largest first) and by position level (every level, in order), and the total. */
export async function rekapPresensi(db: Db, aktivitasIds: number[]) {
  const [perInstansi, perLevel] = await Promise.all([
    db
      .select({ instansi: instansiNama, n: count() })
      .from(p)
      .leftJoin(master_instansis, eq(master_instansis.id, p.instansi_id))
      .where(diSesi(aktivitasIds))
      .groupBy(instansiNama)
      .orderBy(desc(count()), instansiNama),
    db
      .select({ level: p.level_jabatan, n: count() })
      .from(p)
      .where(diSesi(aktivitasIds))
      .groupBy(p.level_jabatan),
  ]);
  const level = new Map(perLevel.map((l) => [l.level, Number(l.n)]));
  return {
    total: perLevel.reduce((a, l) => a + Number(l.n), 0),
    per_instansi: perInstansi.map((i) => ({ instansi: String(i.instansi), jumlah: Number(i.n) })),
    per_level: LEVEL_JABATAN_PESERTA.map((l) => ({
      level_jabatan: l,
      label: LEVEL_JABATAN_PESERTA_LABELS[l],
      jumlah: level.get(l) ?? 0,
    })),
  };
}

/** Every attendance row of the sessions for the Excel export (full identity numbers: staff download only). */
export async function barisEkspor(db: Db, aktivitasIds: number[]) {
  return db
    .select({
      sesi: ppg_kegiatan_aktivitas.judul,
      tanggal: ppg_kegiatan_aktivitas.tanggal,
      nama: p.nama,
      jenis_identitas: p.jenis_identitas,
      nomor_identitas: p.nomor_identitas,
      instansi: instansiNama,
      level_jabatan: p.level_jabatan,
      jabatan: p.jabatan,
      email: p.email,
      telepon: p.telepon,
      created_at: p.created_at,
    })
    .from(p)
    .innerJoin(ppg_kegiatan_aktivitas, eq(ppg_kegiatan_aktivitas.id, p.aktivitas_id))
    .leftJoin(master_instansis, eq(master_instansis.id, p.instansi_id))
    .where(diSesi(aktivitasIds))
    .orderBy(ppg_kegiatan_aktivitas.tanggal, p.created_at, p.id)
    .limit(100_000);
}

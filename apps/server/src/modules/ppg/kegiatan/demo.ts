import type { KegiatanInput, PresensiIsiInput } from '@gratifikasi/domain';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context';
import {
  master_bentuk_kegiatans,
  master_instansis,
  master_jenis_kegiatans,
  master_kota_kabupatens,
  masterColumn,
  ppg_kegiatans,
  users,
} from '../../../db/schema';
import { todayJakarta } from '../../laporan/lookups';
import { bearerFor } from '../../laporan/proses/demo';

type App = FastifyInstance & { ctx: ServerContext };
export type DemoRole = 'anggota_tim_ppg' | 'ketua_tim_ppg' | 'ketua_group_ppg' | 'direktur';
type Role = DemoRole;

const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

const DEPAN = [
  'Ahmad',
  'Siti',
  'Budi',
  'Dewi',
  'Rizky',
  'Fitri',
  'Agus',
  'Rina',
  'Hendra',
  'Wulan',
  'Yusuf',
  'Intan',
];
const BELAKANG = ['Pratama', 'Lestari', 'Saputra', 'Wijaya', 'Hidayat', 'Nugroho', 'Permata', 'Kurniawan'];
const LEVEL = [
  'PIMPINAN_TINGGI',
  'ADMINISTRATOR',
  'PENGAWAS',
  'FUNGSIONAL',
  'PELAKSANA',
  'PELAKSANA',
] as const;

/** A participant the §5 rules accept: NIK province 32, birth 12-01-90, serial from `i`. */
export function peserta(i: number, instansiId: number | null): PresensiIsiInput {
  const nama = `${DEPAN[i % DEPAN.length]} ${BELAKANG[Math.floor(i / DEPAN.length) % BELAKANG.length]}`;
  return {
    nama,
    jenis_identitas: 'NIK',
    nomor_identitas: `320101120190${String(i + 1).padStart(4, '0')}`,
    instansi_id: instansiId,
    level_jabatan: LEVEL[i % LEVEL.length] ?? 'PELAKSANA',
    email: `peserta${i + 1}@contoh.go.id`,
    telepon: `08123${String(100000 + i)}`,
    persetujuan: true,
  };
}

/**
 * The calls the activities' demos make as the PPG roles (the same calls as the screens): create an activity, have
 * the group head accept it with the team, add a session, take attendance through its public link. Null when a demo
 * account is missing.
 */
export async function demoKegiatanKit(app: App) {
  const db = app.ctx.db;
  const tokens = new Map<Role, string>();
  for (const role of ['anggota_tim_ppg', 'ketua_tim_ppg', 'ketua_group_ppg', 'direktur'] as const) {
    const token = await bearerFor(db, role, role);
    if (!token) return null;
    tokens.set(role, token);
  }
  const call = async <T>(
    role: Role | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
  ) => {
    const res = await app.inject({
      method,
      url: `/api/${url}`,
      headers: role ? { authorization: `Bearer ${tokens.get(role)}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    if (res.statusCode >= 300)
      throw new Error(`demo kegiatan ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<{ data: T }>().data;
  };
  const byKode = async (table: typeof master_jenis_kegiatans, kode: string) => {
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(eq(masterColumn(table, 'kode'), kode));
    if (!row) throw new Error(`demo kegiatan: master ${kode}`);
    return row.id;
  };
  const instansi = (await db.select({ id: master_instansis.id }).from(master_instansis).limit(6)).map(
    (i) => i.id,
  );
  const [kota] = await db
    .select({
      id: master_kota_kabupatens.id,
      provinsi_id: masterColumn(master_kota_kabupatens, 'provinsi_id'),
    })
    .from(master_kota_kabupatens)
    .limit(1);
  const tim = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(eq(users.username, 'anggota_tim_ppg'))
    .union(
      db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(eq(users.username, 'ketua_tim_ppg')),
    );
  const today = todayJakarta();
  const luring = await byKode(master_bentuk_kegiatans, 'LURING');
  const hibrida = await byKode(master_bentuk_kegiatans, 'HIBRIDA');
  const jenis = {
    sosialisasi: await byKode(master_jenis_kegiatans, 'SOSIALISASI'),
    bimtek: await byKode(master_jenis_kegiatans, 'BIMTEK'),
    rakor: await byKode(master_jenis_kegiatans, 'RAKOR'),
    monev: await byKode(master_jenis_kegiatans, 'MONEV'),
  };

  const buat = async (
    role: Role,
    judul: string,
    jenisId: number,
    mulai: number,
    hari: number,
    hybrid = false,
  ) => {
    const body: KegiatanInput = {
      judul,
      jenis_kegiatan_id: jenisId,
      bentuk_kegiatan_id: hybrid ? hibrida : luring,
      sumber_penugasan: hybrid ? 'PERMINTAAN_INSTANSI' : 'INISIATIF_KPK',
      instansi_ids: instansi.slice(0, 3),
      provinsi_id: kota ? Number(kota.provinsi_id) : null,
      kota_kabupaten_id: kota?.id ?? null,
      alamat: 'Aula Utama, Jl. Merdeka No. 1',
      tautan_rapat: hybrid ? 'https://zoom.us/j/1234567890' : null,
      tanggal_mulai: addDays(today, mulai),
      tanggal_selesai: addDays(today, mulai + hari),
      catatan_anggaran: 'DIPA Direktorat Gratifikasi dan Pelayanan Publik',
      deskripsi: `${judul}: penguatan pengendalian gratifikasi bagi instansi sasaran.`,
      dipublikasikan: true,
    };
    return (await call<{ id: number }>(role, 'POST', 'kegiatan', body)).id;
  };
  const putuskan = async (role: Role, id: number, keputusan: string, catatan?: string) => {
    const d = await call<{ version: number }>(role, 'GET', `kegiatan/${id}`);
    await call(role, 'POST', `kegiatan/${id}/keputusan`, { keputusan, versi: d.version, catatan });
  };
  const terima = async (id: number) => {
    await putuskan('anggota_tim_ppg', id, 'kirim');
    const d = await call<{ versi: number }>('ketua_group_ppg', 'GET', `kegiatan/${id}`);
    await call('ketua_group_ppg', 'PUT', `kegiatan/${id}/tim`, {
      versi: d.versi,
      anggota: tim.map((u) => ({
        user_id: u.id,
        peran: u.username === 'ketua_tim_ppg' ? 'KETUA' : 'ANGGOTA',
      })),
    });
    await putuskan('ketua_group_ppg', id, 'terima', 'Kegiatan sesuai rencana kerja triwulan ini.');
  };
  const sesi = async (id: number, judul: string, hari: number, target: number) =>
    (
      await call<{ id: number }>('anggota_tim_ppg', 'POST', `kegiatan/${id}/aktivitas`, {
        judul,
        tanggal: addDays(today, hari),
        jam_mulai: '09:00',
        jam_selesai: '12:00',
        agenda: 'Pembukaan; paparan pengendalian gratifikasi; diskusi dan tanya jawab.',
        narasumber: ['Tim PPG KPK', 'Inspektorat instansi'],
        ruang: 'Aula Utama',
        target_peserta: target,
      })
    ).id;
  const hadir = async (id: number, aktivitasId: number, n: number, from: number, tutup: boolean) => {
    const now = Date.now();
    const link = await call<{ url: string }>(
      'anggota_tim_ppg',
      'POST',
      `kegiatan/${id}/aktivitas/${aktivitasId}/presensi`,
      {
        mulai: new Date(now - 3_600_000).toISOString(),
        selesai: new Date(now + 8 * 3_600_000).toISOString(),
      },
    );
    const token = link.url.slice(link.url.lastIndexOf('/') + 1);
    for (let i = 0; i < n; i++) {
      await call(
        null,
        'POST',
        `kegiatan/presensi/${token}`,
        peserta(from + i, instansi[i % Math.max(1, instansi.length)] ?? null),
      );
    }
    if (tutup)
      await call('anggota_tim_ppg', 'POST', `kegiatan/${id}/aktivitas/${aktivitasId}/presensi/tutup`);
  };
  return { call, buat, putuskan, terima, sesi, hadir, jenis };
}

/**
 * The PPG activities' demo (issue 26 §1–2): activities in the status groups a person moves them to, so the PPG
 * member, team leader and group head each have work on first start; sessions with attendance taken through the
 * public link. The activity reports' demo (laporan-kegiatan/demo.ts) carries past activities through their reports.
 */
export async function seedDemoKegiatan(app: App): Promise<number> {
  const [done] = await app.ctx.db.select({ n: count() }).from(ppg_kegiatans);
  if ((done?.n ?? 0) > 0) return 0;
  const kit = await demoKegiatanKit(app);
  if (!kit) return 0;
  const { buat, putuskan, terima, sesi, hadir, jenis } = kit;
  let n = 0;

  // The group head's queue: two activities waiting for analysis; the member's own draft not yet sent.
  await putuskan(
    'anggota_tim_ppg',
    await buat(
      'anggota_tim_ppg',
      'Sosialisasi Pengendalian Gratifikasi Pemerintah Provinsi',
      jenis.sosialisasi,
      10,
      1,
    ),
    'kirim',
  );
  await putuskan(
    'ketua_tim_ppg',
    await buat('ketua_tim_ppg', 'Rapat Koordinasi UPG Wilayah Barat', jenis.rakor, 14, 0, true),
    'kirim',
  );
  await buat('anggota_tim_ppg', 'Bimbingan Teknis Pelaporan Gratifikasi bagi UPG Baru', jenis.bimtek, 21, 2);
  n += 3;
  // Carried out now: sessions, one taking attendance (the team's work).
  const berjalan = await buat(
    'anggota_tim_ppg',
    'Bimbingan Teknis Penanganan Laporan Gratifikasi',
    jenis.bimtek,
    0,
    1,
    true,
  );
  await terima(berjalan);
  const s1 = await sesi(berjalan, 'Sesi 1: Regulasi dan mekanisme pelaporan', 0, 60);
  await sesi(berjalan, 'Sesi 2: Praktik penanganan laporan', 1, 60);
  await hadir(berjalan, s1, 40, 0, false);
  n += 1;
  // Declined and cancelled.
  const ditolak = await buat(
    'anggota_tim_ppg',
    'Monitoring Penerapan Pengendalian Gratifikasi (usulan ganda)',
    jenis.monev,
    30,
    0,
  );
  await putuskan('anggota_tim_ppg', ditolak, 'kirim');
  await putuskan(
    'ketua_group_ppg',
    ditolak,
    'tolak',
    'Sudah tercakup dalam kegiatan monitoring triwulan berjalan.',
  );
  const batal = await buat('ketua_tim_ppg', 'Sosialisasi Gratifikasi bagi BUMD', jenis.sosialisasi, 40, 0);
  await putuskan('ketua_tim_ppg', batal, 'kirim');
  await putuskan(
    'ketua_group_ppg',
    batal,
    'batalkan',
    'Instansi sasaran menunda kegiatan hingga tahun depan.',
  );
  n += 2;
  return n;
}

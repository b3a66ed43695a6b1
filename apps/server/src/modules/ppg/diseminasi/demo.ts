import { roleByName, triwulanOf } from '@gratifikasi/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context';
import { ppg_diseminasis, users } from '../../../db/schema';
import { masterColumn, masterTableOf } from '../../../db/schema/masters';
import { todayJakarta } from '../../laporan/lookups';
import { bearerFor } from '../../laporan/proses/demo';

type App = FastifyInstance & { ctx: ServerContext };

/** The demo UPG (Kementerian Keuangan, account `upg`) and three more institutions with demo UPG accounts. */
const INSTANSI = [
  { username: 'upg', upg: 'UPG.KEMENKEU', provinsi: '31', kabkota: '31.71' },
  { username: 'upg_kemenkes', upg: 'UPG.KEMENKES', provinsi: '31', kabkota: '31.74' },
  { username: 'upg_jabar', upg: 'UPG.PEMPROV-JABAR', provinsi: '32', kabkota: '32.73' },
  { username: 'upg_jatim', upg: 'UPG.PEMPROV-JATIM', provinsi: '35', kabkota: '35.78' },
] as const;

const KEGIATAN = [
  [
    'Sosialisasi Pengendalian Gratifikasi bagi Pegawai Baru',
    'SOSIALISASI',
    'INTERNAL',
    'PEGAWAI',
    'Inspektur, Ketua UPG',
  ],
  [
    'Bimbingan Teknis Pelaporan Gratifikasi melalui UPG',
    'BIMTEK',
    'INTERNAL',
    'PEGAWAI',
    'Tim UPG, Fungsional Auditor',
  ],
  [
    'Webinar Gratifikasi untuk Mitra dan Rekanan',
    'SEMINAR',
    'EKSTERNAL',
    'MITRA',
    'Direktorat Gratifikasi KPK, Sekretaris Jenderal',
  ],
  ['Kampanye Hari Raya Tanpa Gratifikasi', 'KAMPANYE', 'PUBLIK', 'MASYARAKAT', 'Humas, Ketua UPG'],
  [
    'Penyuluhan Gratifikasi bagi Pejabat Pengadaan',
    'PENYULUHAN',
    'INTERNAL',
    'PIMPINAN',
    'Inspektur Jenderal',
  ],
  ['Sosialisasi Gratifikasi di Kampus Mitra', 'SOSIALISASI', 'EKSTERNAL', 'PELAJAR', 'Ketua UPG, Dosen Tamu'],
] as const;

const PESERTA = [
  [
    ['PELAKSANA', 60],
    ['FUNGSIONAL', 20],
  ],
  [
    ['PENGAWAS', 12],
    ['FUNGSIONAL', 25],
    ['PELAKSANA', 30],
  ],
  [
    ['NON_ASN', 140],
    ['ADMINISTRATOR', 6],
  ],
  [['NON_ASN', 320]],
  [
    ['PIMPINAN_TINGGI', 8],
    ['ADMINISTRATOR', 22],
  ],
  [
    ['NON_ASN', 210],
    ['FUNGSIONAL', 4],
  ],
] as const;

const INOVASI = [
  {
    nama: 'Formulir Daring Pelaporan Gratifikasi Terpadu',
    permasalahan:
      'Pegawai di kantor daerah melapor lewat surat sehingga laporan sering melewati batas 30 hari kerja.',
    deskripsi:
      'Formulir daring di portal internal yang meneruskan laporan ke UPG pusat, lengkap dengan pengingat otomatis batas waktu pelaporan.',
    tujuan: 'Mempercepat dan mempermudah pelaporan gratifikasi oleh seluruh pegawai.',
    dampak: 'Laporan yang masuk tepat waktu meningkat dan waktu penanganan UPG berkurang separuhnya.',
    tahap: 'DITERAPKAN',
  },
  {
    nama: 'Duta Pengendalian Gratifikasi di Setiap Unit',
    permasalahan: 'Pemahaman pegawai tentang gratifikasi tidak merata antarunit kerja.',
    deskripsi:
      'Setiap unit menunjuk satu duta yang dilatih UPG untuk menjawab pertanyaan dan mengingatkan kewajiban melapor.',
    tujuan: 'Menjadikan pengendalian gratifikasi bagian dari budaya kerja sehari-hari di setiap unit.',
    dampak: 'Konsultasi gratifikasi meningkat dan penolakan gratifikasi tercatat lebih banyak.',
    tahap: 'UJI_COBA',
  },
] as const;

async function idByKode(app: App, key: string, kode: string): Promise<number | null> {
  const t = masterTableOf(key);
  const [row] = await app.ctx.db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(masterColumn(t, 'kode'), kode), isNull(t.deleted_at)))
    .limit(1);
  return row?.id ?? null;
}

/** A date in quarter `tw` of `tahun`, day `day` of its middle month, or null when it is still to come. */
function dayIn(tahun: number, tw: number, day: number, today: string): string | null {
  const iso = `${tahun}-${String((tw - 1) * 3 + 2).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return iso <= today ? iso : null;
}

/**
 * The institutions' dissemination events and innovations over the last two years (issue 26 §4 "Demo data"),
 * through the same calls as the screens, as each institution's UPG. Runs once (nothing when events exist).
 */
export async function seedDemoPpgUpg(app: App): Promise<number> {
  const db = app.ctx.db;
  const [done] = await db.select({ n: count() }).from(ppg_diseminasis);
  if ((done?.n ?? 0) > 0) return 0;
  const admin = await bearerFor(db, 'sysadmin', 'sysadmin');
  if (!admin) return 0;
  const call = async (token: string, method: 'POST' | 'GET', url: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    if (res.statusCode >= 300) throw new Error(`demo ppg ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const codes: Record<string, number> = {};
  for (const [key, list] of [
    ['jenis-diseminasi', ['SOSIALISASI', 'BIMTEK', 'SEMINAR', 'KAMPANYE', 'PENYULUHAN']],
    ['klasifikasi-kegiatan', ['INTERNAL', 'EKSTERNAL', 'PUBLIK']],
    ['sasaran-kegiatan', ['PEGAWAI', 'MITRA', 'MASYARAKAT', 'PIMPINAN', 'PELAJAR']],
    [
      'level-jabatan-peserta',
      ['PIMPINAN_TINGGI', 'ADMINISTRATOR', 'PENGAWAS', 'FUNGSIONAL', 'PELAKSANA', 'NON_ASN'],
    ],
    ['implementasi-inovasi', ['UJI_COBA', 'DITERAPKAN']],
  ] as const) {
    for (const kode of list) {
      const id = await idByKode(app, key, kode);
      if (id === null) return 0;
      codes[`${key}:${kode}`] = id;
    }
  }
  const today = todayJakarta();
  const { tahun } = triwulanOf(today);
  let made = 0;
  for (const [n, inst] of INSTANSI.entries()) {
    const upgId = await idByKode(app, 'upg', inst.upg);
    const provinsi = await idByKode(app, 'provinsi', inst.provinsi);
    const kabkota = await idByKode(app, 'kota-kabupaten', inst.kabkota);
    if (!upgId || !provinsi || !kabkota) continue;
    const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.username, inst.username));
    if (!exists) {
      await call(admin, 'POST', 'admin/users', {
        username: inst.username,
        name: `Demo ${inst.upg.replace('UPG.', 'UPG ')}`,
        email: `${inst.username}@demo.gratifikasi.go.id`,
        password: app.ctx.config.demoPassword,
        roles: [
          {
            role_id: roleByName('upg').id,
            scope: { scope_type: 'upg', scope_id: upgId, scope_name: inst.upg },
          },
        ],
      });
    }
    const token = await bearerFor(db, inst.username, 'upg');
    if (!token) continue;
    // Each institution: events spread over last year's and this year's quarters (none in the future).
    for (const [i, [nama, jenis, klasifikasi, sasaran, narasumber]] of KEGIATAN.entries()) {
      const year = i % 2 === 0 ? tahun - 1 : tahun;
      const tw = ((i + n) % 4) + 1;
      const tanggal = dayIn(year, tw, 5 + ((i * 7 + n * 3) % 20), today) ?? dayIn(tahun - 1, tw, 10, today);
      if (!tanggal) continue;
      await call(token, 'POST', 'diseminasi', {
        nama_kegiatan: nama,
        jenis_diseminasi_id: codes[`jenis-diseminasi:${jenis}`],
        klasifikasi_kegiatan_id: codes[`klasifikasi-kegiatan:${klasifikasi}`],
        sasaran_kegiatan_id: codes[`sasaran-kegiatan:${sasaran}`],
        tanggal_awal: tanggal,
        tanggal_akhir: tanggal,
        narasumber,
        provinsi_id: provinsi,
        kabkota_id: kabkota,
        tempat: i % 3 === 2 ? 'Daring (Zoom)' : 'Aula kantor pusat',
        uraian: 'Penyampaian ketentuan gratifikasi, contoh kasus, dan tata cara pelaporan melalui UPG.',
        peserta: PESERTA[i]?.map(([kode, jumlah]) => ({
          level_jabatan_peserta_id: codes[`level-jabatan-peserta:${kode}`],
          jumlah: jumlah + n * 5,
        })),
      });
      made += 1;
    }
    for (const [i, inovasi] of INOVASI.entries()) {
      const { tahap, ...rest } = inovasi;
      await call(token, 'POST', 'inovasi', {
        ...rest,
        implementasi_inovasi_id: codes[`implementasi-inovasi:${tahap}`],
        tahun: tahun - 1 + i,
        triwulan: ((n + i) % 2) + 1,
      });
      made += 1;
    }
  }
  return made;
}

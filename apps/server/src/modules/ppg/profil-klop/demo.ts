import { JADWAL_FIELDS, roleByName } from '@gratifikasi/domain';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../../context';
import { ppg_profil_klops } from '../../../db/schema';
import { todayJakarta } from '../../laporan/lookups';
import { bearerFor } from '../../laporan/proses/demo';

type App = FastifyInstance & { ctx: ServerContext };

/** The four demo institutions' UPG accounts (made by the dissemination demo) and where each plan ends up. */
const INSTANSI = [
  { username: 'upg', pegawai: 78_000, akhir: 'approved' },
  { username: 'upg_kemenkes', pegawai: 61_000, akhir: 'submit' },
  { username: 'upg_jabar', pegawai: 42_000, akhir: 'return' },
  { username: 'upg_jatim', pegawai: 39_500, akhir: 'approved' },
] as const;

const KEGIATAN = [
  ['DISEMINASI', 'Sosialisasi pengendalian gratifikasi kepada pegawai unit kerja', 'kegiatan', [1, 2, 1, 1]],
  ['PENGUMUMAN_PBJ', 'Pengumuman larangan gratifikasi pada dokumen pengadaan', 'paket', [5, 5, 5, 5]],
  ['PENGUMUMAN_LAYANAN', 'Banner larangan gratifikasi di unit pelayanan publik', 'unit', [10, 0, 0, 0]],
  ['SURAT_EDARAN', 'Surat edaran pimpinan menjelang hari raya keagamaan', 'surat', [1, 0, 0, 1]],
  ['ELEARNING', 'Pegawai menyelesaikan e-learning pengendalian gratifikasi', 'orang', [200, 300, 300, 200]],
  ['PEMETAAN_RISIKO', 'Pemetaan titik rawan gratifikasi pada layanan perizinan', 'dokumen', [0, 1, 0, 0]],
  ['PELAPORAN', 'Rekapitulasi dan penerusan laporan gratifikasi ke KPK', 'laporan', [1, 1, 1, 1]],
] as const;

const tahap = (selesai: boolean, keterangan: string) => ({
  selesai,
  keterangan: selesai ? keterangan : null,
});

/**
 * The institution's year demo (issue 25 §2), through the same calls as the screens: each of the four demo
 * institutions has the current year's profile and a work plan — two approved, one awaiting the KPK's review, one
 * returned with notes. The group head first opens the plan window to the year's end (as the KPK does for a late
 * year), so the plans are sent in time. Runs once (nothing when a profile exists).
 */
export async function seedDemoProfilKlop(app: App): Promise<number> {
  const db = app.ctx.db;
  const [done] = await db.select({ n: count() }).from(ppg_profil_klops);
  if ((done?.n ?? 0) > 0) return 0;
  const gh = await bearerFor(db, roleByName('ketua_group_ppg').demoUsername, 'ketua_group_ppg');
  const ketua = await bearerFor(db, roleByName('ketua_tim_ppg').demoUsername, 'ketua_tim_ppg');
  if (!gh || !ketua) return 0;
  const call = async (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url: `/api/${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    if (res.statusCode >= 300)
      throw new Error(`demo profil klop ${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const today = todayJakarta();
  const tahun = Number(today.slice(0, 4));
  const jadwal = await call(gh, 'GET', `konfigurasi-klop/${tahun}`);
  if (jadwal.jadwal.rencana_selesai < `${tahun}-12-31` || jadwal.jadwal.rencana_mulai > today) {
    const fields = Object.fromEntries(JADWAL_FIELDS.map((f) => [f, jadwal.jadwal[f]]));
    await call(gh, 'PUT', `konfigurasi-klop/${tahun}`, {
      ...fields,
      rencana_mulai: `${tahun}-01-01`,
      rencana_selesai: `${tahun}-12-31`,
      revisi: jadwal.revisi,
    });
  }
  let made = 0;
  for (const [n, inst] of INSTANSI.entries()) {
    const token = await bearerFor(db, inst.username, 'upg');
    if (!token) continue;
    const profil = await call(token, 'PUT', `profile-klop/${tahun}`, {
      alamat: 'Jl. Merdeka No. 1',
      telepon: '021-555000',
      email: `${inst.username}@demo.gratifikasi.go.id`,
      website: null,
      jumlah_pegawai: inst.pegawai,
      sk_upg_nomor: `SK-UPG/${n + 1}/${tahun - 2}`,
      sk_upg_tanggal: `${tahun - 2}-03-15`,
      anggota_upg: [
        { nama: 'Inspektur Jenderal', jabatan: 'Pengarah' },
        { nama: 'Kepala Biro Hukum', jabatan: 'Ketua UPG' },
        { nama: 'Auditor Madya', jabatan: 'Sekretaris UPG' },
      ],
      aturan_internal_id: null,
      komitmen_pimpinan:
        'Pimpinan menandatangani komitmen pengendalian gratifikasi dan mengumumkannya kepada pegawai.',
      kontak: [{ nama: 'Sekretariat UPG', jabatan: 'Sekretaris UPG', telepon: '021-555001', email: null }],
      tahapan: {
        komitmen: tahap(true, 'Komitmen ditandatangani'),
        aturan: tahap(true, 'Peraturan pimpinan tentang pengendalian gratifikasi'),
        upg: tahap(true, 'UPG dibentuk dengan SK'),
        monev: tahap(n % 2 === 0, 'Monitoring triwulanan berjalan'),
      },
      revisi: 0,
    });
    made += 1;
    const rk = profil.rencana_kerja;
    const saved = await call(token, 'PUT', `rencana-kerja/${rk.id}`, {
      items: KEGIATAN.slice(0, 5 + (n % 3)).map(([jenis, uraian, satuan, t]) => ({
        jenis,
        uraian,
        satuan,
        target_tw1: t[0],
        target_tw2: t[1],
        target_tw3: t[2],
        target_tw4: t[3],
        keterangan: null,
      })),
      revisi: rk.revisi,
    });
    const sent = await call(token, 'POST', `rencana-kerja/${rk.id}/keputusan`, {
      keputusan: 'kirim',
      version: saved.version,
    });
    if (inst.akhir === 'approved') {
      await call(ketua, 'POST', `rencana-kerja/${rk.id}/keputusan`, {
        keputusan: 'setuju',
        version: sent.version,
      });
    } else if (inst.akhir === 'return') {
      await call(ketua, 'POST', `rencana-kerja/${rk.id}/keputusan`, {
        keputusan: 'kembalikan',
        version: sent.version,
        catatan: 'Lengkapi target e-learning per triwulan dan tambahkan pemetaan titik rawan.',
      });
    }
  }
  return made;
}

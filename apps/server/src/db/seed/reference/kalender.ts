import type { Db } from '../../client';
import { seedMaster } from './insert';

type Hari = { tanggal: string; nama: string; jenis: 'libur_nasional' | 'cuti_bersama' };

/** The official Indonesian names, keyed by date-holidays' English names (its own Indonesian names mislabel some). */
const NAMA: Record<string, string> = {
  "New Year's Day": 'Tahun Baru Masehi',
  "Laylat al-Mi'raj": 'Isra Mikraj Nabi Muhammad SAW',
  'Chinese New Year': 'Tahun Baru Imlek',
  Nyepi: 'Hari Suci Nyepi (Tahun Baru Saka)',
  'End of Ramadan (Eid al-Fitr)': 'Idulfitri',
  'Good Friday': 'Wafat Yesus Kristus',
  'Labour Day': 'Hari Buruh Internasional',
  'Ascension Day': 'Kenaikan Yesus Kristus',
  'Feast of the Sacrifice (Eid al-Adha)': 'Iduladha',
  'Vesak Day': 'Hari Raya Waisak',
  'Pancasila Day': 'Hari Lahir Pancasila',
  'Islamic New Year': 'Tahun Baru Islam',
  'Independence Day': 'Hari Proklamasi Kemerdekaan Republik Indonesia',
  'Birthday of Muhammad (Mawlid)': 'Maulid Nabi Muhammad SAW',
  'Christmas Day': 'Kelahiran Yesus Kristus (Natal)',
};

/**
 * Years whose SKB 3 Menteri (Menteri Agama, Menteri Ketenagakerjaan, Menteri PANRB) on national holidays and
 * collective leave is known: its dates replace the computed ones, since lunar holidays follow the government's
 * decision, not astronomy. Administrators maintain these rows (a new SKB, a revision) in Master Hari Libur.
 */
const SKB: Record<number, readonly Hari[]> = {
  2026: [
    ...(
      [
        ['2026-01-01', 'Tahun Baru Masehi'],
        ['2026-01-16', 'Isra Mikraj Nabi Muhammad SAW'],
        ['2026-02-17', 'Tahun Baru Imlek 2577 Kongzili'],
        ['2026-03-19', 'Hari Suci Nyepi (Tahun Baru Saka 1948)'],
        ['2026-03-21', 'Idulfitri 1447 Hijriah'],
        ['2026-03-22', 'Idulfitri 1447 Hijriah'],
        ['2026-04-03', 'Wafat Yesus Kristus'],
        ['2026-04-05', 'Kebangkitan Yesus Kristus (Paskah)'],
        ['2026-05-01', 'Hari Buruh Internasional'],
        ['2026-05-14', 'Kenaikan Yesus Kristus'],
        ['2026-05-27', 'Iduladha 1447 Hijriah'],
        ['2026-05-31', 'Hari Raya Waisak 2570 BE'],
        ['2026-06-01', 'Hari Lahir Pancasila'],
        ['2026-06-16', 'Tahun Baru Islam 1448 Hijriah'],
        ['2026-08-17', 'Hari Proklamasi Kemerdekaan Republik Indonesia'],
        ['2026-08-25', 'Maulid Nabi Muhammad SAW'],
        ['2026-12-25', 'Kelahiran Yesus Kristus (Natal)'],
      ] as const
    ).map(([tanggal, nama]): Hari => ({ tanggal, nama, jenis: 'libur_nasional' })),
    ...(
      [
        ['2026-02-16', 'Cuti Bersama Tahun Baru Imlek'],
        ['2026-03-18', 'Cuti Bersama Hari Suci Nyepi'],
        ['2026-03-20', 'Cuti Bersama Idulfitri'],
        ['2026-03-23', 'Cuti Bersama Idulfitri'],
        ['2026-03-24', 'Cuti Bersama Idulfitri'],
        ['2026-05-15', 'Cuti Bersama Kenaikan Yesus Kristus'],
        ['2026-05-28', 'Cuti Bersama Iduladha'],
        ['2026-12-24', 'Cuti Bersama Kelahiran Yesus Kristus'],
      ] as const
    ).map(([tanggal, nama]): Hari => ({ tanggal, nama, jenis: 'cuti_bersama' })),
  ],
};

/** Public holidays of a year from date-holidays ('ID'); two holidays on one date become one row. */
export async function computedHolidays(year: number): Promise<Hari[]> {
  // date-holidays loads with the seed that needs it, not with every start.
  const { default: Holidays } = await import('date-holidays');
  const byDate = new Map<string, string[]>();
  for (const h of new Holidays('ID').getHolidays(year, 'en')) {
    if (h.type !== 'public') continue;
    const tanggal = h.date.slice(0, 10);
    const names = byDate.get(tanggal) ?? [];
    const nama = NAMA[h.name] ?? h.name;
    if (!names.includes(nama)) names.push(nama);
    byDate.set(tanggal, names);
  }
  return [...byDate].map(([tanggal, names]) => ({
    tanggal,
    nama: names.join(' dan '),
    jenis: 'libur_nasional',
  }));
}

/** The holidays (and known collective leave) of a year: the SKB when known, else date-holidays. */
export async function hariLiburOf(year: number): Promise<Hari[]> {
  return [...(SKB[year] ?? (await computedHolidays(year)))];
}

/** This year's and next year's holidays and their calendar rows. */
export async function seedKalender(db: Db, today = new Date()): Promise<Record<string, number>> {
  const years = [today.getFullYear(), today.getFullYear() + 1];
  const kalender = await seedMaster(
    db,
    'kalender',
    years.map((tahun) => ({
      tahun,
      nama: `Hari Libur Nasional dan Cuti Bersama Tahun ${tahun}`,
      dasar_hukum: SKB[tahun]
        ? `SKB Menteri Agama, Menteri Ketenagakerjaan, dan Menteri PANRB tentang Hari Libur Nasional dan Cuti Bersama Tahun ${tahun}`
        : null,
      keterangan: SKB[tahun]
        ? null
        : 'Tanggal libur dihitung paket date-holidays; sesuaikan dengan SKB 3 Menteri dan tambahkan cuti bersama setelah SKB terbit.',
    })),
    { key: ['tahun'] },
  );
  const hariLibur = await seedMaster(db, 'hari-libur', (await Promise.all(years.map(hariLiburOf))).flat(), {
    key: ['tanggal'],
  });
  return { kalender, 'hari-libur': hariLibur };
}

import {
  bulatkanRupiah,
  INDONESIAN_MONTHS,
  MIN_CELL_REPORTS,
  PEMBULATAN_RUPIAH,
  periodeDataTerbuka,
  protectSmallCells,
  type Statistik,
  type StatistikBaris,
  type StatistikTabel,
  type StatistikTabelKode,
  sumMoney,
} from '@gratifikasi/domain';
import type { Db } from '../../db/client';
import { cacheOf } from '../../platform/cache';
import { cachedMasterNames } from '../laporan/lookups';
import { keputusanCounts, laporanCounts, objekCounts, tidakDitindaklanjuti } from './query';

/** The one cache's namespace of the open-data figures (platform/cache.ts). */
export const STATISTIK_CACHE = 'statistik';

/** Exact sum of rupiah figures (decimal strings; anything else counts as nothing). */
const sumRupiah = (values: readonly (string | number | null | undefined)[]) =>
  sumMoney(values.filter((v): v is string => typeof v === 'string'));

const num = (v: string | number | null | undefined) => (typeof v === 'number' ? v : 0);

/** A row as published: its rupiah figures rounded to the nearest million, once rows are merged (exact sums first). */
const rounded = (row: StatistikBaris): StatistikBaris => ({
  ...row,
  nilai: Object.fromEntries(
    Object.entries(row.nilai).map(([k, v]) => [k, typeof v === 'string' ? bulatkanRupiah(v) : v]),
  ),
});

/**
 * The small-cell rule for a table: every count column of a row must rest on 0 or at least 5 reports; merged rows
 * add up their counts and exact rupiah sums under "Lainnya" (derived columns such as percentages are recomputed
 * after); every rupiah figure is then rounded to the nearest million.
 */
function protect(
  kode: StatistikTabelKode,
  rows: StatistikBaris[],
  countKeys: readonly string[],
  opts: {
    lainnyaLabel?: string;
    lainnyaKunci?: string;
    derive?: (row: StatistikBaris) => StatistikBaris;
  } = {},
): StatistikTabel {
  const derive = opts.derive ?? ((row: StatistikBaris) => row);
  const out = protectSmallCells(rows, {
    counts: (row) => countKeys.map((k) => num(row.nilai[k])),
    merge: (merged) => {
      const keys = new Set(merged.flatMap((row) => Object.keys(row.nilai)));
      const nilai: StatistikBaris['nilai'] = {};
      for (const key of keys) {
        const values = merged.map((row) => row.nilai[key]);
        nilai[key] = values.some((v) => typeof v === 'string')
          ? sumRupiah(values)
          : values.reduce<number>((s, v) => s + num(v), 0);
      }
      return {
        kunci: opts.lainnyaKunci ?? 'lainnya',
        label: opts.lainnyaLabel ?? 'Lainnya',
        lainnya: true,
        nilai,
      };
    },
  });
  const baris = [...out.rows, ...(out.lainnya ? [out.lainnya] : [])].map((row) => rounded(derive(row)));
  return { kode, baris, disamarkan: out.disamarkan };
}

const shown = (n: number) => (n > 0 && n < MIN_CELL_REPORTS ? null : n);

async function namesOf(db: Db, master: string, ids: readonly (number | null)[]) {
  const names = await cachedMasterNames(db, master, ids);
  return (id: number | null) => (id === null ? 'Tidak diketahui' : (names.get(id) ?? 'Tidak diketahui'));
}

/** Months of each shown year, protected within their year: a year's small months merge into "Bulan lain". */
function perBulan(months: { bulan: string; n: number }[], years: StatistikTabel): StatistikTabel {
  const shownYears = years.baris.filter((row) => !row.lainnya).map((row) => row.kunci);
  const baris: StatistikBaris[] = [];
  let disamarkan = months.filter((m) => !shownYears.includes(m.bulan.slice(0, 4))).length;
  for (const tahun of shownYears) {
    const ofYear = months
      .filter((m) => m.bulan.startsWith(tahun))
      .map((m) => ({
        kunci: m.bulan,
        label: `${INDONESIAN_MONTHS[Number(m.bulan.slice(5, 7)) - 1]} ${tahun}`,
        lainnya: false,
        nilai: { laporan: m.n },
      }));
    const t = protect('laporan-per-bulan', ofYear, ['laporan'], {
      lainnyaKunci: `${tahun}-lainnya`,
      lainnyaLabel: `Bulan lain ${tahun}`,
    });
    baris.push(...t.baris);
    disamarkan += t.disamarkan;
  }
  return { kode: 'laporan-per-bulan', baris, disamarkan };
}

function persen(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;
}

/**
 * Computes the page from the database (no cache): the raw figures of the closed period at `now` (up to the end of
 * last month, Asia/Jakarta), then the small-cell rule on every table, rupiah rounded to the nearest million.
 */
export async function computeStatistik(db: Db, now: Date = new Date()): Promise<Statistik> {
  const { batas, sampai } = periodeDataTerbuka(now);
  // One statement at a time: on PGlite there is one connection, and on PostgreSQL they stay cheap and sequential.
  const laporan = await laporanCounts(db, batas);
  const objek = await objekCounts(db, batas);
  const keputusan = await keputusanCounts(db, batas);
  const tdt = await tidakDitindaklanjuti(db, batas);

  const months = laporan
    .filter((r) => r.dimensi === 0 && r.bulan !== null)
    .map((r) => ({ bulan: r.bulan as string, n: r.n }))
    .sort((a, b) => a.bulan.localeCompare(b.bulan));
  const byYear = new Map<string, number>();
  for (const m of months) byYear.set(m.bulan.slice(0, 4), (byYear.get(m.bulan.slice(0, 4)) ?? 0) + m.n);
  const years = protect(
    'laporan-per-tahun',
    [...byYear].map(([tahun, n]) => ({ kunci: tahun, label: tahun, lainnya: false, nilai: { laporan: n } })),
    ['laporan'],
  );

  const byDim = (dimensi: 1 | 2) => laporan.filter((r) => r.dimensi === dimensi);
  const kelompokName = await namesOf(
    db,
    'klasifikasi-instansis',
    byDim(1).map((r) => r.kelompok),
  );
  const provinsiName = await namesOf(
    db,
    'provinsi',
    byDim(2).map((r) => r.provinsi),
  );
  const objekName = await namesOf(
    db,
    'jenis-objek',
    objek.map((r) => r.jenis_objek_id),
  );
  const byCount = (a: StatistikBaris, b: StatistikBaris) => num(b.nilai.laporan) - num(a.nilai.laporan);
  const dimension = (
    kode: StatistikTabelKode,
    rows: { id: number | null; n: number }[],
    name: (id: number | null) => string,
  ) =>
    protect(
      kode,
      rows
        .map((r) => ({
          kunci: String(r.id ?? 'tidak-diketahui'),
          label: name(r.id),
          lainnya: false,
          nilai: { laporan: r.n },
        }))
        .sort(byCount),
      ['laporan'],
    );

  const keputusanTable = protect(
    'keputusan-per-tahun',
    keputusan.map((k) => ({
      kunci: String(k.tahun),
      label: String(k.tahun),
      lainnya: false,
      nilai: {
        diputus: k.diputus,
        milik_negara: k.milik_negara,
        milik_penerima: k.diputus - k.milik_negara,
        nilai_milik_negara: k.nilai_milik_negara,
      },
    })),
    ['diputus', 'milik_negara', 'milik_penerima'],
    {
      derive: (row) => ({
        ...row,
        nilai: {
          ...row.nilai,
          persen_milik_negara: persen(num(row.nilai.milik_negara), num(row.nilai.diputus)),
        },
      }),
    },
  );

  const total = months.reduce((s, m) => s + m.n, 0);
  const diputus = keputusan.reduce((s, k) => s + k.diputus, 0);
  const milikNegara = keputusan.reduce((s, k) => s + k.milik_negara, 0);
  const negaraShown = shown(milikNegara) !== null && shown(diputus - milikNegara) !== null;
  return {
    ambang: MIN_CELL_REPORTS,
    dihitung_at: new Date().toISOString(),
    data_sampai: sampai,
    pembulatan_rupiah: Number(PEMBULATAN_RUPIAH),
    ringkasan: {
      laporan: shown(total),
      diputus: shown(diputus),
      milik_negara: negaraShown ? milikNegara : null,
      persen_milik_negara: negaraShown && diputus > 0 ? persen(milikNegara, diputus) : null,
      nilai_milik_negara: negaraShown
        ? bulatkanRupiah(sumRupiah(keputusan.map((k) => k.nilai_milik_negara)))
        : null,
      tidak_ditindaklanjuti: shown(tdt),
    },
    tabel: [
      years,
      perBulan(months, years),
      protect(
        'laporan-per-jenis-objek',
        objek
          .map((r) => ({
            kunci: String(r.jenis_objek_id ?? 'tidak-diketahui'),
            label: objekName(r.jenis_objek_id),
            lainnya: false,
            nilai: { laporan: r.laporan, rincian: r.rincian, nilai: r.nilai },
          }))
          .sort(byCount),
        ['laporan'],
      ),
      dimension(
        'laporan-per-kelompok-instansi',
        byDim(1).map((r) => ({ id: r.kelompok, n: r.n })),
        kelompokName,
      ),
      dimension(
        'laporan-per-wilayah',
        byDim(2).map((r) => ({ id: r.provinsi, n: r.n })),
        provinsiName,
      ),
      keputusanTable,
    ],
  };
}

/** The page and its answer's JSON text, computed together: a hit is sent as it is, without serialising again. */
export interface CachedStatistik {
  page: Statistik;
  json: string;
}

/**
 * The open-data page from the one cache: computed at most once per process every few minutes (stale figures answer
 * while one refresh runs), so a million reports cost one aggregation per TTL, not one per visitor. Keyed by the
 * current month: when a month closes, the first visit computes the new period instead of reading the last one's.
 */
export function cachedStatistik(db: Db, now: Date = new Date()): Promise<CachedStatistik> {
  return cacheOf(db).get(STATISTIK_CACHE, `page:${periodeDataTerbuka(now).bulan}`, async () => {
    const page = await computeStatistik(db, now);
    return { page, json: JSON.stringify({ data: page }) };
  });
}

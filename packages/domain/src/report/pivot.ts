import { z } from 'zod';
import { reportFilterSchemas } from './api';

/** The pivot's dimensions (issue 14 §3), all read from the report summary. */
export const PIVOT_DIMENSI = {
  tahun: 'Tahun',
  triwulan: 'Triwulan',
  bulan: 'Bulan',
  instansi: 'Instansi',
  unit_kerja: 'Unit Kerja',
  provinsi: 'Provinsi',
  status: 'Status',
  kanal: 'Kanal',
  rentang: 'Rentang Nilai',
  jenis_objek: 'Jenis Objek',
} as const;
export type PivotDimensi = keyof typeof PIVOT_DIMENSI;
const DIMENSI = Object.keys(PIVOT_DIMENSI) as [PivotDimensi, ...PivotDimensi[]];

export const PIVOT_UKURAN = {
  jumlah: 'Jumlah Laporan',
  nilai: 'Nilai (Rp)',
  terlambat: 'Dilaporkan Terlambat',
  objek: 'Jumlah Objek',
} as const;
export type PivotUkuran = keyof typeof PIVOT_UKURAN;

/**
 * A report counts once whatever its items, so the kind of object (an item's) is read from the item-grain summary:
 * with it the measures are the items' (count of objects, their value), and the report-only dimensions are not there.
 */
export const PIVOT_DIMENSI_OBJEK: readonly PivotDimensi[] = [
  'tahun',
  'triwulan',
  'bulan',
  'instansi',
  'provinsi',
  'status',
  'kanal',
  'jenis_objek',
];
export const PIVOT_UKURAN_OBJEK: readonly PivotUkuran[] = ['objek', 'nilai'];

/** The pivot reads the item-grain summary: a kind-of-object dimension or the object count asked. */
export function pivotPerObjek(q: {
  baris: readonly string[];
  kolom: readonly string[];
  ukuran: string;
}): boolean {
  return q.ukuran === 'objek' || [...q.baris, ...q.kolom].includes('jenis_objek');
}

/** At most this many distinct rows and columns on a screen; beyond, narrow the filters. */
export const PIVOT_MAX_BARIS = 1_000;
export const PIVOT_MAX_KOLOM = 60;

const dims = (min: number, max: number, label: string) =>
  z
    .string()
    .max(200)
    .transform((s) => (s === '' ? [] : s.split(',')))
    .pipe(
      z
        .array(z.enum(DIMENSI, { message: `Dimensi ${label} tidak dikenal` }))
        .min(min, `Pilih paling sedikit ${min} dimensi ${label}`)
        .max(max, `Paling banyak ${max} dimensi ${label}`)
        .refine((a) => new Set(a).size === a.length, `Dimensi ${label} berulang`),
    );

/** `GET report/pivot`: dimensions on rows and columns (comma-separated), the measure and the summary's filters. */
export const pivotQuerySchema = z
  .strictObject({
    baris: dims(1, 3, 'baris'),
    kolom: dims(0, 2, 'kolom').default([]),
    ukuran: z
      .enum(['jumlah', 'nilai', 'terlambat', 'objek'], { message: 'Ukuran tidak dikenal' })
      .default('jumlah'),
    tahun: reportFilterSchemas.tahun.optional(),
    bulan: reportFilterSchemas.bulan.optional(),
    instansi_id: reportFilterSchemas.instansi_id.optional(),
    provinsi_id: reportFilterSchemas.provinsi_id.optional(),
    status: reportFilterSchemas.status.optional(),
    kanal: reportFilterSchemas.kanal.optional(),
  })
  .refine((q) => !q.kolom.some((k) => q.baris.includes(k)), {
    message: 'Dimensi tidak boleh di baris dan kolom sekaligus',
    path: ['kolom'],
  })
  .refine((q) => !pivotPerObjek(q) || PIVOT_UKURAN_OBJEK.includes(q.ukuran), {
    message:
      'Per jenis objek, ukurannya Jumlah Objek atau Nilai (satu laporan dapat memuat beberapa jenis objek)',
    path: ['ukuran'],
  })
  .refine(
    (q) => !pivotPerObjek(q) || [...q.baris, ...q.kolom].every((d) => PIVOT_DIMENSI_OBJEK.includes(d)),
    {
      message: 'Unit kerja dan rentang nilai tidak tersedia per objek',
      path: ['baris'],
    },
  );
export type PivotQuery = z.infer<typeof pivotQuerySchema>;

/** One cell: its row and column labels; null where the cell totals over that side (grouping sets). */
export const pivotCellSchema = z.object({
  r: z.array(z.string()).nullable(),
  c: z.array(z.string()).nullable(),
  v: z.union([z.number(), z.string()]),
});
export const pivotResultSchema = z.object({
  baris: z.array(z.string()),
  kolom: z.array(z.string()),
  ukuran: z.string(),
  cells: z.array(pivotCellSchema),
  refreshed_at: z.string().nullable(),
});
export type PivotResult = z.infer<typeof pivotResultSchema>;

/** The pivot laid out: row and column keys in label order, each cell, the row and column totals and the grand total. */
export interface PivotGrid {
  rows: string[][];
  cols: string[][];
  value: (row: string[], col: string[] | null) => number | string | null;
  rowTotal: (row: string[]) => number | string | null;
  colTotal: (col: string[]) => number | string | null;
  grand: number | string | null;
}

const keyOf = (parts: string[] | null) => (parts ? JSON.stringify(parts) : '*');
const byLabels = (a: string[], b: string[]) => {
  for (let i = 0; i < a.length; i++) {
    const c = (a[i] ?? '').localeCompare(b[i] ?? '', 'id', { numeric: true });
    if (c !== 0) return c;
  }
  return 0;
};

/** Lays out the server's cells (with their grouping-set totals) as a grid of rows × columns. */
export function pivotGrid(result: PivotResult): PivotGrid {
  const map = new Map<string, number | string>();
  const rows = new Map<string, string[]>();
  const cols = new Map<string, string[]>();
  for (const cell of result.cells) {
    map.set(`${keyOf(cell.r)}|${keyOf(cell.c)}`, cell.v);
    if (cell.r) rows.set(keyOf(cell.r), cell.r);
    if (cell.c) cols.set(keyOf(cell.c), cell.c);
  }
  const get = (r: string[] | null, c: string[] | null) => map.get(`${keyOf(r)}|${keyOf(c)}`) ?? null;
  return {
    rows: [...rows.values()].sort(byLabels),
    cols: [...cols.values()].sort(byLabels),
    value: (r, c) => get(r, c),
    rowTotal: (r) => get(r, null),
    colTotal: (c) => get(null, c),
    grand: get(null, null),
  };
}

import { z } from 'zod';

/**
 * `GET dashboard/kpk` (issue 14 §4): the figures of the whole set for the KPK, its PPG roles, reporters and observers
 * — this year's reports, value and late ones, per month and per status — and, for KPK staff, the process: open
 * reports, steps past their deadline or due within 3 days, decision clocks past 30 HK, and the caller's own queue.
 */
export const dashboardKpkSchema = z.object({
  tahun: z.number().int(),
  laporan: z.number().int(),
  nilai: z.string(),
  terlambat: z.number().int(),
  per_bulan: z.array(z.object({ bulan: z.number().int(), jumlah: z.number().int() })),
  per_status: z.array(z.object({ status: z.string(), nama: z.string(), jumlah: z.number().int() })),
  proses: z
    .object({
      berjalan: z.number().int(),
      lewat_tenggat: z.number().int(),
      tenggat_dekat: z.number().int(),
      lewat_30hk: z.number().int(),
      antrian_saya: z.number().int(),
    })
    .nullable(),
  refreshed_at: z.string().nullable(),
});
export type DashboardKpk = z.infer<typeof dashboardKpkSchema>;

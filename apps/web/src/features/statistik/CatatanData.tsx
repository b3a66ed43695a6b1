import { formatLongIsoDate } from '@gratifikasi/domain';

/**
 * What the open data covers, for the public (docs/architecture.md, open data): closed months only, rupiah rounded.
 * Two visits a few days apart then never show one new report.
 */
export function CatatanData({ sampai }: { sampai: string }) {
  return (
    <p className="st-muted">
      Data hingga akhir bulan lalu ({formatLongIsoDate(sampai)}); nilai dibulatkan ke juta rupiah terdekat.
      Laporan bulan berjalan baru dihitung setelah bulan tersebut berakhir.
    </p>
  );
}

import type { Laporan } from '@gratifikasi/domain';
import { DokumenCard } from '@/features/dokumen/DokumenCard';
import { PutusanCard } from '@/features/laporan/detail/PutusanCard';
import { LaporanDetailPage } from '@/features/laporan/LaporanDetailPage';
import { KirimResiCard } from '@/features/og/KirimResiCard';

/** The ruling once issued (its SK and SPSK, what follows per item), then the report's letters. */
const Dokumen = (laporan: Laporan) =>
  laporan.nosig ? (
    <>
      <PutusanCard laporanId={laporan.id} />
      <DokumenCard laporan={laporan} staff={false} />
    </>
  ) : null;

/** The reporter also sends the courier receipt of objects the SK ruled the state's (issue 12 §2). */
const DokumenDanResi = (laporan: Laporan) =>
  laporan.nosig ? (
    <>
      <PutusanCard laporanId={laporan.id} />
      <KirimResiCard laporanId={laporan.id} />
      <DokumenCard laporan={laporan} staff={false} />
    </>
  ) : null;

/**
 * A report on the reporter's and the UPG's side, with the KPK's ruling once issued (issue 24 §1), the letters the KPK
 * has issued for it (issue 11 §2) and, on the reporter's, the courier receipt of its objects; composed here so the
 * laporan, dokumen and og features stay apart.
 */
export const IndividuLaporanDetailScreen = () => <LaporanDetailPage area="individu" below={DokumenDanResi} />;
export const UpgLaporanDetailScreen = () => <LaporanDetailPage area="upg" below={Dokumen} />;

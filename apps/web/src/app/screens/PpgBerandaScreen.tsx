import { lazy, Suspense } from 'react';
import { BerandaPage } from '@/features/beranda/BerandaPage';

// The year's PPG figures arrive after the home's first render (the home stays within its budget).
const PpgRingkasan = lazy(() =>
  import('@/features/ppg-dashboard/PpgRingkasan').then((m) => ({ default: m.PpgRingkasan })),
);

/**
 * The PPG roles' home (kpk-beranda-ppg): the common beranda, whose work figures count the PPG team's year, with the
 * PPG dashboard's headline figures on top (composed here so features stay independent).
 */
export function PpgBerandaScreen() {
  return (
    <BerandaPage
      top={
        <Suspense fallback={null}>
          <PpgRingkasan />
        </Suspense>
      }
    />
  );
}

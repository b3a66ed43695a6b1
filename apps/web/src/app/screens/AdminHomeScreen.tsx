import { lazy, Suspense } from 'react';
import { AdminSummaryCards } from '@/features/admin-home/AdminSummaryCards';
import { BerandaPage } from '@/features/beranda/BerandaPage';
import { PlainCard } from '@/ui/plain/surface';

// The maintenance switch (antd Switch, TextArea, Alert) arrives after the home's first render, at the page's foot.
const MaintenanceModeCard = lazy(() =>
  import('@/features/maintenance/MaintenanceModeCard').then((m) => ({ default: m.MaintenanceModeCard })),
);

/** Admin home: the common beranda with the admin counts and the maintenance switch (composed here so features stay independent). */
export function AdminHomeScreen() {
  return (
    <BerandaPage
      top={<AdminSummaryCards />}
      extra={
        <Suspense fallback={<PlainCard title="Mode Pemeliharaan" loading />}>
          <MaintenanceModeCard />
        </Suspense>
      }
    />
  );
}

import { BerandaPage } from '@/features/beranda/BerandaPage';
import { MaintenanceModeCard } from '@/features/maintenance/MaintenanceModeCard';

/** Admin home: the common beranda plus the maintenance switch (composed here so features stay independent). */
export function AdminHomeScreen() {
  return <BerandaPage extra={<MaintenanceModeCard />} />;
}

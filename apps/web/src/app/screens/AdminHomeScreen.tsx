import { AdminSummaryCards } from '@/features/admin-home/AdminSummaryCards';
import { BerandaPage } from '@/features/beranda/BerandaPage';
import { MaintenanceModeCard } from '@/features/maintenance/MaintenanceModeCard';

/** Admin home: the common beranda with the admin counts and the maintenance switch (composed here so features stay independent). */
export function AdminHomeScreen() {
  return <BerandaPage top={<AdminSummaryCards />} extra={<MaintenanceModeCard />} />;
}

import { BerandaPage } from '@/features/beranda/BerandaPage';
import { InboxSummaryCard } from '@/features/kpk-inbox/InboxSummaryCard';

/** KPK home: the common beranda with the active role's inbox counts (composed here so features stay independent). */
export function KpkBerandaScreen() {
  return <BerandaPage top={<InboxSummaryCard />} />;
}

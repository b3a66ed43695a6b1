import { currentYear } from '@gratifikasi/domain';
import { Flex } from 'antd';
import { BerandaPage } from '@/features/beranda/BerandaPage';
import { InboxSummaryCard } from '@/features/kpk-inbox/InboxSummaryCard';
import { DashboardFigures } from '@/features/report/DashboardFigures';

/**
 * KPK home: the common beranda with the active role's inbox counts and the year's figures it acts on (composed here
 * so features stay independent).
 */
export function KpkBerandaScreen() {
  return (
    <BerandaPage
      top={
        <Flex vertical gap={16}>
          <InboxSummaryCard />
          <DashboardFigures tahun={currentYear()} compact />
        </Flex>
      }
    />
  );
}

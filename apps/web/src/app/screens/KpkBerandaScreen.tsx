import { currentYear } from '@gratifikasi/domain';
import { Flex } from 'antd';
import { lazy, Suspense } from 'react';
import { BerandaPage } from '@/features/beranda/BerandaPage';
import { InboxSummaryCard } from '@/features/kpk-inbox/InboxSummaryCard';

// The year's figures arrive after the home's first render (the first visit stays within its budget).
const DashboardFigures = lazy(() =>
  import('@/features/report/DashboardFigures').then((m) => ({ default: m.DashboardFigures })),
);

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
          <Suspense fallback={null}>
            <DashboardFigures tahun={currentYear()} compact />
          </Suspense>
        </Flex>
      }
    />
  );
}

import { LaporanDashboardPage } from './DashboardPage';
import { LaporanDetailPage } from './LaporanDetailPage';
import { LaporanFormPage } from './LaporanFormPage';
import { HistorySearchPage, LaporanHistoryPage } from './LaporanHistoryPage';
import { LaporanStaffList, LaporanTabbedList } from './LaporanListPage';

// One component per kind of screen, bound to its area (the router takes components without props).

export const IndividuLaporanList = () => <LaporanTabbedList area="individu" />;
export const PublikLaporanList = () => <LaporanTabbedList area="publik" />;
export const UpgLaporanList = () => <LaporanStaffList area="upg" />;
export const DataEntryLaporanList = () => <LaporanStaffList area="data-entry" />;
export const KpkLaporanList = () => <LaporanStaffList area="kpk" />;

export const IndividuLaporanForm = () => <LaporanFormPage area="individu" />;
export const PublikLaporanForm = () => <LaporanFormPage area="publik" />;
export const UpgLaporanForm = () => <LaporanFormPage area="upg" />;
export const DataEntryLaporanForm = () => <LaporanFormPage area="data-entry" />;
export const KpkLaporanForm = () => <LaporanFormPage area="kpk" />;

export const IndividuLaporanDetail = () => <LaporanDetailPage area="individu" />;
export const PublikLaporanDetail = () => <LaporanDetailPage area="publik" />;
export const UpgLaporanDetail = () => <LaporanDetailPage area="upg" />;
export const DataEntryLaporanDetail = () => <LaporanDetailPage area="data-entry" />;
export const KpkLaporanDetail = () => <LaporanDetailPage area="kpk" />;
export const ObserverLaporanDetail = () => <LaporanDetailPage area="observer" />;

export const KpkLaporanHistory = () => <LaporanHistoryPage area="kpk" />;
export const DataEntryHistorySearch = () => <HistorySearchPage area="data-entry" />;
export const ObserverHistorySearch = () => <HistorySearchPage area="observer" />;
export const KpkHistorySearch = () => <HistorySearchPage area="kpk" />;

export const IndividuDashboard = () => <LaporanDashboardPage area="individu" />;
export const PublikDashboard = () => <LaporanDashboardPage area="publik" />;
export const UpgDashboard = () => <LaporanDashboardPage area="upg" />;
export const DataEntryDashboard = () => <LaporanDashboardPage area="data-entry" />;

export { LaporanReportPage as IndividuReport } from './LaporanReportPage';

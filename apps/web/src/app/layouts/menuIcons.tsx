import {
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  BellOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  GiftOutlined,
  HomeOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

// First matching word of the route name picks the icon; later screens get a sensible one without edits here.
const ICONS: readonly [RegExp, ReactNode][] = [
  // The task groups of the KPK and UPG menus (key `task-<group>`).
  [/^task-proses$/, <AuditOutlined key="proses" />],
  [/^task-dokumen$/, <FolderOpenOutlined key="dokumen" />],
  [/^task-objek$/, <GiftOutlined key="objek" />],
  [/^task-statistik$/, <BarChartOutlined key="statistik" />],
  [/^task-master$/, <DatabaseOutlined key="master" />],
  [/notifikasi/, <BellOutlined key="notifikasi" />],
  [/beranda|home/, <HomeOutlined key="home" />],
  [/profile/, <UserOutlined key="profile" />],
  [/dashboard/, <DashboardOutlined key="dashboard" />],
  [/report/, <BarChartOutlined key="report" />],
  [/pelapor/, <TeamOutlined key="pelapor" />],
  [/laporan/, <FileTextOutlined key="laporan" />],
];

export function menuIcon(routeName: string): ReactNode {
  return ICONS.find(([pattern]) => pattern.test(routeName))?.[1] ?? <AppstoreOutlined />;
}

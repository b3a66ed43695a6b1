import {
  AppstoreOutlined,
  BarChartOutlined,
  DashboardOutlined,
  FileTextOutlined,
  HomeOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

// First matching word of the route name picks the icon; later screens get a sensible one without edits here.
const ICONS: readonly [RegExp, ReactNode][] = [
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

import type { MenuProps } from 'antd';
import { Link } from 'react-router';
import { MASTER_MENU_GROUPS } from '@/features/masters/groups';
import type { AreaNavEntry } from '@/ui/areaNav';
import { menuIcon } from './menuIcons';

type MenuItem = NonNullable<MenuProps['items']>[number];

/** Route name → the sub-menu it sits in; routes without a group stay at the top level. */
const MENU_GROUPS: Readonly<Record<string, { key: string; title: string; order: number }>> =
  MASTER_MENU_GROUPS;

/** The sub-menu holding a route (a detail screen opens its list's group), or null at the top level. */
export function menuGroupKey(routeName: string | null): string | null {
  if (!routeName) return null;
  return (MENU_GROUPS[routeName] ?? MENU_GROUPS[routeName.replace(/-detail$/, '')])?.key ?? null;
}

/** Sider menu items: ungrouped entries first in their order, then one sub-menu per group in group order. */
export function menuItems(entries: readonly AreaNavEntry[]): MenuItem[] {
  const top: MenuItem[] = [];
  const groups = new Map<string, { title: string; order: number; children: MenuItem[] }>();
  for (const entry of entries) {
    const item: MenuItem = {
      key: entry.name,
      icon: menuIcon(entry.name),
      label: <Link to={entry.path}>{entry.title}</Link>,
    };
    const group = MENU_GROUPS[entry.name];
    if (!group) {
      top.push(item);
      continue;
    }
    const bucket = groups.get(group.key) ?? { title: group.title, order: group.order, children: [] };
    // Inside a group the entries need no icon nor the 'Master' prefix; the group carries the context.
    const short = entry.title.replace(/^Master /, '');
    bucket.children.push({ key: entry.name, label: <Link to={entry.path}>{short}</Link> });
    groups.set(group.key, bucket);
  }
  const nested = [...groups.entries()]
    .sort(([, a], [, b]) => a.order - b.order)
    .map(
      ([key, group]): MenuItem => ({
        key,
        label: group.title,
        icon: menuIcon(key),
        children: group.children,
      }),
    );
  return [...top, ...nested];
}

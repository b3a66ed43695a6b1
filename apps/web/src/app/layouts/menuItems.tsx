import { APP_ROUTES, MENU_GROUPS as MENU_GROUPS_BY_TASK, menuPlaceOf } from '@gratifikasi/domain';
import type { MenuProps } from 'antd';
import { Link } from 'react-router';
import { MASTER_MENU_GROUPS } from '@/features/masters/groups';
import type { AreaNavEntry } from '@/ui/areaNav';
import { menuIcon } from './menuIcons';

type MenuItem = NonNullable<MenuProps['items']>[number];

/** Route name → the sub-menu it sits in; routes without a group stay at the top level. */
const MENU_GROUPS: Readonly<Record<string, { key: string; title: string; order: number }>> =
  MASTER_MENU_GROUPS;

/** The task group of a route in the domain's menu (KPK, UPG), or null. */
function taskGroup(routeName: string): { key: string; title: string; order: number } | null {
  const route = APP_ROUTES.find((r) => r.name === routeName);
  const where = route ? menuPlaceOf(route) : null;
  if (!where || where === 'top') return null;
  const order = MENU_GROUPS_BY_TASK.findIndex((g) => g.key === where);
  return { key: `task-${where}`, title: MENU_GROUPS_BY_TASK[order]?.title ?? where, order };
}

/** The sub-menu holding a route (a detail screen opens its list's group), or null at the top level. */
export function menuGroupKey(routeName: string | null): string | null {
  if (!routeName) return null;
  const master = MENU_GROUPS[routeName] ?? MENU_GROUPS[routeName.replace(/-detail$/, '')];
  return master?.key ?? taskGroup(routeName)?.key ?? null;
}

/** The sub-menu of an entry: its task group (set by the domain menu) or its master group (admin). */
function groupOf(entry: AreaNavEntry): { key: string; title: string; order: number } | null {
  if (entry.group)
    return { key: `task-${entry.group.key}`, title: entry.group.title, order: entry.group.order };
  return MENU_GROUPS[entry.name] ?? null;
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
    const group = groupOf(entry);
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

import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** Broadcast e-mail (issue 27 §2), by domain route name. */
export const PPG_BROADCAST_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'kpk-kpk-broadcast-email-list': () => import('./BroadcastListPage').then((m) => m.BroadcastListPage),
  'kpk-kpk-broadcast-email-create': () => import('./BroadcastFormPage').then((m) => m.BroadcastCreatePage),
  'kpk-kpk-broadcast-email-edit': () => import('./BroadcastFormPage').then((m) => m.BroadcastEditPage),
  'kpk-kpk-broadcast-email-view': () => import('./BroadcastDetailPage').then((m) => m.BroadcastDetailPage),
  'kpk-gh-approval-broadcast-list': () =>
    import('./BroadcastListPage').then((m) => m.BroadcastApprovalListPage),
  'kpk-gh-approval-broadcast-detail': () =>
    import('./BroadcastDetailPage').then((m) => m.BroadcastDetailPage),
};

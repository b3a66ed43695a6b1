import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** SK redaction batches (issue 11 §5), by domain route name. */
export const SENSOR_SK_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'kpk-batch-sensor-sk-list': () => import('./BatchListPage').then((m) => m.BatchListPage),
  'kpk-batch-sensor-sk-form-create': () => import('./BatchCreatePage').then((m) => m.BatchCreatePage),
  'kpk-batch-sensor-sk-form-detail': () => import('./BatchDetailPage').then((m) => m.BatchDetailPage),
  'kpk-batch-sensor-sk-form-edit': () => import('./BatchDetailPage').then((m) => m.BatchDetailPage),
};

import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** Surveys (issue 27 §1), by domain route name. */
export const PPG_SURVEI_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'kpk-kpk-survey-creator-list': () => import('./SurveiListPage').then((m) => m.SurveiListPage),
  'kpk-kpk-survey-creator-create': () => import('./SurveiFormPage').then((m) => m.SurveiCreatePage),
  'kpk-kpk-survey-creator-edit': () => import('./SurveiFormPage').then((m) => m.SurveiEditPage),
  'kpk-kpk-survey-creator-detail': () => import('./SurveiDetailPage').then((m) => m.SurveiDetailPage),
  'kpk-gh-survey-list-approval': () => import('./SurveiListPage').then((m) => m.SurveiApprovalListPage),
  'kpk-gh-survey-approval': () => import('./SurveiDetailPage').then((m) => m.SurveiDetailPage),
  'upg-survey': () => import('./UpgSurveiPages').then((m) => m.UpgSurveiListPage),
  'upg-survey-detail': () => import('./UpgSurveiPages').then((m) => m.UpgSurveiDetailPage),
};

import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** Activity surveys (issue 27 §1): the public page of a session's survey link, by domain route name. */
export const PPG_SURVEI_KEGIATAN_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'kegiatan-survey': () => import('./SurveiKegiatanPublikPage').then((m) => m.SurveiKegiatanPublikPage),
};

import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** The laporan feature's screens, by domain route name. */
export const LAPORAN_SCREENS: Readonly<Record<string, ScreenLoader>> = {};

import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** The pelapor feature's screens, by domain route name. */
export const PELAPOR_SCREENS: Readonly<Record<string, ScreenLoader>> = {};

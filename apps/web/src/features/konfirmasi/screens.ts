import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** The konfirmasi feature's screens, by domain route name. */
export const KONFIRMASI_SCREENS: Readonly<Record<string, ScreenLoader>> = {};

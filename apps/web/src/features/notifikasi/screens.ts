import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** The notifikasi feature's screens, by domain route name. */
export const NOTIFIKASI_SCREENS: Readonly<Record<string, ScreenLoader>> = {};

import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** The registrasi feature's screens, by domain route name. */
export const REGISTRASI_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  registrasi: () => import('./RegistrasiPage').then((m) => m.RegistrasiPage),
  activation: () => import('./ActivationPage').then((m) => m.ActivationPage),
  reaktivasi: () => import('./ReaktivasiPage').then((m) => m.ReaktivasiPage),
};

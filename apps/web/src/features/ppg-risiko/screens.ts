import type { ComponentType } from 'react';

type ScreenLoader = () => Promise<ComponentType>;

/** The institution's risk register and each quarter's mitigation realisation (issue 25 §2), the UPG's screens. */
export const PPG_RISIKO_SCREENS: Readonly<Record<string, ScreenLoader>> = {
  'upg-identifikasi-resiko': () => import('./IdentifikasiRisikoPage').then((m) => m.IdentifikasiRisikoPage),
  'upg-realisasi-mitigasi': () => import('./RealisasiMitigasiPage').then((m) => m.RealisasiMitigasiPage),
};

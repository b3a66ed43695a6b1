import type { MenuEntry } from '@gratifikasi/domain';
import { createContext, useContext } from 'react';

/** One menu entry of the current area: a screen the active role may open (with its task group, if any). */
export type AreaNavEntry = MenuEntry;

/** Set by the area layout: the top-level entries of its menu (grouped sub-menus left out), e.g. for beranda quick links. */
export const AreaNavContext = createContext<readonly AreaNavEntry[]>([]);

/** The menu entries of the current area. */
export function useAreaNav(): readonly AreaNavEntry[] {
  return useContext(AreaNavContext);
}

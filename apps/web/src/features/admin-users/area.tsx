import { createContext, type ReactNode, useContext } from 'react';
import { useRoleOptions } from './api';

/**
 * Where the user screens live: /admin (the system administrators') or /kpk (the KPK admin's, issue 28 §1) —
 * the same screens and API, with their own route names and without the system administrators' own actions
 * (deleting and restoring accounts, granting superuser or sysadmin), which the server refuses the KPK admin.
 */
export interface UserArea {
  list: string;
  detail: string;
  systemActions: boolean;
}

export const ADMIN_USER_AREA: UserArea = {
  list: 'admin-users',
  detail: 'admin-users-detail',
  systemActions: true,
};
export const KPK_USER_AREA: UserArea = {
  list: 'kpk-users',
  detail: 'kpk-users-detail',
  systemActions: false,
};

const AreaContext = createContext<UserArea>(ADMIN_USER_AREA);

export function UserAreaProvider({ area, children }: { area: UserArea; children: ReactNode }) {
  return <AreaContext.Provider value={area}>{children}</AreaContext.Provider>;
}

export const useUserArea = () => useContext(AreaContext);

const SYSTEM_ROLES = new Set(['superuser', 'sysadmin']);

/** The roles this area may grant: all on /admin, all but the system administrators' on /kpk. */
export function useGrantableRoleOptions() {
  const area = useUserArea();
  const roles = useRoleOptions();
  const data = area.systemActions ? roles.data : roles.data?.filter((r) => !SYSTEM_ROLES.has(r.name));
  return { ...roles, data };
}

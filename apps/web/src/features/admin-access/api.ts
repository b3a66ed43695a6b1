import type { Page } from '@gratifikasi/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';
import type { RoleOption } from '../admin-users/api';

export { useRoleOptions } from '../admin-users/api';
export type { RoleOption };

export interface PermissionRow {
  id: number;
  name: string;
  description: string;
  roles: string[];
}

export interface PermissionUser {
  user_id: number;
  username: string;
  name: string;
  permission_id: number;
  permission: string;
  /** user and permission together: a grant's identity in tables. */
  key: string;
}

export interface RoleUser {
  access_id: number;
  user_id: number;
  username: string;
  name: string;
  is_active: boolean;
  role_id: number;
  role_name: string;
  role_label: string;
  scope_type: string | null;
  scope_id: number | null;
  scope_name: string | null;
}

type Params = Record<string, string | number>;

export function usePermissions() {
  return useQuery({
    queryKey: ['admin-permissions'],
    queryFn: async () => (await api.get<Page<PermissionRow>>('admin/permissions')).data.items,
  });
}

export function useSaveRolePermissions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { roleId: number; permissions: string[] }) =>
      api.put<RoleOption>(`admin/roles/${input.roleId}/permissions`, { permissions: input.permissions }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['admin-roles'] });
      await client.invalidateQueries({ queryKey: ['admin-permissions'] });
    },
  });
}

export function usePermissionUsers(params: Params) {
  return useQuery({
    queryKey: ['admin-permission-users', params],
    queryFn: async () => {
      const { data } = await api.get<Page<Omit<PermissionUser, 'key'>>>('admin/permission-users', { params });
      return { ...data, items: data.items.map((r) => ({ ...r, key: `${r.user_id}-${r.permission_id}` })) };
    },
    placeholderData: keepPreviousData,
  });
}

export function useGrantPermission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { user_id: number; permission: string }) => api.post('admin/permission-users', input),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin-permission-users'] }),
  });
}

export function useRevokePermission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (row: PermissionUser) =>
      api.delete(`admin/permission-users/${row.user_id}/${row.permission_id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin-permission-users'] }),
  });
}

export function useRoleUsers(params: Params) {
  return useQuery({
    queryKey: ['admin-role-users', params],
    queryFn: async () => (await api.get<Page<RoleUser>>('admin/role-users', { params })).data,
    placeholderData: keepPreviousData,
  });
}

/** Users matching a search term, for pickers. */
export function useUserSearch(q: string) {
  return useQuery({
    queryKey: ['admin-user-search', q],
    queryFn: async () =>
      (
        await api.get<Page<{ id: number; username: string; name: string }>>('admin/users', {
          params: { q, per_page: 20 },
        })
      ).data.items,
    placeholderData: keepPreviousData,
  });
}

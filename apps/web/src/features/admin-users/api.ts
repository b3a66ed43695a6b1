import type { Page } from '@gratifikasi/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

export type ScopeType = 'instansi' | 'upg' | 'unit_kerja';

export const SCOPE_LABELS: Record<ScopeType, string> = {
  instansi: 'Instansi',
  upg: 'UPG',
  unit_kerja: 'Unit Kerja',
};

export interface Scope {
  scope_type: ScopeType;
  scope_id: number;
  scope_name: string;
}

export interface UserAccess {
  access_id: number;
  role_id: number;
  role_name: string;
  role_label: string;
  scope: Scope | null;
}

export interface AdminUser {
  id: number;
  username: string;
  name: string;
  email: string | null;
  nik: string | null;
  nip: string | null;
  is_active: boolean;
  must_change_password: boolean;
  /** KPK placement: the grup and tim masters the workflow reads (who may act on which report). */
  grup_id: number | null;
  grup_nama: string | null;
  tim_id: number | null;
  tim_nama: string | null;
  accesses: UserAccess[];
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface AdminUserDetail extends AdminUser {
  direct_permissions: string[];
  password_changed_at: string;
  active_sessions: number;
}

export interface AccessInput {
  role_id: number;
  scope?: Scope | null;
}

export interface CreateUserInput {
  username: string;
  name: string;
  email: string;
  nik?: string | null;
  nip?: string | null;
  password?: string;
  roles: AccessInput[];
  grup_id?: number | null;
  tim_id?: number | null;
}

export interface UpdateUserInput {
  name: string;
  email: string;
  nik: string | null;
  nip: string | null;
  grup_id: number | null;
  tim_id: number | null;
}

export interface RoleOption {
  id: number;
  name: string;
  label: string;
  permissions: string[];
  user_count: number;
}

const keys = {
  all: ['admin-users'] as const,
  list: (params: Record<string, string | number>) => ['admin-users', 'list', params] as const,
  one: (id: number) => ['admin-users', 'one', id] as const,
};

export function useUserList(params: Record<string, string | number>) {
  return useQuery({
    queryKey: keys.list(params),
    queryFn: async () => (await api.get<Page<AdminUser>>('admin/users', { params })).data,
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: number) {
  return useQuery({
    queryKey: keys.one(id),
    queryFn: async () => (await api.get<AdminUserDetail>(`admin/users/${id}`)).data,
  });
}

/** Every role (for filters and the roles editor); shared with the access screens. */
export function useRoleOptions() {
  return useQuery({
    queryKey: ['admin-roles'],
    queryFn: async () => (await api.get<Page<RoleOption>>('admin/roles')).data.items,
    staleTime: 60_000,
  });
}

export interface ScopeOption {
  id: number;
  nama: string;
  kode?: string | null;
}

/** Where each scope type's choices come from: the dropdown GETs, and the UPG master (it has no dropdown GET). */
const SCOPE_SOURCES: Record<ScopeType, string> = {
  instansi: 'instansi',
  upg: 'admin/masters/upg',
  unit_kerja: 'unitkerja',
};

/** Choices of a scope: live rows of the scope type's master matching `q` (20 at a time). */
export function useScopeOptions(type: ScopeType | null, q: string) {
  return useQuery({
    queryKey: ['admin-scope-options', type, q],
    queryFn: async () => {
      const params: Record<string, string | number> = { per_page: 20 };
      if (q) params.q = q;
      const path = SCOPE_SOURCES[type as ScopeType];
      return (await api.get<Page<ScopeOption>>(path, { params })).data.items;
    },
    enabled: type !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

export interface GrupOption {
  id: number;
  nama: string;
}

export interface TimOption {
  id: number;
  nama: string;
  grup_id: number;
}

/** The KPK's groups (grup master), active ones, in the master's order; a short list, loaded whole. */
export function useGrupOptions() {
  return useQuery({
    queryKey: ['admin-placement', 'grup'],
    queryFn: async () =>
      (
        await api.get<Page<GrupOption>>('admin/masters/grup', {
          params: { per_page: 100, is_active: 'true' },
        })
      ).data.items,
    staleTime: 60_000,
  });
}

/** The teams (tim master), active ones, of the given grup, or of every grup when none is chosen yet. */
export function useTimOptions(grupId: number | null) {
  return useQuery({
    queryKey: ['admin-placement', 'tim', grupId],
    queryFn: async () => {
      const params: Record<string, string | number> = { per_page: 100, is_active: 'true' };
      if (grupId !== null) params.grup_id = grupId;
      return (await api.get<Page<TimOption>>('admin/masters/tim', { params })).data.items;
    },
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** A mutation of one user: the answer (the fresh detail) replaces the cache, lists refetch. */
function useUserMutation<V>(run: (vars: V) => Promise<{ data: AdminUserDetail; message?: string }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      client.setQueryData(keys.one(result.data.id), result.data);
      await client.invalidateQueries({ queryKey: ['admin-users', 'list'] });
      await client.invalidateQueries({ queryKey: ['admin-roles'] });
    },
  });
}

export const useCreateUser = () =>
  useUserMutation((input: CreateUserInput) => api.post<AdminUserDetail>('admin/users', input));

export const useUpdateUser = (id: number) =>
  useUserMutation((input: UpdateUserInput) => api.put<AdminUserDetail>(`admin/users/${id}`, input));

export type UserAction = 'activate' | 'deactivate' | 'restore';

export const useUserAction = (id: number) =>
  useUserMutation((action: UserAction) => api.post<AdminUserDetail>(`admin/users/${id}/${action}`));

export const useDeleteUser = (id: number) =>
  useUserMutation(() => api.delete<AdminUserDetail>(`admin/users/${id}`));

export const useResetPassword = (id: number) =>
  useUserMutation((mode: 'link' | 'must_change') =>
    api.post<AdminUserDetail>(`admin/users/${id}/reset-password`, { mode }),
  );

export const useReplaceRoles = (id: number) =>
  useUserMutation((roles: AccessInput[]) => api.put<AdminUserDetail>(`admin/users/${id}/roles`, { roles }));

/** The whole filtered list as .xlsx (the server names the file). */
export function exportUsers(params: Record<string, string | number>): Promise<void> {
  const { page: _page, per_page: _perPage, ...filters } = params;
  return api.download('admin/users/export', { params: filters });
}

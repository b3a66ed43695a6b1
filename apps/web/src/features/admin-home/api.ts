import type { AppConfigJenis } from '@gratifikasi/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

export interface AdminSummary {
  users_active: number;
  users_inactive: number;
  users_by_role: { role: string; label: string; count: number }[];
  audit_events_today: number;
  outbox_pending: number;
  outbox_failed: number;
}

export interface AppConfig {
  key: string;
  value: unknown;
  description: string;
  updated_at: string;
  /** The value's shape (the key's schema on the server): the form's inputs and bounds. */
  jenis: AppConfigJenis | null;
}

export function useAdminSummary() {
  return useQuery({
    queryKey: ['admin-summary'],
    queryFn: async () => (await api.get<AdminSummary>('admin/summary')).data,
    staleTime: 30_000,
  });
}

/** The same list the maintenance card reads; its key is a prefix of the card's, so a save refreshes both. */
export function useAppConfigs() {
  return useQuery({
    queryKey: ['app-configs', 'all'],
    queryFn: async () => (await api.get<AppConfig[]>('app-configs')).data,
  });
}

export function useSaveAppConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { key: string; value: unknown }) =>
      api.put<AppConfig>(`app-configs/${encodeURIComponent(input.key)}`, { value: input.value }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['app-configs'] });
      await client.invalidateQueries({ queryKey: ['maintenance'] });
    },
  });
}

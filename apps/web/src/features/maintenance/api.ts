import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';
import { useMaintenanceStatusStore } from './status';

/** The maintenance entry of the app configuration (key `maintenance`). */
export interface MaintenanceConfig {
  enabled: boolean;
  message: string;
}

interface AppConfigRow {
  key: string;
  value: unknown;
  description: string | null;
  updated_at: string;
}

function toMaintenanceConfig(value: unknown): MaintenanceConfig {
  const v = (value ?? {}) as Partial<MaintenanceConfig>;
  return { enabled: v.enabled === true, message: typeof v.message === 'string' ? v.message : '' };
}

export async function fetchMaintenanceConfig(): Promise<MaintenanceConfig & { updated_at: string | null }> {
  const { data } = await api.get<AppConfigRow[]>('app-configs');
  const row = data.find((r) => r.key === 'maintenance');
  return { ...toMaintenanceConfig(row?.value), updated_at: row?.updated_at ?? null };
}

export const maintenanceConfigQuery = () =>
  queryOptions({ queryKey: ['app-configs', 'maintenance'], queryFn: fetchMaintenanceConfig });

export function useMaintenanceConfig() {
  return useQuery(maintenanceConfigQuery());
}

export async function saveMaintenanceConfig(value: MaintenanceConfig): Promise<void> {
  await api.put('app-configs/maintenance', { value });
}

export function useSaveMaintenanceConfig() {
  const queryClient = useQueryClient();
  const status = useMaintenanceStatusStore();
  return useMutation({
    mutationFn: saveMaintenanceConfig,
    onSuccess: async () => {
      status.invalidate();
      await queryClient.invalidateQueries({ queryKey: maintenanceConfigQuery().queryKey });
    },
  });
}

import type { Beranda } from '@gratifikasi/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api';

/** `GET beranda`: the active role's figures and tasks (the key carries the role: switching roles refetches). */
export function useBeranda(role: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['beranda', role],
    queryFn: async () => (await api.get<Beranda>('beranda')).data,
    enabled,
  });
}

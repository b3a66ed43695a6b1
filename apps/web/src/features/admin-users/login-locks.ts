import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

/** One failed-login counter of the login throttle (GET /api/admin/login-locks). */
export interface LoginLock {
  key: string;
  kind: 'pair' | 'user' | 'ip';
  username: string | null;
  ip: string | null;
  failures: number;
  limit: number;
  locked: boolean;
  expires_at: string;
}

const KEY = ['admin-login-locks'];

export function useLoginLocks() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () => (await api.get<LoginLock[]>('admin/login-locks')).data,
  });
}

export function useLiftLoginLock() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => api.delete<null>(`admin/login-locks/${encodeURIComponent(key)}`),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

import type { TotpSetup, TotpStatus } from '@gratifikasi/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

const key = ['user', 'totp'] as const;

export const totpStatusQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: async () => (await api.get<TotpStatus>('user/totp')).data,
  });

export function useTotpStatus() {
  return useQuery(totpStatusQuery());
}

/** Every change of the second factor reloads its status. */
function useTotpMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export const useTotpSetup = () =>
  useTotpMutation(async () => (await api.post<TotpSetup>('user/totp/setup')).data);

export const useTotpConfirm = () =>
  useTotpMutation(
    async (code: string) =>
      (await api.post<{ recovery_codes: string[] }>('user/totp/confirm', { code })).data.recovery_codes,
  );

export const useRegenerateRecoveryCodes = () =>
  useTotpMutation(
    async (code: string) =>
      (await api.post<{ recovery_codes: string[] }>('user/totp/recovery-codes', { code })).data
        .recovery_codes,
  );

export const useTotpDisable = () =>
  useTotpMutation(async (input: { password: string; code: string }) => {
    await api.post('user/totp/disable', input);
  });

import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api';

export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('auth/forgot-password', { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export interface ForgotTokenCheck {
  valid: boolean;
  email: string;
}

/** Silent: an expired link is an expected outcome that the screen explains itself. */
export async function checkForgotToken(token: string): Promise<ForgotTokenCheck> {
  const { data } = await api.post<ForgotTokenCheck>('auth/check-forgot-token', { token }, { silent: true });
  return data;
}

export const forgotTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['auth', 'forgot-token', token],
    queryFn: () => checkForgotToken(token),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export function useForgotToken(token: string) {
  return useQuery(forgotTokenQuery(token));
}

export interface ResetPasswordInput {
  token: string;
  password: string;
  password_confirmation: string;
}

export async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await api.post('auth/change-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

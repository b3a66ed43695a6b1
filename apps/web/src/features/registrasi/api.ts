import type {
  ActivationResult,
  NikCheck,
  RegistrationPayload,
  RegistrationResult,
} from '@gratifikasi/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api';

/** Silent: the form shows the answer next to the NIK field. */
export async function checkRegistrationNik(nik: string): Promise<NikCheck> {
  const { data } = await api.get<NikCheck>(`user/registration-checknik/${encodeURIComponent(nik)}`, {
    silent: true,
  });
  return data;
}

export async function register(payload: RegistrationPayload): Promise<RegistrationResult> {
  const { data } = await api.post<RegistrationResult>('user/registration', payload, { silent: true });
  return data;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

/** Silent: an expired link is an expected outcome the screen explains itself. */
export async function activate(token: string): Promise<ActivationResult> {
  const { data } = await api.post<ActivationResult>('user/activation', { token }, { silent: true });
  return data;
}

/** One call per token: the link is single-use, so the answer is kept and never refetched. */
export const activationQuery = (token: string) =>
  queryOptions({
    queryKey: ['registrasi', 'activation', token],
    queryFn: () => activate(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useActivation(token: string, enabled: boolean) {
  return useQuery({ ...activationQuery(token), enabled });
}

export interface ActivationPasswordInput {
  token: string;
  password: string;
  password_confirmation: string;
}

export async function activateWithPassword(input: ActivationPasswordInput): Promise<ActivationResult> {
  const { data } = await api.post<ActivationResult>('user/activation-changepassword', input, {
    silent: true,
  });
  return data;
}

export function useActivateWithPassword() {
  return useMutation({ mutationFn: activateWithPassword });
}

export async function requestActivation(email: string): Promise<void> {
  await api.post('user/activation-request', { email });
}

export function useRequestActivation() {
  return useMutation({ mutationFn: requestActivation });
}

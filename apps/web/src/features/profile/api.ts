import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api';
import { session } from '@/platform/session';

export interface ChangePasswordInput {
  old_password: string;
  password: string;
  password_confirmation: string;
}

export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await api.post('user/changepassword-profile', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

export interface UpdateAccountInput {
  name: string;
  telepon: string;
}

/** Name and phone; the session's profile is reloaded so the header shows the new name. */
export async function updateAccount(input: UpdateAccountInput): Promise<void> {
  await api.post('user/update', input);
  await session.reloadProfile();
}

export function useUpdateAccount() {
  return useMutation({ mutationFn: updateAccount });
}

export interface ChangeEmailInput {
  email: string;
  password: string;
}

/** Sends the confirmation link to the new address; the e-mail changes once that link is opened. */
export async function changeEmail(input: ChangeEmailInput): Promise<string> {
  const { data } = await api.post<{ email: string }>('user/change-email', input);
  return data.email;
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}

export async function uploadAvatar(file: File): Promise<string> {
  const { data } = await api.upload<{ avatar_url: string }>('user/avatar', file);
  await session.reloadProfile();
  return data.avatar_url;
}

export function useUploadAvatar() {
  return useMutation({ mutationFn: uploadAvatar });
}

/** The avatar image behind `avatar_url` (it needs the bearer token, so it is fetched, not linked). */
export const avatarQuery = (avatarUrl: string | null | undefined) =>
  queryOptions({
    queryKey: ['profile', 'avatar', avatarUrl],
    queryFn: () => api.blob(avatarUrl ?? '', { silent: true }),
    enabled: Boolean(avatarUrl),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAvatar(avatarUrl: string | null | undefined) {
  return useQuery(avatarQuery(avatarUrl));
}

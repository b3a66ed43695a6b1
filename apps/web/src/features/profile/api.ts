import { useMutation } from '@tanstack/react-query';
import { api } from '@/platform/api';

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

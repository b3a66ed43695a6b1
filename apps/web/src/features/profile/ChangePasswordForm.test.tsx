import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { notify } from '@/platform/notify';
import { ApiError, routeApi } from '@/test/fakeApi';
import { expectMessages } from '@/test/messages';
import { TestProviders } from '@/test/render';
import { ChangePasswordForm } from './ChangePasswordForm';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

beforeEach(() => vi.clearAllMocks());

function renderForm(onDone = vi.fn()) {
  render(
    <TestProviders>
      <ChangePasswordForm onDone={onDone} />
    </TestProviders>,
  );
  return onDone;
}

async function fill(old: string, next: string, confirmation: string) {
  if (old) await userEvent.type(screen.getByLabelText('Kata sandi lama'), old);
  if (next) await userEvent.type(screen.getByLabelText('Kata sandi baru'), next);
  if (confirmation) await userEvent.type(screen.getByLabelText('Konfirmasi kata sandi baru'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Simpan kata sandi' }));
}

describe('password change form', () => {
  it('shows the domain password rules before calling the server', async () => {
    renderForm();
    await fill('', 'abcdefgh', 'abcdefgi');
    await expectMessages(
      'Kata sandi lama wajib diisi',
      'Kata sandi harus mengandung angka',
      'Konfirmasi kata sandi tidak sama',
    );
    expect(api.post).not.toHaveBeenCalled();
  });

  it('puts 422 field errors from the server next to their fields', async () => {
    routeApi({
      'POST user/changepassword-profile': () => {
        throw new ApiError('Data tidak valid', 422, { old_password: ['Kata sandi lama salah'] });
      },
    });
    const onDone = renderForm();
    await fill('keliru', 'Rahasia2026', 'Rahasia2026');
    expect(await screen.findByText('Kata sandi lama salah')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('changes the password and confirms it', async () => {
    routeApi({ 'POST user/changepassword-profile': null });
    const onDone = renderForm();
    await fill('Demo#2026', 'Rahasia2026', 'Rahasia2026');
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.post).toHaveBeenCalledWith('user/changepassword-profile', {
      old_password: 'Demo#2026',
      password: 'Rahasia2026',
      password_confirmation: 'Rahasia2026',
    });
    expect(notify.success).toHaveBeenCalledWith('Kata sandi berhasil diubah');
  });
});

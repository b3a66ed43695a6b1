import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import { LoginLocksPage } from './LoginLocksPage';
import type { LoginLock } from './login-locks';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
vi.mock('@/platform/session', () => import('@/test/fakeSession'));

const lock: LoginLock = {
  key: 'pair|ketua_group|10.0.0.7',
  kind: 'pair',
  username: 'ketua_group',
  ip: '10.0.0.7',
  failures: 5,
  limit: 5,
  locked: true,
  expires_at: '2026-11-25T03:15:00Z',
};

beforeEach(() => {
  vi.clearAllMocks();
  signIn(profileWith(['sysadmin']));
  let locks = [lock];
  routeApi({
    'GET admin/login-locks': () => locks,
    [`DELETE admin/login-locks/${encodeURIComponent(lock.key)}`]: () => {
      locks = [];
      return null;
    },
  });
});

const render = () =>
  renderRoutes('/admin/login-locks', [{ path: '/admin/login-locks', element: <LoginLocksPage /> }]);

describe('login locks page', () => {
  it('lists the locks and lifts one only after confirmation', async () => {
    render();
    const row = (await screen.findByText('ketua_group dari 10.0.0.7')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Pengguna dari satu IP');
    expect(row).toHaveTextContent('5 dari 5');
    expect(row).toHaveTextContent('Terkunci');

    await userEvent.click(within(row).getByRole('button', { name: 'Buka kunci' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Buka kunci login?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(api.delete).not.toHaveBeenCalled();

    await userEvent.click(within(row).getByRole('button', { name: 'Buka kunci' }));
    const again = (await screen.findAllByRole('dialog')).at(-1) as HTMLElement;
    await userEvent.click(within(again).getByRole('button', { name: 'Ya, buka kunci' }));
    await waitFor(() =>
      expect(api.delete).toHaveBeenCalledWith('admin/login-locks/pair%7Cketua_group%7C10.0.0.7'),
    );
    expect(await screen.findByText('Tidak ada percobaan login gagal saat ini.')).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/platform/api';
import { notify } from '@/platform/notify';
import { session } from '@/platform/session';
import { ApiError, routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { renderRoutes } from '@/test/render';
import { ProfilePage } from './ProfilePage';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));
vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

const created: string[] = [];
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeAll(() => {
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:uji/${created.length + 1}-${blob.size}`;
    created.push(url);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
});
afterAll(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

beforeEach(() => {
  vi.clearAllMocks();
  signIn({ ...profileWith(['individu'], { name: 'Budi Santoso' }), telepon: '0812345678', avatar_url: null });
});

const renderProfile = () => renderRoutes('/profil', [{ path: '/profil', element: <ProfilePage /> }]);

describe('profile: account side', () => {
  it('gives every field of its three forms its own id, so each label names one input', async () => {
    renderProfile();
    await screen.findByLabelText('Nama lengkap');
    const ids = [...document.querySelectorAll('input[id]')].map((input) => input.id);
    expect(ids.length).toBeGreaterThan(4);
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.getByLabelText('Kata sandi baru', { exact: true })).not.toBe(
      screen.getByLabelText('Kata sandi saat ini'),
    );
  });

  it('updates name and phone with the domain rules, then reloads the profile', {
    timeout: 60_000,
  }, async () => {
    routeApi({ 'POST user/update': null });
    renderProfile();
    const name = await screen.findByLabelText('Nama lengkap');
    expect(name).toHaveValue('Budi Santoso');
    await userEvent.clear(name);
    await userEvent.type(name, 'Budi 2');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan profil' }));
    expect(
      await screen.findByText(
        'Nama hanya boleh berisi huruf, apostrof, spasi, titik, dan koma',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();

    await userEvent.clear(name);
    await userEvent.type(name, 'Budi Santoso, S.E.');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan profil' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('user/update', {
        name: 'Budi Santoso, S.E.',
        telepon: '0812345678',
      }),
    );
    await waitFor(() => expect(session.reloadProfile).toHaveBeenCalled());
    expect(notify.success).toHaveBeenCalledWith('Profil berhasil diperbarui');
  });

  it('asks for the password to change the e-mail and says to check the new address', {
    timeout: 60_000,
  }, async () => {
    routeApi({
      'POST user/change-email': (body: unknown) => {
        if ((body as { password: string }).password !== 'Demo#2026') {
          throw new ApiError('Data yang dikirim tidak valid', 422, { password: ['Kata sandi tidak sesuai'] });
        }
        return { email: 'budi.baru@contoh.go.id' };
      },
    });
    renderProfile();
    await userEvent.type(await screen.findByLabelText('Email baru'), 'budi.baru@contoh.go.id');
    await userEvent.type(screen.getByLabelText('Kata sandi saat ini'), 'salah');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim tautan konfirmasi' }));
    expect(await screen.findByText('Kata sandi tidak sesuai', {}, { timeout: 5000 })).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Kata sandi saat ini'));
    await userEvent.type(screen.getByLabelText('Kata sandi saat ini'), 'Demo#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim tautan konfirmasi' }));
    expect(await screen.findByText('Silakan cek email baru Anda')).toBeInTheDocument();
    expect(
      screen.getByText(/Tautan konfirmasi telah dikirim ke budi\.baru@contoh\.go\.id/),
    ).toBeInTheDocument();
  });

  it('previews a chosen image, uploads it on save and refuses a non-image', async () => {
    routeApi({});
    vi.mocked(api.upload).mockResolvedValue({ data: { avatar_url: 'user/avatar?v=7' } });
    renderProfile();
    const input = await screen.findByTestId('avatar-input');

    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'surat.pdf', { type: 'application/pdf' })] },
    });
    expect(notify.error).toHaveBeenCalledWith('Foto profil harus berupa gambar JPG, PNG, atau WEBP');
    expect(screen.queryByRole('button', { name: 'Simpan foto' })).not.toBeInTheDocument();

    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'saya.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [photo] } });
    expect(await screen.findByText('Pratinjau: saya.png')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto profil Budi Santoso' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:uji\//),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Simpan foto' }));
    await waitFor(() => expect(api.upload).toHaveBeenCalledWith('user/avatar', photo));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Foto profil berhasil diperbarui'));
    expect(session.reloadProfile).toHaveBeenCalled();
  });

  it('shows the saved avatar, fetched with the session', async () => {
    signIn({ ...profileWith(['individu'], { name: 'Budi Santoso' }), avatar_url: 'user/avatar?v=3' });
    routeApi({});
    vi.mocked(api.blob).mockResolvedValue(new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }));
    renderProfile();
    await waitFor(() => expect(api.blob).toHaveBeenCalledWith('user/avatar?v=3', { silent: true }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Foto profil Budi Santoso' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:uji\/\d+-3$/),
      ),
    );
  });
});

import { act, renderHook, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type PlainChecks, sameAsCheck, usePlainForm, zodCheck } from './form';

interface V {
  nik: string;
  password: string;
  password_confirmation: string;
}

const checks: PlainChecks<V> = {
  nik: [zodCheck(z.string().regex(/^\d{16}$/, 'NIK harus 16 digit'))],
  password: [zodCheck(z.string().min(8, 'Kata sandi minimal 8 karakter'))],
  password_confirmation: [sameAsCheck('password', 'Konfirmasi kata sandi tidak sama')],
};
const initial: V = { nik: '', password: '', password_confirmation: '' };
const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as FormEvent;

describe('usePlainForm (the guest forms without antd)', () => {
  it('checks a field as it changes, except one checked on submit only, and a dependent once touched', async () => {
    const loader = vi.fn(async () => checks);
    const { result } = renderHook(() =>
      usePlainForm<V>({
        initial,
        checks: loader,
        onSubmitOnly: ['nik'],
        dependents: { password: ['password_confirmation'] },
      }),
    );
    act(() => result.current.set('nik', '12'));
    act(() => result.current.set('password', 'pendek'));
    await waitFor(() => expect(result.current.errors.password).toBe('Kata sandi minimal 8 karakter'));
    expect(result.current.errors.nik).toBeUndefined();
    // The confirmation was never touched: changing the password leaves it alone.
    expect(result.current.errors.password_confirmation).toBeUndefined();

    act(() => result.current.set('password_confirmation', 'Rahasia2026'));
    await waitFor(() =>
      expect(result.current.errors.password_confirmation).toBe('Konfirmasi kata sandi tidak sama'),
    );
    act(() => result.current.set('password', 'Rahasia2026'));
    await waitFor(() => expect(result.current.errors.password_confirmation).toBeUndefined());
    expect(result.current.errors.password).toBeUndefined();
    // The rules are loaded once, on first use.
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('submits only when every field passes, and puts the server’s messages under their fields', async () => {
    const submit = vi.fn();
    const { result } = renderHook(() => usePlainForm<V>({ initial, checks }));
    act(() => result.current.onSubmit(submit)(submitEvent()));
    await waitFor(() => expect(result.current.errors.nik).toBe('NIK harus 16 digit'));
    expect(submit).not.toHaveBeenCalled();

    act(() => result.current.set('nik', '3171014505900001'));
    act(() => result.current.set('password', 'Rahasia2026'));
    act(() => result.current.set('password_confirmation', 'Rahasia2026'));
    act(() => result.current.onSubmit(submit)(submitEvent()));
    await waitFor(() =>
      expect(submit).toHaveBeenCalledWith(expect.objectContaining({ nik: '3171014505900001' })),
    );

    act(() => result.current.setFieldErrors({ nik: ['NIK sudah terdaftar'], lain: ['x'] }));
    expect(result.current.errors).toEqual({ nik: 'NIK sudah terdaftar' });
  });
});

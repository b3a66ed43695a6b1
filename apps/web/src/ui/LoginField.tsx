import type { ReactNode } from 'react';
import { palette } from '@/ui/palette';

interface LoginFieldProps {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** Label, control and message of one login field, laid out like an antd Form.Item (plain: /login has no antd). */
export function LoginField({ id, label, error, children }: LoginFieldProps) {
  return (
    <div style={{ marginBottom: 20 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 6, color: palette.text }}>
        {label}
      </label>
      {children}
      {error ? (
        <div id={`${id}-error`} role="alert" style={{ color: palette.error, fontSize: 13, marginTop: 4 }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}

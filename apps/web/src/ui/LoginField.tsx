import { theme } from 'antd';
import type { ReactNode } from 'react';

interface LoginFieldProps {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** Label, control and message of one login field, laid out like an antd Form.Item. */
export function LoginField({ id, label, error, children }: LoginFieldProps) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: 20 }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: 6, color: token.colorTextHeading }}>
        {label}
      </label>
      {children}
      {error ? (
        <div id={`${id}-error`} role="alert" style={{ color: token.colorError, fontSize: 13, marginTop: 4 }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}

import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import { type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import './plain.css';
import { PlainIcon } from './icon';

/**
 * The few controls of the first page (/login, the boot and guard spinners, the public shell), drawn without
 * antd: a first visit downloads react, the router and these, and antd only with the next screen (issue 9,
 * budget in scripts/bundle-budget.ts). They look like antd's Input, Input.Password, Button and Spin.
 */

const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export function Spinner({ size, label }: { size?: 'small' | 'large'; label?: string }) {
  const className = cx('pl-spin', size && `pl-spin-${size}`);
  return label ? (
    <span className={className} role="img" aria-label={label} />
  ) : (
    <span className={className} aria-hidden />
  );
}

interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  type?: 'primary' | 'default';
  htmlType?: 'button' | 'submit';
  size?: 'large';
  block?: boolean;
  loading?: boolean;
  icon?: ReactNode;
}

export function PlainButton({
  type = 'default',
  htmlType = 'button',
  size,
  block,
  loading,
  icon,
  children,
  className,
  disabled,
  ...rest
}: PlainButtonProps) {
  return (
    <button
      {...rest}
      disabled={disabled || loading}
      type={htmlType}
      aria-busy={loading || undefined}
      className={cx(
        'pl-btn',
        type === 'primary' && 'pl-btn-primary',
        size === 'large' && 'pl-btn-large',
        block && 'pl-btn-block',
        !children && 'pl-btn-icon',
        className,
      )}
    >
      {loading ? <Spinner /> : icon}
      {children ? <span>{children}</span> : null}
    </button>
  );
}

/** A link inside the SPA drawn as a button (navigation stays a link: middle-click, copy address). */
export function PlainLinkButton({
  to,
  type = 'default',
  size,
  icon,
  children,
  className,
}: {
  to: string;
  type?: 'primary' | 'default';
  size?: 'large';
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={cx(
        'pl-btn',
        'pl-link-btn',
        type === 'primary' && 'pl-btn-primary',
        size === 'large' && 'pl-btn-large',
        className,
      )}
    >
      {icon}
      <span>{children}</span>
    </Link>
  );
}

interface PlainInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'prefix' | 'size'> {
  value: string;
  onChange: (value: string) => void;
  prefix?: ReactNode;
  status?: 'error' | '';
}

export function PlainInput({ prefix, status, onChange, disabled, ...input }: PlainInputProps) {
  return (
    <span className={cx('pl-input', status === 'error' && 'pl-error', disabled && 'pl-disabled')}>
      {prefix ? <span className="pl-affix">{prefix}</span> : null}
      <input
        type="text"
        {...input}
        disabled={disabled}
        aria-invalid={status === 'error' || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
    </span>
  );
}

/** A password input with the eye that shows or hides what was typed. */
export function PlainPassword({ prefix, status, onChange, disabled, ...input }: PlainInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <span className={cx('pl-input', status === 'error' && 'pl-error', disabled && 'pl-disabled')}>
      {prefix ? <span className="pl-affix">{prefix}</span> : null}
      <input
        {...input}
        type={visible ? 'text' : 'password'}
        disabled={disabled}
        aria-invalid={status === 'error' || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <button
        type="button"
        className="pl-eye"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? 'Sembunyikan sandi' : 'Tampilkan sandi'}
        aria-pressed={visible}
      >
        {visible ? <PlainIcon icon={EyeOutlined} /> : <PlainIcon icon={EyeInvisibleOutlined} />}
      </button>
    </span>
  );
}

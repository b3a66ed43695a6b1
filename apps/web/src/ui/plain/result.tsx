import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PlainButton } from './controls';
import './plain.css';
import { PlainIcon } from './icon';

/**
 * An outcome panel drawn like antd's Result (icon, title, text, actions), for the guest pages that render
 * without antd (issue 13 §4).
 */
export function PlainResult({
  status,
  title,
  subTitle,
  extra,
}: {
  status: 'success' | 'warning';
  title?: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <div className={`pl-result pl-result-${status}`}>
      <span className="pl-result-icon" aria-hidden>
        {status === 'success' ? (
          <PlainIcon icon={CheckCircleFilled} />
        ) : (
          <PlainIcon icon={ExclamationCircleFilled} />
        )}
      </span>
      {title ? <div className="pl-result-title">{title}</div> : null}
      {subTitle ? <div className="pl-result-subtitle">{subTitle}</div> : null}
      {extra ? <div className="pl-result-extra">{extra}</div> : null}
    </div>
  );
}

/** A button that navigates inside the SPA (the plain LinkButton). */
export function PlainNavButton({
  to,
  type,
  children,
}: {
  to: string;
  type?: 'primary' | 'default';
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <PlainButton type={type} onClick={() => navigate(to)}>
      {children}
    </PlainButton>
  );
}

/** A checkbox with its label (antd's Checkbox), its message shown under it. */
export function PlainCheckbox({
  id,
  checked,
  onChange,
  disabled,
  error,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="pl-field">
      <label className="pl-checkbox" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{children}</span>
      </label>
      {error ? (
        <div id={`${id}-error`} role="alert" className="pl-field-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** Grey lines standing for content while it loads (antd's Skeleton), announced as loading. */
export function PlainSkeleton({ rows = 3, label = 'Memuat' }: { rows?: number; label?: string }) {
  return (
    <div className="pl-skeleton" role="status" aria-label={label}>
      {Array.from({ length: rows + 1 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines
        <span key={i} style={{ width: i === 0 ? '38%' : i === rows ? '61%' : '100%' }} />
      ))}
    </div>
  );
}

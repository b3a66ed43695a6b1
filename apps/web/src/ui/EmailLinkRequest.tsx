import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { AuthCard } from '@/ui/AuthCard';
import { LoginField } from '@/ui/LoginField';
import { PlainButton, PlainInput } from '@/ui/plain/controls';
import { type PlainChecks, usePlainForm } from '@/ui/plain/form';
import { PlainIcon } from '@/ui/plain/icon';
import { PlainNavButton, PlainResult } from '@/ui/plain/result';

interface EmailValues {
  email: string;
}

interface EmailLinkRequestProps {
  title: string;
  subtitle: string;
  /** The address field's id (its label points at it). */
  fieldId: string;
  submitLabel: string;
  /** The neutral answer once sent: the same whether or not the address is registered. */
  doneMessage: string;
  /** The page's Zod rules, imported on first use so a guest's first visit goes without zod. */
  checks: () => Promise<PlainChecks<EmailValues>>;
  /** The feature's mutation that sends the link to the (trimmed) address. */
  request: { mutate: (email: string) => void; isPending: boolean; isSuccess: boolean };
}

/**
 * A guest form that asks for a link by email (forgot password, re-activation), then a neutral answer, so accounts
 * cannot be probed. Plain controls: these pages are reached from /login, whose first visit downloads no antd.
 */
export function EmailLinkRequest({
  title,
  subtitle,
  fieldId,
  submitLabel,
  doneMessage,
  checks,
  request,
}: EmailLinkRequestProps) {
  const form = usePlainForm<EmailValues>({ initial: { email: '' }, checks });

  if (request.isSuccess) {
    return (
      <AuthCard title="Periksa email Anda">
        <PlainResult
          status="success"
          subTitle={doneMessage}
          extra={
            <PlainNavButton to={buildPath('login')} type="primary">
              Kembali ke halaman masuk
            </PlainNavButton>
          }
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title} subtitle={subtitle}>
      <form noValidate onSubmit={form.onSubmit((values) => request.mutate(values.email.trim()))}>
        <LoginField id={fieldId} label="Email" error={form.errors.email}>
          <PlainInput
            id={fieldId}
            prefix={<PlainIcon icon={MailOutlined} />}
            autoComplete="email"
            inputMode="email"
            autoFocus
            value={form.values.email}
            onChange={(v) => form.set('email', v)}
            status={form.errors.email ? 'error' : ''}
            disabled={request.isPending}
          />
        </LoginField>
        <PlainButton type="primary" htmlType="submit" block size="large" loading={request.isPending}>
          {submitLabel}
        </PlainButton>
      </form>
      <div style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to={buildPath('login')}>Kembali ke halaman masuk</Link>
      </div>
    </AuthCard>
  );
}

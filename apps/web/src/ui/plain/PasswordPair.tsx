import { LoginField } from '../LoginField';
import { PlainPassword } from './controls';
import type { PlainErrors } from './form';

export interface PasswordPairValues {
  password: string;
  password_confirmation: string;
}

/** The pair's checks, loaded on first use (they bring zod, which a first visit goes without). */
export const loadPasswordPairChecks = () =>
  import('./passwordRules').then((m) => m.passwordPairChecks<PasswordPairValues>());

/** A new password and its confirmation, each with its message (registration, reset, activation). */
export function PasswordPair<V extends PasswordPairValues>({
  idPrefix,
  labels,
  values,
  errors,
  set,
  disabled,
}: {
  idPrefix: string;
  labels: [string, string];
  values: V;
  errors: PlainErrors<V>;
  set: (name: 'password' | 'password_confirmation', value: string) => void;
  disabled?: boolean;
}) {
  return (
    <>
      <LoginField id={`${idPrefix}-password`} label={labels[0]} error={errors.password}>
        <PlainPassword
          id={`${idPrefix}-password`}
          autoComplete="new-password"
          value={values.password}
          onChange={(v) => set('password', v)}
          status={errors.password ? 'error' : ''}
          disabled={disabled}
        />
      </LoginField>
      <LoginField
        id={`${idPrefix}-password-confirmation`}
        label={labels[1]}
        error={errors.password_confirmation}
      >
        <PlainPassword
          id={`${idPrefix}-password-confirmation`}
          autoComplete="new-password"
          value={values.password_confirmation}
          onChange={(v) => set('password_confirmation', v)}
          status={errors.password_confirmation ? 'error' : ''}
          disabled={disabled}
        />
      </LoginField>
    </>
  );
}

import { passwordSchema } from '@gratifikasi/domain';
import { type PlainCheck, sameAsCheck, zodCheck } from './form';
import type { PasswordPairValues } from './PasswordPair';

const CONFIRM_MESSAGE = 'Konfirmasi kata sandi tidak sama';

/**
 * The checks of a new password and its confirmation (the domain's password rule), for usePlainForm. A module of
 * its own, imported on first use: it brings zod, which a guest page's first visit goes without.
 */
export function passwordPairChecks<V extends PasswordPairValues>(): {
  password: PlainCheck<V>[];
  password_confirmation: PlainCheck<V>[];
} {
  return {
    password: [zodCheck<V>(passwordSchema)],
    password_confirmation: [sameAsCheck<V>('password', CONFIRM_MESSAGE)],
  };
}

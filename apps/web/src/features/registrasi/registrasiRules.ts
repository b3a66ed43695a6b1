import {
  accountEmailSchema,
  personNameSchema,
  requiredNikSchema,
  teleponSchema,
  usernameSchema,
} from '@gratifikasi/domain';
import { type PlainChecks, zodCheck } from '@/ui/plain/form';
import { passwordPairChecks } from '@/ui/plain/passwordRules';
import type { RegistrasiValues } from './RegistrasiPage';

/**
 * The registration form's checks: the domain's rules, as the API applies them. Imported on first use (the first
 * keystroke or the submit): it brings zod, which the guest pages' first visit goes without.
 */
export const registrasiChecks: PlainChecks<RegistrasiValues> = {
  nik: [zodCheck(requiredNikSchema)],
  nama: [zodCheck(personNameSchema)],
  email: [zodCheck(accountEmailSchema)],
  username: [zodCheck(usernameSchema)],
  telepon: [zodCheck(teleponSchema)],
  ...passwordPairChecks<RegistrasiValues>(),
  persetujuan: [(value) => (value === true ? undefined : 'Anda harus menyetujui pernyataan untuk mendaftar')],
};

/** /reaktivasi's check. */
export const reaktivasiChecks: PlainChecks<{ email: string }> = { email: [zodCheck(accountEmailSchema)] };

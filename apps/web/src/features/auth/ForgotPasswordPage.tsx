import { EmailLinkRequest } from '@/ui/EmailLinkRequest';
import { useRequestPasswordReset } from './api';

/** /lupa-password: asks for a link to set a new password (plain controls: a guest page, no antd on a first visit). */
export function ForgotPasswordPage() {
  const request = useRequestPasswordReset();
  return (
    <EmailLinkRequest
      title="Lupa kata sandi"
      subtitle="Masukkan email akun Anda untuk menerima tautan atur ulang kata sandi"
      fieldId="lupa-email"
      submitLabel="Kirim tautan"
      doneMessage="Jika alamat email tersebut terdaftar, kami telah mengirimkan tautan untuk mengatur ulang kata sandi. Tautan hanya berlaku untuk waktu terbatas."
      checks={() => import('./forgotRules').then((m) => m.forgotChecks)}
      request={request}
    />
  );
}

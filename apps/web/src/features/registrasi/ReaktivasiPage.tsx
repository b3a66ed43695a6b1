import { EmailLinkRequest } from '@/ui/EmailLinkRequest';
import { useRequestActivation } from './api';

/** The neutral answer: the same whether or not the address has an account waiting for activation. */
export const REAKTIVASI_DONE_MESSAGE =
  'Jika email tersebut terdaftar dan belum diaktivasi, tautan aktivasi baru telah dikirim ke email tersebut. Tautan berlaku 24 jam.';

/** /reaktivasi: asks for a new activation link (plain controls: a guest page, no antd on a first visit). */
export function ReaktivasiPage() {
  const request = useRequestActivation();
  return (
    <EmailLinkRequest
      title="Aktivasi ulang"
      subtitle="Masukkan email yang Anda gunakan saat registrasi"
      fieldId="reaktivasi-email"
      submitLabel="Kirim tautan aktivasi"
      doneMessage={REAKTIVASI_DONE_MESSAGE}
      checks={() => import('./registrasiRules').then((m) => m.reaktivasiChecks)}
      request={request}
    />
  );
}

import type { MailMessage } from '../../platform/mail';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function linkMail(to: string, subject: string, name: string, lines: string[], link: string): MailMessage {
  const text = `Yth. ${name},\n\n${lines.join('\n')}\n${link}\n\nAbaikan email ini jika Anda tidak memintanya.`;
  const html = `<p>Yth. ${escapeHtml(name)},</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${link}">${link}</a></p><p>Abaikan email ini jika Anda tidak memintanya.</p>`;
  return { to, subject, text, html };
}

/** The link of an activation or e-mail confirmation: `${appUrl}/activation/${token}`. */
export const activationLink = (appUrl: string, token: string) => `${appUrl}/activation/${token}`;

export function activationMail(appUrl: string, to: string, name: string, token: string): MailMessage {
  return linkMail(
    to,
    'Aktivasi akun Gratifikasi Online',
    name,
    [
      'Terima kasih telah mendaftar di Gratifikasi Online.',
      'Untuk mengaktifkan akun Anda, buka tautan berikut dalam 24 jam:',
    ],
    activationLink(appUrl, token),
  );
}

export function emailChangeMail(appUrl: string, to: string, name: string, token: string): MailMessage {
  return linkMail(
    to,
    'Konfirmasi perubahan email Gratifikasi Online',
    name,
    [
      'Kami menerima permintaan untuk menggunakan alamat email ini pada akun Gratifikasi Online Anda.',
      'Untuk mengonfirmasi, buka tautan berikut dalam 24 jam:',
    ],
    activationLink(appUrl, token),
  );
}

/** Sent to the old address: the change waits for confirmation from the new one. */
export function emailChangeNotice(to: string, name: string, newEmail: string): MailMessage {
  const lines = [
    `Kami menerima permintaan untuk mengganti email akun Gratifikasi Online Anda menjadi ${newEmail}.`,
    'Perubahan berlaku setelah dikonfirmasi melalui tautan yang dikirim ke alamat baru.',
    'Jika Anda tidak memintanya, segera ubah kata sandi Anda dan hubungi administrator.',
  ];
  return {
    to,
    subject: 'Pemberitahuan perubahan email Gratifikasi Online',
    text: `Yth. ${name},\n\n${lines.join('\n')}`,
    html: `<p>Yth. ${escapeHtml(name)},</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}`,
  };
}

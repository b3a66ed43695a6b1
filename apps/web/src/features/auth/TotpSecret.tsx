import type { TotpSetup } from '@gratifikasi/domain';
import { palette } from '@/ui/palette';

/** The QR code (the server's SVG, shown as an image) and the secret in groups of four. */
export function TotpSecret({ setup }: { setup: TotpSetup }) {
  return (
    <div style={{ textAlign: 'center' }}>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
        alt="Kode QR autentikator"
        width={200}
        height={200}
      />
      <div style={{ color: palette.textSecondary, fontSize: 13 }}>Kunci rahasia</div>
      <code data-testid="totp-secret" style={{ fontSize: 15, wordBreak: 'break-all' }}>
        {setup.secret.replace(/(.{4})/g, '$1 ').trim()}
      </code>
    </div>
  );
}

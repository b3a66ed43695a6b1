import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { formatDateTime, recoveryCodesFile } from '@gratifikasi/domain';
import { saveBlob } from '@/platform/http/download';
import { palette } from '@/ui/palette';
import { PlainButton } from '@/ui/plain/controls';
import { PlainIcon } from '@/ui/plain/icon';

/**
 * The ten recovery codes, shown once (after enrolment or a regeneration), with a download as a text file. Plain
 * controls: it appears on /login too, where antd is not loaded.
 */
export function RecoveryCodes({ username, codes }: { username: string; codes: readonly string[] }) {
  const download = () => {
    const text = recoveryCodesFile(username, codes, formatDateTime(new Date()));
    saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), `kode-pemulihan-${username}.txt`);
  };
  return (
    <div>
      <p style={{ color: palette.textSecondary, marginTop: 0 }}>
        Simpan kode pemulihan berikut di tempat yang aman. Setiap kode dapat dipakai satu kali untuk masuk
        bila aplikasi autentikator tidak tersedia. Kode ini hanya ditampilkan sekali.
      </p>
      <ol
        aria-label="Kode pemulihan"
        style={{
          columns: 2,
          fontFamily: 'monospace',
          fontSize: 15,
          background: palette.canvas,
          padding: '12px 12px 12px 36px',
          borderRadius: 6,
          margin: '0 0 12px',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <PlainButton icon={<PlainIcon icon={DownloadOutlined} />} onClick={download}>
        Unduh kode pemulihan
      </PlainButton>
    </div>
  );
}

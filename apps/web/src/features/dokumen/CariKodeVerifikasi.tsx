import { kodeVerifikasiDari } from '@gratifikasi/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PublicPage } from '@/features/situs-publik/plain/PublicPage';
import { buildPath } from '@/platform/routes';
import { type CameraScan, scanFromCamera, scanFromFile } from '@/platform/scanner';
import { LoginField } from '@/ui/LoginField';
import { PlainButton, PlainInput } from '@/ui/plain/controls';
import './verifikasi.css';

const NO_CODE =
  'Kode verifikasi tidak dikenali. Kode terdiri atas 26 huruf dan angka, tercetak di bawah kode QR pada dokumen.';

/**
 * `/verifikasi-dokumen` without a code: a box to type the code printed under a letter's QR code (or paste its
 * address), or to scan the QR code with the camera or from a photo. The code found opens the letter's verification.
 */
export function CariKodeVerifikasiPage() {
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const camera = useRef<CameraScan | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [scanning, setScanning] = useState(false);

  useEffect(() => () => camera.current?.stop(), []);

  const open = (input: string): boolean => {
    const kode = kodeVerifikasiDari(input);
    if (!kode) {
      setError(NO_CODE);
      return false;
    }
    navigate(buildPath('verifikasi-dokumen', { kode }));
    return true;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    open(text);
  };
  const stop = () => {
    camera.current?.stop();
    camera.current = null;
    setScanning(false);
  };
  const scan = async () => {
    if (!video.current) return;
    setError(undefined);
    try {
      setScanning(true);
      camera.current = await scanFromCamera(video.current, (read) => {
        stop();
        if (!open(read)) setError('Kode QR yang terbaca bukan kode verifikasi dokumen KPK.');
      });
    } catch {
      stop();
      setError('Kamera tidak dapat dibuka. Izinkan akses kamera, unggah foto kode QR, atau ketik kodenya.');
    }
  };
  const fromPhoto = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    try {
      if (!open(await scanFromFile(file)))
        setError('Kode QR yang terbaca bukan kode verifikasi dokumen KPK.');
    } catch {
      setError('Kode QR tidak terbaca pada gambar. Ulangi dengan foto yang lebih jelas, atau ketik kodenya.');
    }
  };

  return (
    <PublicPage title="Verifikasi Dokumen" subtitle="Pemeriksaan keaslian surat yang diterbitkan KPK" narrow>
      <form onSubmit={submit} noValidate>
        <LoginField id="kode-verifikasi" label="Kode verifikasi" error={error}>
          <PlainInput
            id="kode-verifikasi"
            value={text}
            onChange={(value) => {
              setText(value);
              setError(undefined);
            }}
            status={error ? 'error' : ''}
            placeholder="26 huruf dan angka di bawah kode QR, atau alamat tautannya"
            autoComplete="off"
            spellCheck={false}
          />
        </LoginField>
        <PlainButton type="primary" htmlType="submit" block size="large">
          Periksa
        </PlainButton>
      </form>
      <h2 className="vd-h2">Atau pindai kode QR pada dokumen</h2>
      <div className="vd-pindai">
        <PlainButton onClick={() => (scanning ? stop() : void scan())}>
          {scanning ? 'Hentikan kamera' : 'Pindai dengan kamera'}
        </PlainButton>
        <label className="vd-unggah">
          <span>Unggah foto kode QR</span>
          <input
            type="file"
            accept="image/*"
            onChange={(e) => {
              void fromPhoto(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      <video ref={video} className="vd-kamera" hidden={!scanning} muted playsInline />
    </PublicPage>
  );
}

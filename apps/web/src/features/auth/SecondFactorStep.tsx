import SafetyOutlined from '@ant-design/icons-svg/es/asn/SafetyOutlined';
import type { Profile, SecondFactorChallenge, TotpSetup } from '@gratifikasi/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError, api } from '@/platform/api';
import { session } from '@/platform/session';
import { LoginField } from '@/ui/LoginField';
import { palette } from '@/ui/palette';
import { PlainButton, PlainInput, Spinner } from '@/ui/plain/controls';
import { PlainIcon } from '@/ui/plain/icon';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpSecret } from './TotpSecret';

interface Props {
  username: string;
  challenge: SecondFactorChallenge;
  /** The session started: go to the home of the active role. */
  onSignedIn: (profile: Profile) => void;
  /** Back to the password (a new challenge is needed). */
  onBack: () => void;
  onError: (error: unknown) => void;
}

/**
 * The login's second step (issue 28 §3): the code from the authenticator app or a recovery code; for an account whose
 * role requires it and that has no second factor yet, the enrolment first (QR code and secret, then the first code),
 * and the ten recovery codes before the session starts.
 */
export function SecondFactorStep({ username, challenge, onSignedIn, onBack, onError }: Props) {
  const enrol = challenge.second_factor === 'enrol';
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [codes, setCodes] = useState<{ list: string[]; start: () => Promise<Profile> } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError('Kode wajib diisi');
      return;
    }
    setSubmitting(true);
    try {
      const verified = await session.verifySecondFactor({
        challenge: challenge.challenge,
        code: code.trim(),
      });
      if (verified.recoveryCodes) setCodes({ list: verified.recoveryCodes, start: verified.start });
      else onSignedIn(await verified.start());
    } catch (err) {
      setCode('');
      const fieldMessage = err instanceof ApiError ? err.errors?.code?.[0] : undefined;
      if (fieldMessage) setError(fieldMessage);
      onError(err);
      if (err instanceof ApiError && err.status === 401) onBack();
    } finally {
      setSubmitting(false);
    }
  };

  const proceed = async () => {
    if (!codes) return;
    setSubmitting(true);
    try {
      onSignedIn(await codes.start());
    } catch (err) {
      onError(err);
    } finally {
      setSubmitting(false);
    }
  };

  if (codes) {
    return (
      <div>
        <h3 style={{ marginTop: 0 }}>Autentikasi dua faktor aktif</h3>
        <RecoveryCodes username={username} codes={codes.list} />
        <PlainButton
          type="primary"
          block
          size="large"
          loading={submitting}
          onClick={proceed}
          style={{ marginTop: 16 }}
        >
          Saya sudah menyimpan kode, lanjutkan
        </PlainButton>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      {enrol ? <EnrolmentSetup challenge={challenge.challenge} onError={onError} /> : null}
      <p style={{ color: palette.textSecondary, marginTop: 0 }}>
        {enrol
          ? 'Masukkan kode 6 digit yang tampil di aplikasi autentikator untuk mengaktifkannya.'
          : 'Masukkan kode 6 digit dari aplikasi autentikator Anda, atau salah satu kode pemulihan.'}
      </p>
      <LoginField id="login-code" label="Kode verifikasi" error={error}>
        <PlainInput
          id="login-code"
          prefix={<PlainIcon icon={SafetyOutlined} />}
          autoComplete="one-time-code"
          inputMode={enrol ? 'numeric' : 'text'}
          autoFocus
          value={code}
          onChange={(v) => {
            setCode(v);
            setError(undefined);
          }}
          status={error ? 'error' : ''}
          disabled={submitting}
        />
      </LoginField>
      <PlainButton type="primary" htmlType="submit" block size="large" loading={submitting}>
        {enrol ? 'Aktifkan dan masuk' : 'Verifikasi'}
      </PlainButton>
      <PlainButton block onClick={onBack} disabled={submitting} style={{ marginTop: 8 }}>
        Kembali
      </PlainButton>
    </form>
  );
}

/** A new secret for the authenticator app: its QR code and the same secret as text. */
function EnrolmentSetup({ challenge, onError }: { challenge: string; onError: (error: unknown) => void }) {
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const reportError = useRef(onError);
  reportError.current = onError;
  // Once per challenge: every call makes a new secret, so a re-render must not ask again.
  useEffect(() => {
    let live = true;
    api
      .post<TotpSetup>('auth/login/totp/setup', { challenge }, { auth: false, silent: true })
      .then(({ data }) => {
        if (live) setSetup(data);
      })
      .catch((error: unknown) => reportError.current(error));
    return () => {
      live = false;
    };
  }, [challenge]);

  return (
    <div style={{ marginBottom: 16 }}>
      <p style={{ marginTop: 0 }}>
        Peran Anda mewajibkan autentikasi dua faktor. Pindai kode QR berikut dengan aplikasi autentikator
        (misalnya Google Authenticator, Microsoft Authenticator atau FreeOTP), atau ketik kuncinya.
      </p>
      {setup ? <TotpSecret setup={setup} /> : <Spinner label="Menyiapkan kode QR" />}
    </div>
  );
}

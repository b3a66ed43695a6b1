import type { NikCheck } from '@gratifikasi/domain';
import { useState } from 'react';
import { palette } from '@/ui/palette';
import { PlainInput } from '@/ui/plain/controls';
import { checkRegistrationNik } from './api';

interface NikInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  status?: 'error' | '';
  disabled?: boolean;
}

const note = (color: string) => ({ display: 'block', color, marginTop: 4 });

const dmy = (iso: string | null) => (iso ? iso.split('-').reverse().join('-') : '');

/**
 * The 16-digit NIK input of the registration form: on leaving it, the server says whether the NIK is valid
 * and free, and what it tells (sex and birth date).
 */
export function NikInput({ id, value, onChange, status, disabled }: NikInputProps) {
  const [check, setCheck] = useState<NikCheck | null>(null);
  const [checking, setChecking] = useState(false);

  const onBlur = async () => {
    const nik = value.trim();
    setCheck(null);
    if (!/^\d{16}$/.test(nik)) return;
    setChecking(true);
    try {
      setCheck(await checkRegistrationNik(nik));
    } catch {
      // A help only: the registration validates the NIK again.
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <PlainInput
        id={id}
        value={value}
        status={status}
        disabled={disabled}
        onChange={(next) => {
          setCheck(null);
          onChange(next.replace(/\D/g, '').slice(0, 16));
        }}
        onBlur={onBlur}
        inputMode="numeric"
        maxLength={16}
        placeholder="16 digit NIK"
        autoComplete="off"
      />
      {checking ? <span style={note(palette.textTertiary)}>Memeriksa NIK…</span> : null}
      {/* The field's own error (a check on submit, the server's answer) already says what is wrong: said once. */}
      {check && (check.terdaftar || !check.valid) && status !== 'error' ? (
        <span style={note(palette.error)} role="alert" data-testid="nik-check">
          {check.terdaftar ? 'NIK sudah terdaftar' : check.pesan}
        </span>
      ) : null}
      {check?.valid && !check.terdaftar ? (
        <span style={note(palette.success)} data-testid="nik-check">
          NIK valid · Jenis kelamin: {check.jenis_kelamin === 'P' ? 'Perempuan' : 'Laki-laki'} · Tanggal
          lahir: {dmy(check.tanggal_lahir)}
        </span>
      ) : null}
    </>
  );
}

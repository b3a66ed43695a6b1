import type { NikCheck } from '@gratifikasi/domain';
import { Input, Typography } from 'antd';
import { useState } from 'react';
import { checkRegistrationNik } from './api';

interface NikInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

const dmy = (iso: string | null) => (iso ? iso.split('-').reverse().join('-') : '');

/**
 * The 16-digit NIK input of the registration form: on leaving it, the server says whether the NIK is valid
 * and free, and what it tells (sex and birth date).
 */
export function NikInput({ id, value, onChange }: NikInputProps) {
  const [check, setCheck] = useState<NikCheck | null>(null);
  const [checking, setChecking] = useState(false);

  const onBlur = async () => {
    const nik = (value ?? '').trim();
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
      <Input
        id={id}
        value={value}
        onChange={(e) => {
          setCheck(null);
          onChange?.(e.target.value.replace(/\D/g, '').slice(0, 16));
        }}
        onBlur={onBlur}
        inputMode="numeric"
        maxLength={16}
        placeholder="16 digit NIK"
        autoComplete="off"
      />
      {checking ? <Typography.Text type="secondary">Memeriksa NIK…</Typography.Text> : null}
      {check && (check.terdaftar || !check.valid) ? (
        <Typography.Text type="danger" role="alert" data-testid="nik-check">
          {check.terdaftar ? 'NIK sudah terdaftar' : check.pesan}
        </Typography.Text>
      ) : null}
      {check?.valid && !check.terdaftar ? (
        <Typography.Text type="success" data-testid="nik-check">
          NIK valid · Jenis kelamin: {check.jenis_kelamin === 'P' ? 'Perempuan' : 'Laki-laki'} · Tanggal
          lahir: {dmy(check.tanggal_lahir)}
        </Typography.Text>
      ) : null}
    </>
  );
}

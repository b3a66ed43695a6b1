import type { NikCheck } from '@gratifikasi/domain';
import { Input, Typography } from 'antd';
import { useState } from 'react';
import { checkNik } from './api';

interface NikFieldProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** Injected by Form.Item (validateTrigger onBlur). */
  onBlur?: () => void;
  /** The pelapor's own NIK when editing: finding it registered is then no news. */
  ownNik?: string | null;
  /** Called with what the server read from a valid NIK (to prefill birth date and gender). */
  onRead: (check: NikCheck) => void;
}

/** The 16-digit NIK input; on leaving it, asks the server whether it is valid and already registered. */
export function NikField({ id, value, onChange, onBlur: formBlur, ownNik, onRead }: NikFieldProps) {
  const [check, setCheck] = useState<NikCheck | null>(null);
  const [checking, setChecking] = useState(false);

  const onBlur = async () => {
    formBlur?.();
    const nik = (value ?? '').trim();
    setCheck(null);
    if (!/^\d{16}$/.test(nik)) return;
    setChecking(true);
    try {
      const answer = await checkNik(nik);
      const own = ownNik !== undefined && ownNik === nik;
      const shown = own ? { ...answer, terdaftar: false, pesan: answer.valid ? null : answer.pesan } : answer;
      setCheck(shown);
      if (shown.valid && !shown.terdaftar) onRead(shown);
    } catch {
      // The check is a help only: the save validates the NIK again.
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value.replace(/\D/g, '').slice(0, 16))}
        onBlur={onBlur}
        inputMode="numeric"
        maxLength={16}
        placeholder="16 digit NIK"
        aria-label="NIK"
      />
      {checking ? <Typography.Text type="secondary">Memeriksa NIK…</Typography.Text> : null}
      {check && (check.terdaftar || !check.valid) ? (
        <Typography.Text type="danger" role="alert">
          {check.terdaftar ? 'NIK sudah terdaftar' : check.pesan}
        </Typography.Text>
      ) : null}
      {check?.valid && !check.terdaftar ? (
        <Typography.Text type="success">
          NIK valid · {check.jenis_kelamin === 'P' ? 'Perempuan' : 'Laki-laki'} · lahir{' '}
          {formatDmy(check.tanggal_lahir)}
        </Typography.Text>
      ) : null}
    </>
  );
}

const formatDmy = (iso: string | null) => (iso ? iso.split('-').reverse().join('-') : '');

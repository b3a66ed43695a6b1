import { Button, type ButtonProps, Popconfirm } from 'antd';
import { useState } from 'react';

interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The question, e.g. 'Hapus data ini?'. */
  confirm: string;
  okText?: string;
  onConfirm: () => Promise<unknown>;
}

/** A button whose action runs only after a Popconfirm; the button spins while the action runs. */
export function ConfirmButton({
  confirm,
  okText = 'Ya',
  onConfirm,
  children,
  ...button
}: ConfirmButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // The api client has already told the user what failed.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popconfirm title={confirm} okText={okText} cancelText="Batal" onConfirm={run}>
      <Button {...button} loading={busy}>
        {children}
      </Button>
    </Popconfirm>
  );
}

import { Alert, Button, Card, Skeleton, Switch, Tag, Typography, theme } from 'antd';
// Deep import: antd's Input entry also bundles Search, Password and OTP.
import TextArea from 'antd/es/input/TextArea';
import { type FormEvent, useEffect, useState } from 'react';
import { notify } from '@/platform/notify';
import { useAppApis } from '@/ui/appApis';
import { type MaintenanceConfig, useMaintenanceConfig, useSaveMaintenanceConfig } from './api';

export const MAINTENANCE_MESSAGE_MAX = 500;

/**
 * Admin control of the maintenance mode (app config key `maintenance`). Two fields in component state rather
 * than antd Form: the card is on the admin home, whose first download has a budget (issue 9).
 */
export function MaintenanceModeCard() {
  const { modal } = useAppApis();
  const { token } = theme.useToken();
  const [values, setValues] = useState<MaintenanceConfig>({ enabled: false, message: '' });
  const [messageError, setMessageError] = useState<string | null>(null);
  const config = useMaintenanceConfig();
  const save = useSaveMaintenanceConfig();

  useEffect(() => {
    if (config.data) setValues({ enabled: config.data.enabled, message: config.data.message });
  }, [config.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.message.length > MAINTENANCE_MESSAGE_MAX) {
      setMessageError(`Pesan maksimal ${MAINTENANCE_MESSAGE_MAX} karakter`);
      return;
    }
    modal.confirm({
      title: values.enabled ? 'Aktifkan mode pemeliharaan?' : 'Nonaktifkan mode pemeliharaan?',
      content: values.enabled
        ? 'Pengguna selain admin tidak dapat menggunakan aplikasi sampai mode pemeliharaan dinonaktifkan.'
        : 'Semua pengguna dapat kembali menggunakan aplikasi.',
      okText: 'Ya, simpan',
      cancelText: 'Batal',
      onOk: async () => {
        await save.mutateAsync({ enabled: values.enabled, message: values.message.trim() });
        notify.success('Mode pemeliharaan diperbarui');
      },
    });
  };

  const active = config.data?.enabled === true;
  return (
    <Card
      title="Mode Pemeliharaan"
      extra={config.data ? <Tag color={active ? 'red' : 'green'}>{active ? 'Aktif' : 'Nonaktif'}</Tag> : null}
    >
      {config.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : config.isError ? (
        <Alert type="error" showIcon title="Konfigurasi pemeliharaan tidak dapat dimuat." />
      ) : (
        <form onSubmit={submit} noValidate>
          <Typography.Paragraph type="secondary">
            Saat aktif, pengguna selain Sysadmin dan Superuser diarahkan ke halaman pemeliharaan.
          </Typography.Paragraph>
          <div style={{ marginBottom: token.marginLG }}>
            <label htmlFor="maintenance-enabled" style={{ display: 'block', paddingBottom: token.paddingXS }}>
              Aktifkan pemeliharaan
            </label>
            <Switch
              id="maintenance-enabled"
              checked={values.enabled}
              onChange={(enabled) => setValues((v) => ({ ...v, enabled }))}
            />
          </div>
          <div style={{ marginBottom: token.marginLG }}>
            <label htmlFor="maintenance-message" style={{ display: 'block', paddingBottom: token.paddingXS }}>
              Pesan untuk pengguna
            </label>
            <TextArea
              id="maintenance-message"
              rows={3}
              value={values.message}
              status={messageError ? 'error' : ''}
              aria-describedby={messageError ? 'maintenance-message-error' : undefined}
              onChange={(e) => {
                const message = e.target.value;
                setValues((v) => ({ ...v, message }));
                setMessageError(null);
              }}
              placeholder="Aplikasi sedang dalam pemeliharaan. Silakan coba beberapa saat lagi."
            />
            {messageError ? (
              <div id="maintenance-message-error" role="alert" style={{ color: token.colorError }}>
                {messageError}
              </div>
            ) : null}
          </div>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Simpan
          </Button>
        </form>
      )}
    </Card>
  );
}

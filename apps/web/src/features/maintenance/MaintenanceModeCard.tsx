import { Alert, App, Button, Card, Form, Input, Skeleton, Space, Switch, Tag, Typography } from 'antd';
import { useEffect } from 'react';
import { notify } from '@/platform/notify';
import { type MaintenanceConfig, useMaintenanceConfig, useSaveMaintenanceConfig } from './api';

/** Admin control of the maintenance mode (app config key `maintenance`). */
export function MaintenanceModeCard() {
  const { modal } = App.useApp();
  const [form] = Form.useForm<MaintenanceConfig>();
  const config = useMaintenanceConfig();
  const save = useSaveMaintenanceConfig();

  useEffect(() => {
    if (config.data) form.setFieldsValue({ enabled: config.data.enabled, message: config.data.message });
  }, [config.data, form]);

  const submit = (values: MaintenanceConfig) => {
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
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ enabled: false, message: '' }}>
          <Typography.Paragraph type="secondary">
            Saat aktif, pengguna selain Sysadmin dan Superuser diarahkan ke halaman pemeliharaan.
          </Typography.Paragraph>
          <Form.Item name="enabled" label="Aktifkan pemeliharaan" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            name="message"
            label="Pesan untuk pengguna"
            rules={[{ max: 500, message: 'Pesan maksimal 500 karakter' }]}
          >
            <Input.TextArea
              rows={3}
              placeholder="Aplikasi sedang dalam pemeliharaan. Silakan coba beberapa saat lagi."
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              Simpan
            </Button>
          </Space>
        </Form>
      )}
    </Card>
  );
}

import { buildPath, formatDateTime } from '@gratifikasi/domain';
import { Alert, App, Button, Card, Descriptions, Flex, Form, Input, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { useAppConfigs, useSaveAppConfig } from './api';

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** Parses the editor's text; the server then checks the value against the key's own schema. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, message: 'Nilai harus berupa JSON yang valid' };
  }
}

/** One app config: its value as JSON, validated locally (syntax) and by the server (per key). */
export function AppConfigDetailPage() {
  const { modal } = App.useApp();
  const { id: key = '' } = useParams();
  const configs = useAppConfigs();
  const save = useSaveAppConfig();
  const [form] = Form.useForm<{ value: string }>();
  const config = configs.data?.find((c) => c.key === key);
  useEffect(() => {
    if (config) form.setFieldsValue({ value: pretty(config.value) });
  }, [config, form]);

  const back = <LinkButton to={buildPath('admin-app-configs')}>Kembali ke daftar</LinkButton>;
  if (configs.isPending) return <Skeleton active />;
  if (!config) {
    return (
      <>
        <PageHeader title="Detail Konfigurasi Aplikasi" extra={back} />
        <Alert type="error" showIcon title={`Konfigurasi ${key} tidak ditemukan.`} />
      </>
    );
  }

  const submit = ({ value }: { value: string }) => {
    const parsed = parseJson(value);
    if (!parsed.ok) return;
    modal.confirm({
      title: `Simpan konfigurasi ${key}?`,
      content: 'Perubahan berlaku langsung untuk seluruh pengguna.',
      okText: 'Ya, simpan',
      cancelText: 'Batal',
      onOk: async () => {
        try {
          const result = await save.mutateAsync({ key, value: parsed.value });
          notify.success(result.message ?? 'Konfigurasi berhasil disimpan');
        } catch (error) {
          const errors = (error as { errors?: Record<string, string[]> | null }).errors;
          if (errors)
            form.setFields([
              { name: 'value', errors: Object.entries(errors).map(([f, m]) => `${f}: ${m.join(', ')}`) },
            ]);
        }
      },
    });
  };

  return (
    <Flex vertical gap={16}>
      <PageHeader title={`Konfigurasi ${key}`} subtitle={config.description} extra={back} />
      <Card>
        <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
          <Descriptions.Item label="Terakhir diubah">{formatDateTime(config.updated_at)}</Descriptions.Item>
        </Descriptions>
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            name="value"
            label="Nilai (JSON)"
            rules={[
              {
                validator: async (_r, text: string) => {
                  const parsed = parseJson(text ?? '');
                  if (!parsed.ok) throw new Error(parsed.message);
                },
              },
            ]}
          >
            <Input.TextArea rows={10} style={{ fontFamily: 'monospace' }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Simpan
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}

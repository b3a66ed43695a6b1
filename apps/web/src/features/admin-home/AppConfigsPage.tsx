import { appConfigWords, formatAppConfigValue, formatDateTime } from '@gratifikasi/domain';
import { Alert, Card, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { buildPath } from '@/platform/routes';
import { PageHeader } from '@/ui/PageHeader';
import { type AppConfig, useAppConfigs } from './api';

/** Every setting in words — its name, what it does, its value with its unit — each opening its own form. */
export function AppConfigsPage() {
  const configs = useAppConfigs();
  return (
    <>
      <PageHeader title="Konfigurasi Aplikasi" subtitle="Pengaturan yang berlaku untuk seluruh pengguna." />
      {configs.isError ? <Alert type="error" showIcon title="Konfigurasi tidak dapat dimuat." /> : null}
      <Card>
        <Table<AppConfig>
          rowKey="key"
          loading={configs.isPending}
          dataSource={configs.data ?? []}
          pagination={false}
          tableLayout="fixed"
          columns={[
            {
              title: 'Pengaturan',
              render: (_, c) => (
                <>
                  <Link to={buildPath('admin-app-configs-detail', { id: c.key })}>
                    {appConfigWords(c.key).label}
                  </Link>
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    {c.description}
                  </Typography.Paragraph>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    Kunci: <Typography.Text code>{c.key}</Typography.Text>
                  </Typography.Text>
                </>
              ),
            },
            {
              title: 'Nilai',
              width: '32%',
              render: (_, c) => (
                <span style={{ overflowWrap: 'anywhere' }}>
                  {formatAppConfigValue(c.value, appConfigWords(c.key))}
                </span>
              ),
            },
            {
              title: 'Diubah',
              width: 120,
              responsive: ['md'],
              render: (_, c) => formatDateTime(c.updated_at),
            },
          ]}
        />
      </Card>
    </>
  );
}

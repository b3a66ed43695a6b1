import { buildPath, formatDateTime } from '@gratifikasi/domain';
import { Alert, Card, Table, Typography } from 'antd';
import { Link } from 'react-router';
import { PageHeader } from '@/ui/PageHeader';
import { type AppConfig, useAppConfigs } from './api';

/** Every app config key with its current value; each opens an editor. */
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
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: 'Kunci',
              dataIndex: 'key',
              render: (key: string) => (
                <Link to={buildPath('admin-app-configs-detail', { id: key })}>{key}</Link>
              ),
            },
            { title: 'Keterangan', dataIndex: 'description' },
            {
              title: 'Nilai',
              render: (_, c) => <Typography.Text code>{JSON.stringify(c.value)}</Typography.Text>,
            },
            { title: 'Diubah', render: (_, c) => formatDateTime(c.updated_at) },
          ]}
        />
      </Card>
    </>
  );
}

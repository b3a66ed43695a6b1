import { ToolOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Typography } from 'antd';
import { useEffect } from 'react';
import { useNavigateTo } from '@/ui/navigation';
import { MAINTENANCE_RECHECK_MS, useMaintenanceStatus } from './api';

const DEFAULT_MESSAGE = 'Aplikasi sedang dalam pemeliharaan. Silakan coba beberapa saat lagi.';

/** Shown while maintenance is on; asks again every 30 s and sends the user to login once it is over. */
export function MaintenancePage() {
  const navigateTo = useNavigateTo();
  const status = useMaintenanceStatus({ recheck: true });

  useEffect(() => {
    if (status.data && !status.data.isMaintenance) navigateTo('login', undefined, { replace: true });
  }, [status.data, navigateTo]);

  return (
    <Flex justify="center" style={{ padding: '48px 16px' }}>
      <Result
        icon={<ToolOutlined style={{ color: '#1d4e89' }} />}
        title="Sedang dalam pemeliharaan"
        subTitle={status.data?.message || DEFAULT_MESSAGE}
        extra={
          <Flex vertical align="center" gap={12}>
            <Button type="primary" loading={status.isFetching} onClick={() => void status.refetch()}>
              Periksa lagi
            </Button>
            <Typography.Text type="secondary">
              Halaman ini memeriksa ulang secara otomatis setiap {MAINTENANCE_RECHECK_MS / 1000} detik.
            </Typography.Text>
          </Flex>
        }
      />
    </Flex>
  );
}

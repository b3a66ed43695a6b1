import { ToolOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Typography } from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigateTo } from '@/ui/navigation';
import { MAINTENANCE_RECHECK_MS, useMaintenanceStatus } from './status';

const DEFAULT_MESSAGE = 'Aplikasi sedang dalam pemeliharaan. Silakan coba beberapa saat lagi.';

// Only administrators need it here, so it loads when asked for.
const LoginForm = lazy(() => import('../auth/LoginForm').then((m) => ({ default: m.LoginForm })));

/**
 * Shown while maintenance is on; asks again every 30 s and sends the user to login once it is over.
 * /login itself diverts here during maintenance (spec §4), so this screen carries the administrators'
 * way in: only sysadmin and superuser may sign in until maintenance is switched off (the API answers 503
 * to everyone else).
 */
export function MaintenancePage() {
  const navigateTo = useNavigateTo();
  const status = useMaintenanceStatus({ recheck: true });
  const [adminLogin, setAdminLogin] = useState(false);

  useEffect(() => {
    if (status.data && !status.data.isMaintenance) navigateTo('login', undefined, { replace: true });
  }, [status.data, navigateTo]);

  return (
    <Flex vertical align="center" style={{ padding: '48px 16px' }}>
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
            {!adminLogin && (
              <Button type="link" onClick={() => setAdminLogin(true)}>
                Masuk sebagai administrator
              </Button>
            )}
          </Flex>
        }
      />
      {adminLogin && (
        <section aria-label="Masuk administrator" style={{ width: '100%', maxWidth: 380 }}>
          <Suspense fallback={null}>
            <LoginForm />
          </Suspense>
        </section>
      )}
    </Flex>
  );
}

import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { ApiError } from '@/platform/http/errors';

/**
 * What a detail screen shows when its record did not come: not found (404), or a failure to load with a retry.
 */
export function LoadFailed({
  error,
  notFound,
  onRetry,
  extra,
}: {
  error: unknown;
  notFound: string;
  onRetry: () => void;
  extra?: ReactNode;
}) {
  if (error instanceof ApiError && error.status === 404)
    return <Result status="404" title={notFound} extra={extra} />;
  return (
    <Result
      status="error"
      title="Data tidak dapat dimuat"
      subTitle={error instanceof Error ? error.message : 'Periksa koneksi Anda lalu coba lagi.'}
      extra={[
        <Button key="retry" type="primary" onClick={onRetry}>
          Coba lagi
        </Button>,
        extra,
      ]}
    />
  );
}

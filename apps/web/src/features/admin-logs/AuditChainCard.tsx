import { formatDateTime, formatNumber } from '@gratifikasi/domain';
import { Alert, Button, Card, Progress, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { type AuditChainCheck, useAuditChainChecks, useVerifyAuditChain } from './api';

const STATUS: Record<AuditChainCheck['status'], { label: string; color: string }> = {
  running: { label: 'Sedang diperiksa', color: 'blue' },
  intact: { label: 'Utuh', color: 'green' },
  broken: { label: 'Rusak', color: 'red' },
  failed: { label: 'Gagal diperiksa', color: 'orange' },
};

const StatusTag = ({ status }: { status: AuditChainCheck['status'] }) => (
  <Tag color={STATUS[status].color}>{STATUS[status].label}</Tag>
);

function Finding({ check }: { check: AuditChainCheck }) {
  if (check.status === 'running') {
    const percent = check.chains_total ? Math.round((check.chains_done / check.chains_total) * 100) : 0;
    return (
      <Space direction="vertical" style={{ width: '100%' }}>
        <Progress percent={percent} status="active" aria-label="Kemajuan pemeriksaan" />
        <Typography.Text type="secondary">
          {formatNumber(check.rows_checked, 0)} baris diperiksa ({check.chains_done} dari{' '}
          {check.chains_total || '…'} rantai)
        </Typography.Text>
      </Space>
    );
  }
  const type = check.status === 'intact' ? 'success' : check.status === 'broken' ? 'error' : 'warning';
  return (
    <Alert
      type={type}
      showIcon
      message={check.message ?? STATUS[check.status].label}
      description={
        <>
          Diperiksa {formatDateTime(check.started_at)}.
          {check.rows_unchained > 0 &&
            ` ${formatNumber(check.rows_unchained, 0)} baris dari sebelum rantai dimulai tidak tercakup.`}
          {check.broken_id !== null && (
            <>
              {' '}
              <Link to={buildPath('admin-log-activity-detail', { id: check.broken_id })}>
                Buka baris #{check.broken_id}
              </Link>
            </>
          )}
        </>
      }
    />
  );
}

/**
 * The audit trail's integrity: each row carries the hash of the row before it, so a row changed or removed in the
 * database breaks the chain. The latest check, its progress while it runs, a button to check now, and the history.
 */
export function AuditChainCard() {
  const checks = useAuditChainChecks();
  const verify = useVerifyAuditChain();
  const latest = checks.data?.[0];
  const running = latest?.status === 'running';

  return (
    <Card
      title="Integritas Jejak Audit"
      style={{ marginBottom: 16 }}
      extra={
        <Button
          type="primary"
          loading={verify.isPending}
          disabled={running}
          onClick={async () => {
            const result = await verify.mutateAsync().catch(() => null);
            if (result?.message) notify.success(result.message);
          }}
        >
          Periksa sekarang
        </Button>
      }
    >
      {checks.isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : checks.isError ? (
        <Alert type="error" message="Riwayat pemeriksaan tidak dapat dimuat" />
      ) : !latest ? (
        <Typography.Text type="secondary">
          Rantai belum pernah diperiksa. Pemeriksaan otomatis berjalan setiap malam pukul 01.45 WIB.
        </Typography.Text>
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Finding check={latest} />
          {checks.data!.length > 1 && (
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={checks.data!.slice(1)}
              columns={[
                { key: 'started_at', title: 'Waktu', render: (_, c) => formatDateTime(c.started_at) },
                { key: 'status', title: 'Hasil', render: (_, c) => <StatusTag status={c.status} /> },
                { key: 'rows', title: 'Baris', render: (_, c) => formatNumber(c.rows_checked, 0) },
                {
                  key: 'by',
                  title: 'Oleh',
                  render: (_, c) => (c.requested_by ? 'Administrator' : 'Terjadwal'),
                },
                { key: 'message', title: 'Keterangan', render: (_, c) => c.message ?? '-' },
              ]}
            />
          )}
        </Space>
      )}
    </Card>
  );
}

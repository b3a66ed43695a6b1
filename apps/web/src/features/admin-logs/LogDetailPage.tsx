import { auditActionLabel, auditEntityLabel, formatDateTime, roleLabel } from '@gratifikasi/domain';
import { Alert, Card, Descriptions, Flex, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { buildPath } from '@/platform/routes';
import { Coded } from '@/ui/Coded';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { useLog } from './api';
import { JsonDiff } from './JsonDiff';

/** One audit entry: who did what to which record, and the values before and after. */
export function LogDetailPage() {
  const { id = '' } = useParams();
  const log = useLog(Number(id));
  const back = <LinkButton to={buildPath('admin-log-activity')}>Kembali ke daftar</LinkButton>;
  if (log.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (log.isError) {
    return (
      <>
        <PageHeader title="Detail Log Aktivitas" extra={back} />
        <Alert type="error" showIcon title="Log aktivitas tidak dapat dimuat." />
      </>
    );
  }
  const l = log.data;
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title="Detail Log Aktivitas"
        subtitle={`${auditActionLabel(l.action)} · ${auditEntityLabel(l.entity)}`}
        extra={back}
      />
      <Card>
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="Waktu">{formatDateTime(l.created_at)}</Descriptions.Item>
          <Descriptions.Item label="Pengguna">
            {l.username ? `${l.user_name} (${l.username})` : 'Sistem'}
          </Descriptions.Item>
          <Descriptions.Item label="Peran">{l.role_name ? roleLabel(l.role_name) : '-'}</Descriptions.Item>
          <Descriptions.Item label="Aksi">
            <Coded words={auditActionLabel(l.action)} code={l.action} />
          </Descriptions.Item>
          <Descriptions.Item label="Entitas">
            <Coded words={auditEntityLabel(l.entity)} code={l.entity} />
          </Descriptions.Item>
          <Descriptions.Item label="ID Entitas">{l.entity_id ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="IP">{l.ip ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="ID Permintaan">{l.request_id ?? '-'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="Sebelum dan Sesudah">
        <JsonDiff before={l.before} after={l.after} />
      </Card>
    </Flex>
  );
}

import { ArrowLeftOutlined } from '@ant-design/icons';
import { type MasterAdminScreens, type MasterDefinition, masterAdminScreens } from '@gratifikasi/domain';
import { Alert, Button, Card, Descriptions, Skeleton, Space, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { useSession } from '@/platform/session';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { PageHeader } from '@/ui/PageHeader';
import { type MasterItem, useDeleteMaster, useMasterItem } from './api';
import { fieldCell, timestampText } from './display';
import { MasterFormDrawer } from './MasterFormDrawer';
import { canWriteMaster } from './writeAccess';

export interface MasterDetailPageProps {
  def: MasterDefinition;
  /** More about the row under its fields, for a master whose screen shows more (composed in app/screens). */
  below?: (row: MasterItem) => ReactNode;
  /** The routes it lives under, when not the admin ones (e.g. the KPK's own aturan-internal screens). */
  screens?: MasterAdminScreens;
  /** Open the edit drawer at once (an "ubah" route), when the user may write. */
  startWithEdit?: boolean;
}

/** One row of any master: every field, the timestamps, and Ubah / Hapus / Kembali. */
export function MasterDetailPage({ def, below, screens, startWithEdit = false }: MasterDetailPageProps) {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { profile } = useSession();
  const canWrite = canWriteMaster(def, profile);
  const item = useMasterItem(def.key, id);
  const remove = useDeleteMaster(def);
  const [editing, setEditing] = useState(startWithEdit);
  const listPath = buildPath((screens ?? masterAdminScreens(def.key)).list);
  const row = item.data;
  const deleted = Boolean(row?.deleted_at);

  return (
    <>
      <PageHeader
        title={`Detail ${def.label}`}
        subtitle={row ? String(row[def.labelField] ?? '') : undefined}
        extra={
          <Space wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(listPath)}>
              Kembali
            </Button>
            {canWrite && row && !deleted ? (
              <>
                <Button onClick={() => setEditing(true)}>Ubah</Button>
                <ConfirmButton
                  danger
                  confirm="Hapus data ini?"
                  okText="Hapus"
                  onConfirm={async () => {
                    const done = await remove.mutateAsync(row.id);
                    notify.success(done.message ?? 'Data berhasil dihapus');
                    navigate(listPath);
                  }}
                >
                  Hapus
                </ConfirmButton>
              </>
            ) : null}
          </Space>
        }
      />
      <Card>
        {item.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : item.isError || !row ? (
          <Alert type="error" showIcon title="Data tidak ditemukan" />
        ) : (
          <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
            {def.fields.map((field) => (
              <Descriptions.Item key={field.name} label={field.label}>
                {fieldCell(field, row)}
              </Descriptions.Item>
            ))}
            <Descriptions.Item label="Dibuat">{timestampText(row.created_at)}</Descriptions.Item>
            <Descriptions.Item label="Diperbarui">{timestampText(row.updated_at)}</Descriptions.Item>
            {deleted ? (
              <Descriptions.Item label="Status">
                <Tag color="red">Terhapus {timestampText(row.deleted_at)}</Tag>
              </Descriptions.Item>
            ) : null}
          </Descriptions>
        )}
      </Card>
      {row && below ? below(row) : null}
      {row ? (
        <MasterFormDrawer
          def={def}
          open={editing && canWrite && !deleted}
          item={row}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </>
  );
}

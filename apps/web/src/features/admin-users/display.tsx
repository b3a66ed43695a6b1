import { Flex, Space, Tag, Typography } from 'antd';
import { type AdminUser, SCOPE_LABELS, type UserAccess } from './api';

/** The user's roles as tags, each with its scope when it has one. */
export function AccessTags({ accesses }: { accesses: readonly UserAccess[] }) {
  if (accesses.length === 0) return <span>-</span>;
  return (
    <Space size={[4, 4]} wrap>
      {accesses.map((a) => (
        <Tag key={a.access_id} color="blue">
          {a.role_label}
          {a.scope ? ` · ${SCOPE_LABELS[a.scope.scope_type]}: ${a.scope.scope_name}` : ''}
        </Tag>
      ))}
    </Space>
  );
}

export function StatusTag({ user }: { user: Pick<AdminUser, 'is_active' | 'deleted_at'> }) {
  if (user.deleted_at) return <Tag color="default">Dihapus</Tag>;
  return user.is_active ? <Tag color="green">Aktif</Tag> : <Tag color="red">Nonaktif</Tag>;
}

/** The KPK placement as "Grup · Tim" (stacked: the tim on a second, quieter line), or '-' for a user not placed. */
export function PlacementText({
  user,
  stacked = false,
}: {
  user: Pick<AdminUser, 'grup_nama' | 'tim_nama'>;
  stacked?: boolean;
}) {
  if (!user.grup_nama && !user.tim_nama) return <span>-</span>;
  if (!stacked) return <span>{[user.grup_nama, user.tim_nama].filter(Boolean).join(' · ')}</span>;
  return (
    <Flex vertical>
      <span>{user.grup_nama ?? '-'}</span>
      {user.tim_nama ? <Typography.Text type="secondary">{user.tim_nama}</Typography.Text> : null}
    </Flex>
  );
}

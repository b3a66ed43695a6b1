import { ArrowRightOutlined } from '@ant-design/icons';
import type { Profile } from '@gratifikasi/domain';
import { Card, Flex, List, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { AreaNavEntry } from '@/ui/areaNav';
import type { RoleGuidance } from './guidance';

// Card titles wrap instead of being cut off on narrow screens.
const wrapTitle = { title: { whiteSpace: 'normal' } } as const;

export function QuickLinksCard({ links }: { links: readonly AreaNavEntry[] }) {
  return (
    <Card title="Akses cepat" style={{ height: '100%' }} styles={wrapTitle}>
      <List
        dataSource={[...links]}
        rowKey="name"
        renderItem={(entry) => (
          <List.Item actions={[<ArrowRightOutlined key="go" />]}>
            <Link to={entry.path}>{entry.title}</Link>
          </List.Item>
        )}
      />
    </Card>
  );
}

export function RolesCard({ profile }: { profile: Profile }) {
  return (
    <Card title="Peran Anda" style={{ height: '100%' }} styles={wrapTitle}>
      <Flex wrap gap={8}>
        {profile.roles.map((role) => (
          <Tag key={role.access_id} color={role.access_id === profile.access_id ? 'blue' : undefined}>
            {role.label}
            {role.scope ? ` · ${role.scope.name}` : ''}
          </Tag>
        ))}
      </Flex>
      {profile.roles.length > 1 ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          Ganti peran aktif melalui pilihan peran di bagian atas halaman.
        </Typography.Paragraph>
      ) : null}
    </Card>
  );
}

export function GuidanceCard({ guidance }: { guidance: RoleGuidance }) {
  return (
    <Card title={guidance.title} styles={wrapTitle}>
      <ul style={{ margin: 0, paddingInlineStart: 20 }}>
        {guidance.points.map((point) => (
          <li key={point} style={{ marginBottom: 6 }}>
            <Typography.Text>{point}</Typography.Text>
          </li>
        ))}
      </ul>
    </Card>
  );
}

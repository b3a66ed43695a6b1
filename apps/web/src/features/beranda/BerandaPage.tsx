import { ArrowRightOutlined, CalendarOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Flex, List, Row, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '@/platform/session';
import { useAreaNav } from '@/ui/areaNav';
import { longDate } from '@/ui/format';
import { ROLE_GUIDANCE } from './guidance';

interface BerandaPageProps {
  /** Area-specific cards placed after the guidance (e.g. the admin's maintenance switch). */
  extra?: ReactNode;
}

/** The home screen of every area: who you are, what you may open, and what your role is for. */
export function BerandaPage({ extra }: BerandaPageProps) {
  const { profile } = useSession();
  const { pathname } = useLocation();
  const links = useAreaNav().filter((entry) => entry.path !== pathname);
  if (!profile) return null;

  const activeAccess = profile.roles.find((r) => r.access_id === profile.access_id);
  const guidance = profile.active_role ? ROLE_GUIDANCE[profile.active_role.name] : null;

  return (
    <Flex vertical gap={16}>
      <Card
        styles={{ body: { padding: 24 } }}
        style={{ background: 'linear-gradient(120deg, #1d4e89 0%, #2f6fb3 100%)' }}
      >
        <Typography.Text style={{ color: 'rgba(255,255,255,0.85)' }}>
          <CalendarOutlined /> {longDate()}
        </Typography.Text>
        <Typography.Title level={2} style={{ color: '#fff', margin: '8px 0 4px' }}>
          Selamat datang, {profile.name}
        </Typography.Title>
        <Typography.Text style={{ color: 'rgba(255,255,255,0.9)' }}>
          Peran aktif: <strong>{profile.active_role?.label ?? '-'}</strong>
          {activeAccess?.scope ? ` · ${activeAccess.scope.name}` : ''}
        </Typography.Text>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title="Akses cepat" style={{ height: '100%' }}>
            {links.length === 0 ? (
              <Empty description="Belum ada menu lain untuk peran ini" />
            ) : (
              <List
                dataSource={links}
                rowKey="name"
                renderItem={(entry) => (
                  <List.Item actions={[<ArrowRightOutlined key="go" />]}>
                    <Link to={entry.path}>{entry.title}</Link>
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title="Peran Anda" style={{ height: '100%' }}>
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
        </Col>
      </Row>
      {guidance ? (
        <Card title={guidance.title}>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {guidance.points.map((point) => (
              <li key={point} style={{ marginBottom: 6 }}>
                <Typography.Text>{point}</Typography.Text>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      {extra}
    </Flex>
  );
}

import { CalendarOutlined } from '@ant-design/icons';
import { Col, Flex, Row } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '@/platform/session';
import { useAreaNav } from '@/ui/areaNav';
import { longDate } from '@/ui/format';
import { PlainCard, PlainText, PlainTitle } from '@/ui/plain/surface';
import { GuidanceCard, QuickLinksCard, RolesCard } from './BerandaCards';
import { ROLE_GUIDANCE } from './guidance';
import { WorkFigures } from './WorkFigures';

interface BerandaPageProps {
  /** Area-specific cards placed after the guidance (e.g. the admin's maintenance switch). */
  extra?: ReactNode;
  /** Area-specific content right under the greeting (e.g. the admin's counts). */
  top?: ReactNode;
}

/** The home screen of every area: who you are, what you may open, and what your role is for. */
export function BerandaPage({ extra, top }: BerandaPageProps) {
  const { profile } = useSession();
  const { pathname } = useLocation();
  const links = useAreaNav().filter((entry) => entry.path !== pathname);
  if (!profile) return null;

  const activeAccess = profile.roles.find((r) => r.access_id === profile.access_id);
  const guidance = profile.active_role ? ROLE_GUIDANCE[profile.active_role.name] : null;

  return (
    <Flex vertical gap={16}>
      <PlainCard style={{ background: 'linear-gradient(120deg, #1d4e89 0%, #2f6fb3 100%)', border: 'none' }}>
        <PlainText style={{ color: 'rgba(255,255,255,0.85)' }}>
          <CalendarOutlined /> {longDate()}
        </PlainText>
        <PlainTitle level={2} style={{ color: '#fff', margin: '8px 0 4px' }}>
          Selamat datang, {profile.name}
        </PlainTitle>
        <PlainText style={{ color: 'rgba(255,255,255,0.9)' }}>
          Peran aktif: <strong className="pl-strong">{profile.active_role?.label ?? '-'}</strong>
          {activeAccess?.scope ? ` · ${activeAccess.scope.name}` : ''}
        </PlainText>
      </PlainCard>
      <WorkFigures />
      {top}
      <Row gutter={[16, 16]}>
        {links.length > 0 ? (
          <Col xs={24} lg={14}>
            <QuickLinksCard links={links} />
          </Col>
        ) : null}
        <Col xs={24} lg={links.length > 0 ? 10 : 24}>
          <RolesCard profile={profile} />
        </Col>
      </Row>
      {guidance ? <GuidanceCard guidance={guidance} /> : null}
      {extra}
    </Flex>
  );
}

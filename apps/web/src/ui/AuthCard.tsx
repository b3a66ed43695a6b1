import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/**
 * The centred panel that frames the login and password screens. Plain markup rather than antd Card and
 * Typography: /login is the first visit of most users and Card pulls in Tabs (spec bundle target ≤ 250 KB).
 */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  const { token } = theme.useToken();
  return (
    <Flex justify="center" align="flex-start" style={{ padding: '48px 16px 64px' }}>
      <div
        style={{
          width: '100%',
          maxWidth: 420,
          padding: 32,
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          border: `1px solid ${token.colorBorderSecondary}`,
          boxShadow: '0 6px 24px rgba(15, 44, 77, 0.08)',
        }}
      >
        <Flex vertical align="center" gap={4} style={{ marginBottom: 24, textAlign: 'center' }}>
          <SafetyCertificateOutlined style={{ fontSize: 36, color: token.colorPrimary }} />
          <h1 style={{ margin: '8px 0 0', fontSize: 24, fontWeight: 600, color: token.colorTextHeading }}>
            {title}
          </h1>
          {subtitle ? <span style={{ color: token.colorTextSecondary }}>{subtitle}</span> : null}
        </Flex>
        {children}
      </div>
    </Flex>
  );
}

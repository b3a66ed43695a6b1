import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The centred card that frames the login and password screens. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Flex justify="center" align="flex-start" style={{ padding: '48px 16px 64px' }}>
      <Card style={{ width: '100%', maxWidth: 420 }} styles={{ body: { padding: 32 } }}>
        <Flex vertical align="center" gap={4} style={{ marginBottom: 24, textAlign: 'center' }}>
          <SafetyCertificateOutlined style={{ fontSize: 36, color: '#1d4e89' }} />
          <Typography.Title level={3} style={{ margin: '8px 0 0' }}>
            {title}
          </Typography.Title>
          {subtitle ? <Typography.Text type="secondary">{subtitle}</Typography.Text> : null}
        </Flex>
        {children}
      </Card>
    </Flex>
  );
}

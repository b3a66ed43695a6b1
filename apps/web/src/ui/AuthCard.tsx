import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import type { ReactNode } from 'react';
import { palette } from '@/ui/palette';
import { PlainIcon } from '@/ui/plain/icon';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/**
 * The centred panel that frames the login and password screens. Plain markup: /login is the first visit of
 * most users and renders without antd (issue 9 bundle budget).
 */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '48px 16px 64px' }}>
      <div
        style={{
          boxSizing: 'border-box',
          width: '100%',
          maxWidth: 484,
          padding: 32,
          background: '#fff',
          borderRadius: palette.radiusLG,
          border: `1px solid ${palette.borderSecondary}`,
          boxShadow: '0 6px 24px rgba(15, 44, 77, 0.08)',
        }}
      >
        <div
          style={{
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 4,
            marginBottom: 24,
            textAlign: 'center',
          }}
        >
          <PlainIcon icon={SafetyCertificateOutlined} style={{ fontSize: 36, color: palette.primary }} />
          <h1 style={{ margin: '8px 0 0', fontSize: 24, fontWeight: 600, color: palette.text }}>{title}</h1>
          {subtitle ? <span style={{ color: palette.textSecondary }}>{subtitle}</span> : null}
        </div>
        {children}
      </div>
    </div>
  );
}

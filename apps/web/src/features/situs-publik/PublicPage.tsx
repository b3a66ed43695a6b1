import { Spin, Typography } from 'antd';
import type { ReactNode } from 'react';

interface PublicPageProps {
  title: string;
  subtitle?: ReactNode;
  extra?: ReactNode;
  loading?: boolean;
  /** Narrow column for reading (articles, pages). */
  narrow?: boolean;
  children?: ReactNode;
}

/** The frame of a public content screen: a centred column with its title. */
export function PublicPage({ title, subtitle, extra, loading, narrow, children }: PublicPageProps) {
  return (
    <div style={{ maxWidth: narrow ? 820 : 1100, margin: '0 auto', padding: '32px 16px 56px' }}>
      <Typography.Title level={1} style={{ fontSize: 30, marginTop: 0, marginBottom: subtitle ? 8 : 24 }}>
        {title}
      </Typography.Title>
      {subtitle ? (
        <Typography.Paragraph type="secondary" style={{ fontSize: 16, marginBottom: 24 }}>
          {subtitle}
        </Typography.Paragraph>
      ) : null}
      {extra}
      {loading ? (
        <div style={{ padding: 48, textAlign: 'center' }}>
          <Spin />
        </div>
      ) : (
        children
      )}
    </div>
  );
}

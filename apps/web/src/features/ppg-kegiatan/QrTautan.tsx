import { formatDateTime } from '@gratifikasi/domain';
import { Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { TautanPresensi } from './api';

/**
 * A window link as a hall sees it: its state, its QR code (faded unless open), its address to copy and its window.
 * The attendance link and the survey links of a session show the same way.
 */
export function QrTautan({
  tautan: p,
  alt,
  children,
}: {
  tautan: TautanPresensi;
  alt: string;
  children?: ReactNode;
}) {
  return (
    <Space orientation="vertical" align="center" style={{ width: '100%' }}>
      <Tag color={p.status === 'DIBUKA' ? 'green' : 'default'}>{p.status_label}</Tag>
      <img
        src={p.qr}
        alt={alt}
        style={{ width: 'min(100%, 420px)', opacity: p.status === 'DIBUKA' ? 1 : 0.35 }}
      />
      <Typography.Paragraph
        copyable={{ text: p.url }}
        style={{ wordBreak: 'break-all', textAlign: 'center' }}
      >
        <a href={p.url} target="_blank" rel="noopener noreferrer">
          {p.url}
        </a>
      </Typography.Paragraph>
      <Typography.Text type="secondary">
        {formatDateTime(p.mulai)} – {formatDateTime(p.selesai)}
        {p.ditutup_at ? ` · ditutup ${formatDateTime(p.ditutup_at)}` : ''}
      </Typography.Text>
      {children}
    </Space>
  );
}

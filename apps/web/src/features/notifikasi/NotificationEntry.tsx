import type { NotificationItem } from '@gratifikasi/domain';
import { formatDateTime } from '@gratifikasi/domain';
import { Badge, Flex, Typography } from 'antd';

interface NotificationEntryProps {
  item: NotificationItem;
  /** Lines of the message shown before it is cut (the bell keeps it short). */
  rows?: number;
}

/** One notice as a list row: title (bold while unread, with a dot), message and time. */
export function NotificationEntry({ item, rows = 3 }: NotificationEntryProps) {
  const unread = item.read_at === null;
  return (
    <Flex gap={10} align="flex-start" style={{ minWidth: 0, width: '100%' }}>
      <Badge status={unread ? 'processing' : 'default'} style={{ marginTop: 4 }} />
      <Flex vertical style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text strong={unread} type={unread ? undefined : 'secondary'}>
          {item.judul}
        </Typography.Text>
        <Typography.Paragraph
          type="secondary"
          ellipsis={{ rows }}
          style={{ marginBottom: 0, whiteSpace: 'pre-line' }}
        >
          {item.pesan}
        </Typography.Paragraph>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(item.created_at)}
          {unread ? ' · Belum dibaca' : ''}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}

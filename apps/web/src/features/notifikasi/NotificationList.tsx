import type { NotificationItem } from '@gratifikasi/domain';
import { Empty } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { NotificationEntry } from './NotificationEntry';

interface NotificationListProps {
  items: readonly NotificationItem[];
  onOpen: (item: NotificationItem) => void;
  empty: ReactNode;
  /** Lines of each message shown before it is cut. */
  rows?: number;
}

const rowStyle = (unread: boolean): CSSProperties => ({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  font: 'inherit',
  border: 'none',
  cursor: 'pointer',
  padding: '10px 12px',
  borderBottom: '1px solid #f0f0f0',
  background: unread ? '#f0f6ff' : 'transparent',
});

/** Notices as buttons to open; unread ones stand out. */
export function NotificationList({ items, onOpen, empty, rows }: NotificationListProps) {
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            data-unread={item.read_at === null}
            onClick={() => onOpen(item)}
            style={rowStyle(item.read_at === null)}
          >
            <NotificationEntry item={item} rows={rows} />
          </button>
        </li>
      ))}
    </ul>
  );
}

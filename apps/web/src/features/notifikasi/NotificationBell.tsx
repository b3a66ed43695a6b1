import { BellOutlined } from '@ant-design/icons';
import type { NotificationItem } from '@gratifikasi/domain';
import { Badge, Button, Popover } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import type { AreaNavEntry } from '@/ui/areaNav';
import { Spinner } from '@/ui/plain/controls';
import { useMarkAllRead, useNotificationBell } from './api';
import { BADGE_MAX, bellLabel } from './bellLabel';
import { NOTIFIKASI_SCREENS } from './screens';
import { useOpenNotification } from './useOpenNotification';

// The panel loads with the bell's first opening (the header of every area page carries only the bell).
const BellPanel = lazy(() => import('./BellPanel').then((m) => ({ default: m.BellPanel })));

interface NotificationBellProps {
  /** The area's menu entries: the bell shows only where one of them is a notification screen. */
  entries: readonly AreaNavEntry[];
}

/** The header's bell: unread count, the latest five notices, and the way to the area's notification screen. */
export function NotificationBell({ entries }: NotificationBellProps) {
  const screen = entries.find((entry) => Object.hasOwn(NOTIFIKASI_SCREENS, entry.name)) ?? null;
  const bell = useNotificationBell(screen !== null);
  const markAll = useMarkAllRead();
  const { open } = useOpenNotification();
  const navigate = useNavigate();
  const [visible, setVisible] = useState(false);

  if (!screen) return null;
  const unread = bell.data?.unread_count ?? 0;

  const choose = (item: NotificationItem) => {
    setVisible(false);
    void open(item);
  };

  const content = (
    <Suspense
      fallback={
        <div style={{ width: 340, maxWidth: '80vw', padding: 24, textAlign: 'center' }}>
          <Spinner label="Memuat notifikasi" />
        </div>
      }
    >
      <BellPanel
        unread={unread}
        items={bell.data?.items ?? []}
        pending={bell.isPending}
        marking={markAll.isPending}
        onMarkAll={() => markAll.mutate()}
        onOpen={choose}
        onSeeAll={() => {
          setVisible(false);
          navigate(screen.path);
        }}
      />
    </Suspense>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={visible}
      onOpenChange={setVisible}
      content={content}
      arrow={false}
    >
      <Button
        type="text"
        aria-label={bellLabel(unread)}
        icon={
          <Badge count={unread} size="small" overflowCount={BADGE_MAX}>
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
    </Popover>
  );
}

import { BellOutlined } from '@ant-design/icons';
import type { NotificationItem } from '@gratifikasi/domain';
import { Badge, Button, Flex, Popover, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AreaNavEntry } from '@/ui/areaNav';
import { useMarkAllRead, useNotificationBell } from './api';
import { BADGE_MAX, bellLabel } from './bellLabel';
import { NotificationList } from './NotificationList';
import { NOTIFIKASI_SCREENS } from './screens';
import { useOpenNotification } from './useOpenNotification';

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
  const items = bell.data?.items ?? [];

  const choose = (item: NotificationItem) => {
    setVisible(false);
    void open(item);
  };

  const content = (
    <Flex vertical style={{ width: 340, maxWidth: '80vw' }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 4 }}>
        <Typography.Text strong>Notifikasi</Typography.Text>
        <Button
          type="link"
          size="small"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
        >
          Tandai semua dibaca
        </Button>
      </Flex>
      {bell.isPending ? (
        <Spin style={{ padding: 24 }} />
      ) : (
        <NotificationList items={items} onOpen={choose} empty="Belum ada notifikasi" rows={2} />
      )}
      <Button
        type="link"
        block
        onClick={() => {
          setVisible(false);
          navigate(screen.path);
        }}
      >
        Lihat semua notifikasi
      </Button>
    </Flex>
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

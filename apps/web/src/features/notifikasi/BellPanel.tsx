import type { NotificationItem } from '@gratifikasi/domain';
import { Button, Flex, Spin, Typography } from 'antd';
import { NotificationList } from './NotificationList';

interface BellPanelProps {
  unread: number;
  items: readonly NotificationItem[];
  pending: boolean;
  marking: boolean;
  onMarkAll: () => void;
  onOpen: (item: NotificationItem) => void;
  onSeeAll: () => void;
}

/**
 * What the bell opens: the latest notices and the way to all of them. Downloaded with the first opening (its list
 * cuts long messages with antd's Typography), not with the area's home.
 */
export function BellPanel({ unread, items, pending, marking, onMarkAll, onOpen, onSeeAll }: BellPanelProps) {
  return (
    <Flex vertical style={{ width: 340, maxWidth: '80vw' }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 4 }}>
        <Typography.Text strong>Notifikasi</Typography.Text>
        <Button type="link" size="small" disabled={unread === 0} loading={marking} onClick={onMarkAll}>
          Tandai semua dibaca
        </Button>
      </Flex>
      {pending ? (
        <Spin style={{ padding: 24 }} />
      ) : (
        <NotificationList items={items} onOpen={onOpen} empty="Belum ada notifikasi" rows={2} />
      )}
      <Button type="link" block onClick={onSeeAll}>
        Lihat semua notifikasi
      </Button>
    </Flex>
  );
}

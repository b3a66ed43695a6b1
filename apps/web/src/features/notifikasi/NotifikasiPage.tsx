import { CheckOutlined } from '@ant-design/icons';
import { Button, Card, Pagination, Segmented, Spin } from 'antd';
import { notify } from '@/platform/notify';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { type NotificationParams, useMarkAllRead, useNotifications } from './api';
import { NotificationList } from './NotificationList';
import { useOpenNotification } from './useOpenNotification';

const FILTERS = [
  { label: 'Semua', value: 'semua' },
  { label: 'Belum dibaca', value: 'belum' },
];

/** Notifications of the signed-in user (individu, UPG and KPK areas share it): unread first in weight, newest first. */
export function NotifikasiPage() {
  const list = useListQuery('notifikasi');
  const unreadOnly = list.query.filters.unread === '1';
  const params: NotificationParams = {
    page: list.query.page,
    per_page: list.query.per_page,
    ...(unreadOnly ? { unread: '1' as const } : {}),
  };
  const notifications = useNotifications(params);
  const markAll = useMarkAllRead();
  const { open } = useOpenNotification();
  const data = notifications.data;
  const unreadCount = data?.unread_count ?? 0;

  const readAll = async () => {
    const result = await markAll.mutateAsync();
    notify.success(
      result.updated > 0 ? 'Semua notifikasi ditandai sudah dibaca' : 'Tidak ada notifikasi baru',
    );
  };

  return (
    <>
      <PageHeader
        title="Notifikasi"
        subtitle={data ? `${unreadCount} belum dibaca` : undefined}
        extra={
          <Button
            icon={<CheckOutlined />}
            onClick={() => readAll().catch(() => undefined)}
            loading={markAll.isPending}
            disabled={unreadCount === 0}
          >
            Tandai semua dibaca
          </Button>
        }
      />
      <Card>
        <Segmented
          options={FILTERS}
          value={unreadOnly ? 'belum' : 'semua'}
          onChange={(value) => list.setFilter('unread', value === 'belum' ? '1' : undefined)}
          style={{ marginBottom: 16 }}
        />
        <Spin spinning={notifications.isPending}>
          <NotificationList
            items={data?.items ?? []}
            onOpen={(item) => void open(item)}
            empty={unreadOnly ? 'Tidak ada notifikasi yang belum dibaca' : 'Belum ada notifikasi'}
          />
        </Spin>
        {data && data.total > 0 ? (
          <Pagination
            style={{ marginTop: 16, justifyContent: 'flex-end' }}
            current={data.page}
            pageSize={data.per_page}
            total={data.total}
            showSizeChanger
            showTotal={(total) => `${total} notifikasi`}
            onChange={(p, size) => list.setPage(p, size)}
          />
        ) : null}
      </Card>
    </>
  );
}

import type { NotificationItem } from '@gratifikasi/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useMarkRead } from './api';

/** Opening a notice marks it read (when it was not) and then goes to its `tautan`, an app path, if it has one. */
export function useOpenNotification() {
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const { mutateAsync } = markRead;
  const open = useCallback(
    async (item: NotificationItem) => {
      // A failed mark still lets the user reach the page; the list shows it unread next time.
      if (!item.read_at) await mutateAsync(item.id).catch(() => undefined);
      if (item.tautan?.startsWith('/')) navigate(item.tautan);
    },
    [mutateAsync, navigate],
  );
  return { open, pending: markRead.isPending };
}

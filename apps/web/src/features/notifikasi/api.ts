import type { NotificationItem, NotificationPage, NotificationReadAll } from '@gratifikasi/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

/** How often the bell asks for new notices (spec: every minute, and whenever the window regains focus). */
export const BELL_POLL_MS = 60_000;
/** How many notices the bell's dropdown shows. */
export const BELL_SIZE = 5;

export interface NotificationParams {
  page: number;
  per_page: number;
  unread?: '1';
}

const keys = {
  all: ['notification'] as const,
  list: (params: NotificationParams) => ['notification', 'list', params] as const,
  bell: ['notification', 'bell'] as const,
};

export async function fetchNotifications(params: NotificationParams): Promise<NotificationPage> {
  return (await api.get<NotificationPage>('notification', { params: { ...params } })).data;
}

export const notificationListQuery = (params: NotificationParams) =>
  queryOptions({
    queryKey: keys.list(params),
    queryFn: () => fetchNotifications(params),
    placeholderData: keepPreviousData,
  });

/** The notification screen's page. */
export function useNotifications(params: NotificationParams) {
  return useQuery(notificationListQuery(params));
}

/**
 * The bell's latest notices and unread count. A background poll: silent on failure and not counted as API
 * activity, so an open tab neither shows error toasts every minute nor keeps an idle session alive.
 */
export const bellQuery = () =>
  queryOptions({
    queryKey: keys.bell,
    queryFn: async () =>
      (
        await api.get<NotificationPage>('notification', {
          params: { page: 1, per_page: BELL_SIZE },
          silent: true,
          activity: false,
        })
      ).data,
    refetchInterval: BELL_POLL_MS,
    refetchOnWindowFocus: 'always',
    retry: false,
  });

export function useNotificationBell(enabled: boolean) {
  return useQuery({ ...bellQuery(), enabled });
}

export async function markNotificationRead(id: number): Promise<NotificationItem> {
  return (await api.post<NotificationItem>(`notification/${id}/read`)).data;
}

export async function markAllNotificationsRead(): Promise<NotificationReadAll> {
  return (await api.post<NotificationReadAll>('notification/read-all')).data;
}

/** Marking read refreshes the screen's list and the bell (they share the 'notification' key). */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

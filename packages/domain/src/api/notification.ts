import { z } from 'zod';
import { pageNumberSchema } from '../validation/input';

/** One in-app notification of the signed-in user (`GET notification`). */
export const notificationSchema = z.object({
  id: z.number().int(),
  judul: z.string(),
  pesan: z.string(),
  /** An app path to open, e.g. /individu/laporan-detail/12. */
  tautan: z.string().nullable(),
  entity: z.string().nullable(),
  entity_id: z.number().int().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

/** Query of `GET notification`: newest first, paged; `unread=1` keeps the unread ones only. */
export const notificationListQuerySchema = z.object({
  page: pageNumberSchema,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  unread: z.enum(['0', '1']).optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** A page of notifications with the caller's unread count (for the bell's badge). */
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  unread_count: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** Answer of `POST notification/read-all`: how many were marked and what remains unread (0). */
export const notificationReadAllSchema = z.object({
  updated: z.number().int(),
  unread_count: z.number().int(),
});
export type NotificationReadAll = z.infer<typeof notificationReadAllSchema>;

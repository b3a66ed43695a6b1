import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './access';

/** A stored file: where its bytes are (disk and key), what they are (checked by magic bytes) and who sent them. */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    disk: varchar('disk', { length: 20 }).notNull().default('local'),
    storage_key: varchar('storage_key', { length: 500 }).notNull(),
    original_name: varchar('original_name', { length: 255 }).notNull(),
    mime_type: varchar('mime_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('media_storage_key_unique').on(t.storage_key)],
);

/** Attaches a file to a record (e.g. laporan 12, collection 'lampiran'). */
export const mediables = pgTable(
  'mediables',
  {
    id: serial('id').primaryKey(),
    media_id: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    mediable_type: varchar('mediable_type', { length: 50 }).notNull(),
    mediable_id: integer('mediable_id').notNull(),
    collection: varchar('collection', { length: 50 }).notNull().default('default'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mediables_target_idx').on(t.mediable_type, t.mediable_id, t.collection)],
);

import { apiDateSchema, DATE_FLOOR } from '@gratifikasi/domain';
import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** Days a date picker does not offer: before 1900-01-01, which the API refuses. */
export const isBeforeFloor = (d: Dayjs): boolean => d.isBefore(dayjs(DATE_FLOOR), 'day');

/** The rule of a date picker's field: the day must pass the API's date schema (a real day, from 1900-01-01). */
export const apiDateRule: FormRule = {
  validator: async (_rule, value: Dayjs | null | undefined) => {
    if (!value) return;
    const result = apiDateSchema.safeParse(value.format('YYYY-MM-DD'));
    if (!result.success) throw new Error(result.error.issues[0]?.message ?? 'Tanggal tidak valid');
  },
};

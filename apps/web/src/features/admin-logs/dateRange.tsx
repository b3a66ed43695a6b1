import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { isBeforeFloor } from '@/ui/dateRules';

/** URL filter holding a day range as one value, `YYYY-MM-DD~YYYY-MM-DD` (one filter update, not two). */
export const RANGE_FILTER = 'tanggal';

/** List params with the range filter turned into the API's date_from/date_to. */
export function withDateRange(params: Record<string, string | number>): Record<string, string | number> {
  const { [RANGE_FILTER]: range, ...rest } = params;
  if (typeof range !== 'string') return rest;
  const [date_from, date_to] = range.split('~');
  return { ...rest, date_from, date_to };
}

export function DateRangeFilter({ value, onChange }: { value?: string; onChange: (v?: string) => void }) {
  const [from, to] = value?.split('~') ?? [];
  return (
    <DatePicker.RangePicker
      aria-label="Rentang tanggal"
      disabledDate={isBeforeFloor}
      format="DD/MM/YYYY"
      value={from && to ? [dayjs(from), dayjs(to)] : null}
      placeholder={['Dari tanggal', 'Sampai tanggal']}
      onChange={(dates) => {
        const [start, end] = dates ?? [];
        onChange(start && end ? `${start.format('YYYY-MM-DD')}~${end.format('YYYY-MM-DD')}` : undefined);
      }}
    />
  );
}

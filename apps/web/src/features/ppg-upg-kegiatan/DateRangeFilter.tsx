import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { ListQueryApi } from '@/ui/useListQuery';

/** tanggalAwal–tanggalAkhir of the saved filters: the events overlapping the range. */
export function DateRangeFilter({ list }: { list: ListQueryApi }) {
  const f = list.query.filters;
  return (
    <DatePicker.RangePicker
      aria-label="Rentang tanggal"
      format="DD-MM-YYYY"
      placeholder={['Tanggal awal', 'Tanggal akhir']}
      value={[f.tanggal_awal ? dayjs(f.tanggal_awal) : null, f.tanggal_akhir ? dayjs(f.tanggal_akhir) : null]}
      allowEmpty={[true, true]}
      onChange={(range) => {
        list.setFilter('tanggal_awal', range?.[0]?.format('YYYY-MM-DD'));
        list.setFilter('tanggal_akhir', range?.[1]?.format('YYYY-MM-DD'));
      }}
    />
  );
}

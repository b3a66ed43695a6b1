import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { isBeforeFloor } from '@/ui/dateRules';
import type { ListQueryApi } from '@/ui/useListQuery';
import { useMasterOptions } from './api';
import { KANAL_LABELS } from './display';

/** URL filter holding the date range as one value, `YYYY-MM-DD~YYYY-MM-DD` (one filter update, not two). */
export const RANGE_FILTER = 'rentang';

/** List params with the range filter turned into the API's tanggal_awal/tanggal_akhir. */
export function withDateRange(params: Record<string, string | number>): Record<string, string | number> {
  const { [RANGE_FILTER]: range, ...rest } = params;
  if (typeof range !== 'string') return rest;
  const [tanggal_awal, tanggal_akhir] = range.split('~');
  return tanggal_awal && tanggal_akhir ? { ...rest, tanggal_awal, tanggal_akhir } : rest;
}

const thisYear = new Date().getFullYear();
const YEARS = Array.from({ length: 8 }, (_, i) => thisYear - i);

/** Year and late filters every staff list has; a UPG's also filters on its own 10 HK. */
export function BasicFilters({ list, upg = false }: { list: ListQueryApi; upg?: boolean }) {
  const { filters } = list.query;
  return (
    <>
      <Select
        aria-label="Filter tahun"
        placeholder="Semua tahun"
        allowClear
        style={{ width: 140 }}
        value={filters.tahun}
        onChange={(v?: string) => list.setFilter('tahun', v)}
        options={YEARS.map((y) => ({ value: String(y), label: String(y) }))}
      />
      <Select
        aria-label="Filter keterlambatan"
        placeholder="Semua laporan"
        allowClear
        style={{ width: 170 }}
        value={filters.terlambat}
        onChange={(v?: string) => list.setFilter('terlambat', v)}
        options={[
          { value: '1', label: 'Terlambat' },
          { value: '0', label: 'Tepat waktu' },
        ]}
      />
      {upg ? (
        <Select
          aria-label="Filter keterlambatan ke UPG"
          placeholder="Semua (lapor ke UPG)"
          allowClear
          style={{ width: 200 }}
          value={filters.terlambat_upg}
          onChange={(v?: string) => list.setFilter('terlambat_upg', v)}
          options={[
            { value: '1', label: 'Terlambat ke UPG' },
            { value: '0', label: 'Tepat waktu ke UPG' },
          ]}
        />
      ) : null}
    </>
  );
}

/** The KPK list's filters: status, kanal, instansi, year, date range (submitted) and late. */
export function KpkFilters({ list }: { list: ListQueryApi }) {
  const { filters } = list.query;
  const statuses = useMasterOptions('status-laporan');
  const instansi = useMasterOptions('instansi/list-all');
  const [from, to] = filters[RANGE_FILTER]?.split('~') ?? [];
  return (
    <>
      <Select
        aria-label="Filter status"
        placeholder="Semua status"
        allowClear
        showSearch
        optionFilterProp="label"
        style={{ width: 200 }}
        value={filters.status}
        onChange={(v?: string) => list.setFilter('status', v)}
        options={(statuses.data ?? []).map((s) => ({ value: String(s.kode), label: String(s.nama) }))}
      />
      <Select
        aria-label="Filter kanal"
        placeholder="Semua kanal"
        allowClear
        style={{ width: 150 }}
        value={filters.kanal}
        onChange={(v?: string) => list.setFilter('kanal', v)}
        options={Object.entries(KANAL_LABELS).map(([value, label]) => ({ value, label }))}
      />
      <Select
        aria-label="Filter instansi"
        placeholder="Semua instansi"
        allowClear
        showSearch
        optionFilterProp="label"
        style={{ width: 240 }}
        value={filters.instansi_id}
        onChange={(v?: string) => list.setFilter('instansi_id', v)}
        options={(instansi.data ?? []).map((i) => ({ value: String(i.id), label: String(i.nama) }))}
      />
      <BasicFilters list={list} />
      <DatePicker.RangePicker
        aria-label="Rentang tanggal lapor"
        disabledDate={isBeforeFloor}
        format="DD-MM-YYYY"
        value={from && to ? [dayjs(from), dayjs(to)] : null}
        placeholder={['Dari tanggal', 'Sampai tanggal']}
        onChange={(dates) => {
          const [start, end] = dates ?? [];
          list.setFilter(
            RANGE_FILTER,
            start && end ? `${start.format('YYYY-MM-DD')}~${end.format('YYYY-MM-DD')}` : undefined,
          );
        }}
      />
    </>
  );
}

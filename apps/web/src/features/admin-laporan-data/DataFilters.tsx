import { LAPORAN_STATUSES } from '@gratifikasi/domain';
import { InputNumber, Select } from 'antd';
import type { ListQueryApi } from '@/ui/useListQuery';
import { useInstansiOptions } from './api';

const STATUS_OPTIONS = LAPORAN_STATUSES.map((s) => ({ value: s.kode, label: s.nama }));

/** The filters both admin data lists share: status, institution and the year reported. */
export function DataFilters({ list }: { list: ListQueryApi }) {
  const { filters } = list.query;
  const instansi = useInstansiOptions();
  return (
    <>
      <Select
        aria-label="Filter status"
        placeholder="Semua status"
        allowClear
        showSearch
        optionFilterProp="label"
        style={{ width: 220 }}
        value={filters.status}
        onChange={(v?: string) => list.setFilter('status', v)}
        options={STATUS_OPTIONS}
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
        options={(instansi.data ?? []).map((i) => ({ value: String(i.id), label: String(i.nama ?? i.id) }))}
      />
      <InputNumber
        aria-label="Filter tahun"
        placeholder="Tahun"
        min={2000}
        max={2100}
        controls={false}
        style={{ width: 100 }}
        value={filters.tahun ? Number(filters.tahun) : null}
        onChange={(v) => list.setFilter('tahun', v && v >= 2000 && v <= 2100 ? String(v) : undefined)}
      />
    </>
  );
}

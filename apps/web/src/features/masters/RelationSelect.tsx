import { Select } from 'antd';
import { type CSSProperties, useDeferredValue, useState } from 'react';
import { type MasterItem, type MasterParams, useMasterItem, useMasterOptions } from './api';

interface RelationSelectProps {
  /** Target master key. */
  master: string;
  labelField: string;
  value?: number | string | null;
  onChange?: (value: number | undefined) => void;
  /** Parent filter of a cascading dropdown (e.g. { provinsi_id: 11 }); empty parent → no choices yet. */
  parent?: { field: string; value: unknown } | null;
  placeholder?: string;
  /** Label of the current value when it is not among the loaded choices (e.g. the row's `labels`). */
  currentLabel?: string | null;
  id?: string;
  style?: CSSProperties;
  allowClear?: boolean;
  'aria-label'?: string;
}

/** A searchable dropdown of another master's rows, fed by GET /api/admin/masters/<target>?q=…. */
export function RelationSelect({
  master,
  labelField,
  value,
  onChange,
  parent,
  placeholder,
  currentLabel,
  id,
  style,
  allowClear = true,
  'aria-label': ariaLabel,
}: RelationSelectProps) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const waitingForParent =
    parent !== undefined &&
    parent !== null &&
    (parent.value === undefined || parent.value === null || parent.value === '');
  const params: MasterParams = {};
  if (q) params.q = q;
  if (parent && !waitingForParent) params[parent.field] = String(parent.value);
  const options = useMasterOptions(master, params, !waitingForParent);
  const labelOf = (row: MasterItem) => String(row[labelField] ?? row.id);
  const choices = (options.data?.items ?? []).map((row) => ({ value: row.id, label: labelOf(row) }));
  const numeric = value === null || value === undefined || value === '' ? undefined : Number(value);
  const missing = numeric !== undefined && !choices.some((c) => c.value === numeric);
  // A value from a shared link or an edited row may lie beyond the first page of choices: name it anyway.
  const selected = useMasterItem(master, missing && !currentLabel ? numeric : null);
  if (missing) {
    const label = currentLabel ?? (selected.data ? labelOf(selected.data) : '…');
    choices.unshift({ value: numeric, label });
  }

  return (
    <Select<number>
      id={id}
      aria-label={ariaLabel}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear={allowClear}
      value={numeric}
      onChange={(next) => {
        setSearch('');
        onChange?.(next ?? undefined);
      }}
      options={choices}
      loading={options.isFetching}
      disabled={waitingForParent}
      placeholder={placeholder}
      notFoundContent={options.isFetching ? 'Memuat…' : 'Tidak ada data'}
      style={style}
    />
  );
}

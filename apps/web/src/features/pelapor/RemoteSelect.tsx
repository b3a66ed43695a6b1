import { Select } from 'antd';
import { type CSSProperties, useMemo, useState } from 'react';
import { type ListParams, type Option, useOptions } from './api';

interface RemoteSelectProps {
  /** The dropdown GET, e.g. 'kota-kabupatens'. */
  path: string;
  /** Its filter, e.g. `{ provinsi_id: 3 }`; the select waits (disabled) while `ready` is false. */
  params?: ListParams;
  ready?: boolean;
  /** Searches on the server (`q`) instead of filtering the loaded page: for long lists. */
  remoteSearch?: boolean;
  /** The label of the current value, shown before (or without) the options loading it. */
  currentLabel?: string | null;
  placeholder: string;
  'aria-label': string;
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  allowClear?: boolean;
  style?: CSSProperties;
}

const labelOf = (o: Option) => String(o.nama ?? o.kode ?? o.id);

/** A select over one master dropdown GET, for the cascading region and organisation fields. */
export function RemoteSelect({
  path,
  params = {},
  ready = true,
  remoteSearch = false,
  currentLabel,
  value,
  onChange,
  allowClear = true,
  ...rest
}: RemoteSelectProps) {
  const [search, setSearch] = useState('');
  const query = remoteSearch && search ? { ...params, q: search } : params;
  const options = useOptions(path, query, ready);
  const choices = useMemo(() => {
    const list = (options.data ?? []).map((o) => ({ value: o.id, label: labelOf(o) }));
    if (value && currentLabel && !list.some((o) => o.value === value))
      list.unshift({ value, label: currentLabel });
    return list;
  }, [options.data, value, currentLabel]);

  return (
    <Select<number>
      {...rest}
      showSearch
      allowClear={allowClear}
      disabled={!ready}
      loading={options.isFetching}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={choices}
      filterOption={
        remoteSearch
          ? false
          : (input, option) =>
              String(option?.label ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
      }
      onSearch={remoteSearch ? setSearch : undefined}
      notFoundContent={options.isFetching ? 'Memuat…' : 'Tidak ada data'}
    />
  );
}

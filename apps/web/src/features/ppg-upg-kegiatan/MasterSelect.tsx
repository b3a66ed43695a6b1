import { Select } from 'antd';
import { type Params, useOptions } from './api';

interface MasterSelectProps {
  /** The dropdown GET, e.g. 'jenis-diseminasi'. */
  path: string;
  params?: Params;
  ready?: boolean;
  placeholder: string;
  'aria-label'?: string;
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  style?: React.CSSProperties;
}

/** A select over one master's live rows (by name, searchable). */
export function MasterSelect({
  path,
  params = {},
  ready = true,
  value,
  onChange,
  style,
  ...rest
}: MasterSelectProps) {
  const options = useOptions(path, params, ready);
  return (
    <Select<number>
      {...rest}
      style={style}
      showSearch
      allowClear
      disabled={!ready}
      loading={options.isFetching}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={(options.data ?? []).map((o) => ({ value: o.id, label: String(o.nama ?? o.kode ?? o.id) }))}
      optionFilterProp="label"
      notFoundContent={options.isFetching ? 'Memuat…' : 'Tidak ada data'}
    />
  );
}

interface MultiProps {
  path: string;
  placeholder: string;
  'aria-label'?: string;
  value: number[];
  onChange: (value: number[]) => void;
  style?: React.CSSProperties;
}

/** Several rows of one master (the "levelJabatanPesertas (list)" filter). */
export function MasterMultiSelect({ path, value, onChange, style, ...rest }: MultiProps) {
  const options = useOptions(path);
  return (
    <Select<number[]>
      {...rest}
      mode="multiple"
      allowClear
      maxTagCount="responsive"
      style={style}
      value={value}
      onChange={onChange}
      loading={options.isFetching}
      options={(options.data ?? []).map((o) => ({ value: o.id, label: String(o.nama ?? o.kode ?? o.id) }))}
      optionFilterProp="label"
    />
  );
}

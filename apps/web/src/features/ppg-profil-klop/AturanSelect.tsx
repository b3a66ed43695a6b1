import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useAturanPilihan } from './api';

interface AturanSelectProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The rule the profile names now, shown even when a search leaves it out of the options. */
  current: { id: number; nama: string } | null;
}

/**
 * The profile's internal rule (tahap "Aturan Internal"): the institution's own rules, then those binding every
 * institution, searched on the server as the UPG types.
 */
export function AturanSelect({ id, value, onChange, current }: AturanSelectProps) {
  const [search, setSearch] = useState('');
  const rules = useAturanPilihan(useDeferredValue(search.trim()));
  const options = (rules.data ?? []).map((r) => ({
    value: r.id,
    label: `${r.kode} — ${r.nama}${r.milik_instansi ? '' : ' (berlaku umum)'}`,
  }));
  if (current && !options.some((o) => o.value === current.id)) {
    options.unshift({ value: current.id, label: current.nama });
  }
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      placeholder="Cari kode atau judul aturan internal"
      loading={rules.isFetching}
      value={value ?? undefined}
      onChange={(picked) => onChange?.(picked ?? null)}
      options={options}
      notFoundContent={rules.isFetching ? 'Memuat…' : 'Tidak ada aturan internal yang cocok'}
    />
  );
}

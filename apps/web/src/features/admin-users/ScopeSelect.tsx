import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { type ScopeType, useScopeOptions } from './api';

interface ScopeSelectProps {
  type: ScopeType | null;
  value: { id: number; name: string } | null;
  onChange: (value: { id: number; name: string } | null) => void;
}

/** A searchable dropdown of the rows of the chosen scope type's master (instansi, UPG or unit kerja). */
export function ScopeSelect({ type, value, onChange }: ScopeSelectProps) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const options = useScopeOptions(type, q);
  const choices = (options.data ?? []).map((row) => ({
    value: row.id,
    label: row.kode ? `${row.nama} (${row.kode})` : row.nama,
    name: row.nama,
  }));
  // The saved scope may lie beyond the first page of choices: name it anyway.
  if (value && !choices.some((c) => c.value === value.id)) {
    choices.unshift({ value: value.id, label: value.name, name: value.name });
  }
  return (
    <Select<number>
      aria-label="Lingkup"
      style={{ width: 260 }}
      placeholder={type ? 'Cari dan pilih lingkup' : 'Pilih jenis lingkup dahulu'}
      disabled={type === null}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      value={value?.id}
      loading={options.isFetching}
      notFoundContent={options.isFetching ? 'Memuat…' : 'Tidak ada data'}
      options={choices}
      onChange={(id) => {
        setSearch('');
        const picked = choices.find((c) => c.value === id);
        onChange(picked ? { id: picked.value, name: picked.name } : null);
      }}
    />
  );
}

import { Select } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useInbox } from '../api';

export interface PickedLaporan {
  id: number;
  label: string;
}

interface LaporanPickerProps {
  value?: PickedLaporan | null;
  onChange?: (value: PickedLaporan | null) => void;
  id?: string;
}

const digits = /^\d{1,10}$/;

/**
 * Finds a report in process by its number or reporter (the inbox search over every open report an administrator
 * reaches), or by its id typed as a number.
 */
export function LaporanPicker({ value, onChange, id }: LaporanPickerProps) {
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const found = useInbox({ tab: 'proses', per_page: 20, ...(q ? { q } : {}) });
  const options = useMemo(() => {
    const rows = (found.data?.items ?? []).map((row) => ({
      value: row.id,
      label: `${row.nosig ?? `Laporan #${row.id}`} — ${row.pelapor_nama ?? '-'} (${row.step})`,
      nosig: row.nosig ?? `Laporan #${row.id}`,
    }));
    if (digits.test(q) && !rows.some((row) => row.value === Number(q))) {
      rows.unshift({ value: Number(q), label: `ID laporan ${q}`, nosig: `Laporan #${q}` });
    }
    // The report chosen stays named while the search lists others.
    if (value && !rows.some((row) => row.value === value.id)) {
      rows.push({ value: value.id, label: value.label, nosig: value.label });
    }
    return rows;
  }, [found.data, q, value]);

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      placeholder="Cari nomor laporan, nama pelapor, atau ketik ID laporan"
      loading={found.isFetching}
      value={value?.id}
      options={options}
      notFoundContent={found.isFetching ? 'Mencari…' : 'Tidak ada laporan dalam proses yang cocok'}
      onChange={(picked?: number) => {
        const option = options.find((o) => o.value === picked);
        onChange?.(option ? { id: option.value, label: option.nosig } : null);
      }}
    />
  );
}

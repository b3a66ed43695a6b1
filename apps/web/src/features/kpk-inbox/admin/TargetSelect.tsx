import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { type BebanJenis, useBeban, useUsersWithRole } from '../api';

interface TargetSelectProps {
  jenis: BebanJenis;
  value?: number;
  onChange?: (id: number, nama: string) => void;
  id?: string;
}

/** The active members of role anggota_tim, searched by name through the admin user list. */
function AnggotaSelect({ value, onChange, id }: Omit<TargetSelectProps, 'jenis'>) {
  const [search, setSearch] = useState('');
  const users = useUsersWithRole('anggota_tim', useDeferredValue(search.trim()));
  const options = (users.data ?? []).map((u) => ({ value: u.id, label: `${u.name} (${u.username})` }));
  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      placeholder="Cari nama anggota tim"
      loading={users.isFetching}
      value={value}
      options={options}
      notFoundContent="Tidak ada anggota tim yang cocok"
      onChange={(picked: number) => onChange?.(picked, options.find((o) => o.value === picked)?.label ?? '')}
    />
  );
}

/** The active groups with their open load. */
function GrupSelect({ value, onChange, id }: Omit<TargetSelectProps, 'jenis'>) {
  const groups = useBeban('grup');
  const options = (groups.data ?? []).map((g) => ({
    value: g.id,
    label: `${g.nama} (${g.beban} laporan aktif)`,
    nama: g.nama,
  }));
  return (
    <Select
      id={id}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder="Pilih grup"
      loading={groups.isFetching}
      value={value}
      options={options}
      notFoundContent="Belum ada grup aktif"
      onChange={(picked: number) => onChange?.(picked, options.find((o) => o.value === picked)?.nama ?? '')}
    />
  );
}

/** Where reports are reassigned to: another member, or another group. */
export function TargetSelect({ jenis, ...props }: TargetSelectProps) {
  return jenis === 'grup' ? <GrupSelect {...props} /> : <AnggotaSelect {...props} />;
}

import {
  INDONESIAN_MONTHS,
  KANAL_LAPORAN,
  type ReportFilterKey,
  RISK_BANDS,
  yearOptions,
} from '@gratifikasi/domain';
import { Input, Select } from 'antd';
import { useState } from 'react';
import { useFilterOptions } from './api';

/** The dropdown path of each master-backed filter. */
const MASTER_PATH: Partial<Record<ReportFilterKey, { path: string; label: string; value?: 'kode' }>> = {
  instansi_id: { path: 'instansi/list-all', label: 'Instansi' },
  unit_kerja_id: { path: 'unitkerja', label: 'Unit Kerja' },
  provinsi_id: { path: 'provinsis', label: 'Provinsi' },
  status: { path: 'status-laporan', label: 'Status', value: 'kode' },
  bidang_instansi: { path: 'bidangs', label: 'Bidang Instansi' },
};

/** The yes/no filters of the institution reports (spec §3's agency profile and activity filter sets). */
const YA_TIDAK: Partial<Record<ReportFilterKey, string>> = {
  pernah_lapor: 'Pernah Lapor',
  memiliki_akun: 'Memiliki Akun',
  sk_upg: 'SK UPG',
  instansi_target: 'Instansi Target',
  aturan_internal: 'Aturan Internal',
};

function MasterFilter({
  field,
  value,
  onChange,
}: {
  field: ReportFilterKey;
  value?: string;
  onChange: (v?: string) => void;
}) {
  const spec = MASTER_PATH[field]!;
  const [q, setQ] = useState('');
  const options = useFilterOptions(spec.path, q);
  return (
    <Select
      allowClear
      showSearch
      filterOption={false}
      onSearch={setQ}
      placeholder={spec.label}
      aria-label={spec.label}
      style={{ minWidth: 220 }}
      loading={options.isFetching}
      value={value}
      onChange={(v) => onChange(v === undefined ? undefined : String(v))}
      options={(options.data ?? []).map((o) => ({
        value: spec.value === 'kode' ? String(o.kode) : String(o.id),
        label: o.nama,
      }))}
    />
  );
}

interface Props {
  filters: readonly ReportFilterKey[];
  values: Record<string, string>;
  onChange: (field: string, value?: string) => void;
}

/** One control per filter the report takes; each change goes to the URL (shareable, and saved sets restore it). */
export function ReportFilters({ filters, values, onChange }: Props) {
  return (
    <>
      {filters.map((field) => {
        const value = values[field];
        if (field === 'tahun') {
          return (
            <Select
              key={field}
              allowClear
              placeholder="Tahun"
              aria-label="Tahun"
              style={{ width: 110 }}
              value={value}
              onChange={(v) => onChange(field, v)}
              options={yearOptions().map((y) => ({ value: String(y.value), label: String(y.value) }))}
            />
          );
        }
        if (field === 'bulan') {
          return (
            <Select
              key={field}
              allowClear
              placeholder="Bulan"
              aria-label="Bulan"
              style={{ width: 140 }}
              value={value}
              onChange={(v) => onChange(field, v)}
              options={INDONESIAN_MONTHS.map((m, i) => ({ value: String(i + 1), label: m }))}
            />
          );
        }
        if (field === 'triwulan') {
          return (
            <Select
              key={field}
              allowClear
              placeholder="Triwulan"
              aria-label="Triwulan"
              style={{ width: 130 }}
              value={value}
              onChange={(v) => onChange(field, v)}
              options={['I', 'II', 'III', 'IV'].map((t, i) => ({
                value: String(i + 1),
                label: `Triwulan ${t}`,
              }))}
            />
          );
        }
        if (field === 'kanal') {
          return (
            <Select
              key={field}
              allowClear
              placeholder="Kanal"
              aria-label="Kanal"
              style={{ width: 150 }}
              value={value}
              onChange={(v) => onChange(field, v)}
              options={KANAL_LAPORAN.map((k) => ({ value: k, label: k.replace('_', ' ') }))}
            />
          );
        }
        if (field === 'band_risiko') {
          return (
            <Select
              key={field}
              allowClear
              placeholder="Pita risiko"
              aria-label="Pita risiko"
              style={{ width: 160 }}
              value={value}
              onChange={(v) => onChange(field, v)}
              options={RISK_BANDS.map((b) => ({ value: b, label: b }))}
            />
          );
        }
        const yaTidak = YA_TIDAK[field];
        if (yaTidak) {
          return (
            <Select
              key={field}
              allowClear
              placeholder={yaTidak}
              aria-label={yaTidak}
              style={{ width: 160 }}
              value={value}
              onChange={(v) => onChange(field, v)}
              options={[
                { value: 'ya', label: `${yaTidak}: Ya` },
                { value: 'tidak', label: `${yaTidak}: Tidak` },
              ]}
            />
          );
        }
        if (field === 'nama_instansi') {
          return (
            <Input.Search
              key={field}
              allowClear
              placeholder="Nama instansi"
              aria-label="Nama instansi"
              style={{ width: 240 }}
              defaultValue={value}
              onSearch={(v) => onChange(field, v || undefined)}
            />
          );
        }
        if (field === 'q') {
          return (
            <Input.Search
              key={field}
              allowClear
              placeholder="Cari nomor, pelapor, pemberi"
              aria-label="Cari"
              style={{ width: 260 }}
              defaultValue={value}
              onSearch={(v) => onChange(field, v || undefined)}
            />
          );
        }
        return <MasterFilter key={field} field={field} value={value} onChange={(v) => onChange(field, v)} />;
      })}
    </>
  );
}

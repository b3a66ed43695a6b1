import { laporanSaveSchema } from '@gratifikasi/domain';
import { Alert, Form, type FormInstance, Select } from 'antd';
import { useEffect, useState } from 'react';
import { zodField } from '@/ui/zodRule';
import { usePelaporOptions } from '../api';
import { InfoList, text } from '../display';
import type { LaporanFormValues } from './model';

interface StepPelaporProps {
  form: FormInstance<LaporanFormValues>;
  pelaporPath: string;
  /** The name shown for a saved report's pelapor before the choices load. */
  savedName?: string;
}

/** Step 1: the pelapor profile the report is filed for (server search for staff with many profiles). */
export function StepPelapor({ form, pelaporPath, savedName }: StepPelaporProps) {
  const [q, setQ] = useState('');
  const options = usePelaporOptions(pelaporPath, q);
  const chosenId = Form.useWatch('pelapor_id', form);
  const items = options.data ?? [];
  const chosen = items.find((p) => p.id === chosenId);

  // A reporter with a single profile has nothing to choose.
  useEffect(() => {
    const only = options.data?.[0];
    if (options.data?.length === 1 && only && !q && form.getFieldValue('pelapor_id') === undefined) {
      form.setFieldValue('pelapor_id', only.id);
    }
  }, [options.data, q, form]);

  const selectOptions = items.map((p) => ({
    value: p.id,
    label: `${p.nama}${p.nik ? ` — ${p.nik}` : ''}`,
  }));
  if (chosenId && !chosen && savedName) selectOptions.unshift({ value: chosenId, label: savedName });

  return (
    <>
      <Form.Item
        name="pelapor_id"
        required
        label="Pelapor"
        rules={[zodField(laporanSaveSchema, 'pelapor_id')]}
        extra="Pilih profil pelapor yang menerima gratifikasi."
      >
        <Select
          showSearch
          placeholder="Cari nama atau NIK pelapor"
          filterOption={false}
          onSearch={setQ}
          loading={options.isFetching}
          options={selectOptions}
          notFoundContent={options.isFetching ? 'Memuat…' : 'Tidak ada pelapor'}
        />
      </Form.Item>
      {!options.isFetching && items.length === 0 && !q ? (
        <Alert
          type="warning"
          showIcon
          title="Belum ada profil pelapor. Lengkapi data pelapor terlebih dahulu pada menu Pelapor."
        />
      ) : null}
      {chosen ? (
        <InfoList
          title="Data Pelapor"
          items={[
            ['Nama', chosen.nama],
            ['NIK', text(chosen.nik)],
            ['Instansi', text(chosen.instansi_nama)],
            ['Unit Kerja', text(chosen.unit_kerja_nama)],
            ['Jabatan', text(chosen.jabatan)],
            ['Email', text(chosen.email)],
          ]}
        />
      ) : null}
    </>
  );
}

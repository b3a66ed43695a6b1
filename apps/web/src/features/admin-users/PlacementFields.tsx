import { Form, type FormInstance, Select } from 'antd';
import { type AdminUser, useGrupOptions, useTimOptions } from './api';

export const PLACEMENT_HELP =
  'Penempatan pegawai KPK: menentukan laporan yang dapat diproses (grup untuk Group Head, tim untuk Ketua Tim dan Anggota Tim)';

export interface PlacementValues {
  grup_id?: number | null;
  tim_id?: number | null;
}

type Current = Pick<AdminUser, 'grup_id' | 'grup_nama' | 'tim_id' | 'tim_nama'>;

/** Choices with the stored value named even when it is no longer offered (an inactive grup or tim). */
function withCurrent(
  choices: { value: number; label: string }[],
  id: number | null | undefined,
  storedId: number | null | undefined,
  storedName: string | null | undefined,
) {
  if (id == null || choices.some((c) => c.value === id) || id !== storedId || !storedName) return choices;
  return [{ value: id, label: storedName }, ...choices];
}

/**
 * "Grup" and "Tim" of a KPK staff member, inside a user form whose fields are `grup_id` and `tim_id`. The tim
 * list follows the chosen grup; a tim picked first fills in its grup (the server does the same).
 */
export function PlacementFields({ form, current }: { form: FormInstance; current?: Current }) {
  const grupId = (Form.useWatch('grup_id', form) as number | null | undefined) ?? null;
  const timId = Form.useWatch('tim_id', form) as number | null | undefined;
  const grups = useGrupOptions();
  const tims = useTimOptions(grupId);
  const grupChoices = withCurrent(
    (grups.data ?? []).map((g) => ({ value: g.id, label: g.nama })),
    grupId,
    current?.grup_id,
    current?.grup_nama,
  );
  const timChoices = withCurrent(
    (tims.data ?? []).map((t) => ({ value: t.id, label: t.nama })),
    timId,
    current?.tim_id,
    current?.tim_nama,
  );

  return (
    <>
      <Form.Item name="grup_id" label="Grup">
        <Select<number>
          aria-label="Grup"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="Belum ditempatkan"
          loading={grups.isFetching}
          options={grupChoices}
          // A team belongs to one group: a new group leaves no team chosen.
          onChange={() => form.setFieldValue('tim_id', null)}
        />
      </Form.Item>
      <Form.Item name="tim_id" label="Tim" extra={PLACEMENT_HELP}>
        <Select<number>
          aria-label="Tim"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={grupId === null ? 'Pilih tim (grup ikut terisi)' : 'Tanpa tim'}
          loading={tims.isFetching}
          notFoundContent={tims.isFetching ? 'Memuat…' : 'Tidak ada tim'}
          options={timChoices}
          onChange={(id?: number) => {
            const tim = tims.data?.find((t) => t.id === id);
            if (tim && grupId === null) form.setFieldValue('grup_id', tim.grup_id);
          }}
        />
      </Form.Item>
    </>
  );
}

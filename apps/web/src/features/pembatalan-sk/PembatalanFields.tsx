import { pembatalanCreateSchema } from '@gratifikasi/domain';
import { Form, Input, Select } from 'antd';
import { zodField } from '@/ui/zodRule';
import { useLangkahKembali } from './api';

/**
 * The fields a cancellation carries besides its report: the step of the report's own process it goes back to (only
 * steps from which the SK is signed and numbered again) and the reason.
 */
export function PembatalanFields({ proses }: { proses: { kode: string; versi: number } | null }) {
  const langkah = useLangkahKembali(proses);
  return (
    <>
      <Form.Item
        name="kembali_ke"
        label="Kembali ke langkah"
        extra="Setelah disetujui, laporan dipindahkan ke langkah ini dan SK ditetapkan serta diberi nomor kembali."
        rules={[zodField(pembatalanCreateSchema, 'kembali_ke')]}
      >
        <Select
          placeholder={proses ? 'Pilih langkah' : 'Pilih laporan terlebih dahulu'}
          disabled={!proses}
          loading={langkah.isFetching}
          showSearch={{ optionFilterProp: 'label' }}
          options={(langkah.data ?? []).map((l) => ({ value: l.kode, label: l.nama }))}
        />
      </Form.Item>
      <Form.Item name="alasan" label="Alasan pembatalan" rules={[zodField(pembatalanCreateSchema, 'alasan')]}>
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
    </>
  );
}

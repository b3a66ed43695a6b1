import { formatDate, formatRupiah, laporanSaveSchema } from '@gratifikasi/domain';
import { Alert, Checkbox, Empty, Form, Input, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { zodField } from '@/ui/zodRule';
import { useChecklist, useMasterOptions } from '../api';
import { InfoList, text } from '../display';
import type { LaporanFormValues, RincianRow } from './model';
import { totalRupiah } from './StepRincian';

/** Step 4: the chronology, in the reporter's words. */
export function StepKronologi() {
  return (
    <Form.Item
      name="kronologi"
      required
      label="Kronologi Penerimaan"
      rules={[zodField(laporanSaveSchema, 'kronologi')]}
      extra="Ceritakan kapan, di mana, bagaimana, dan dalam rangka apa gratifikasi diberikan (minimal 20 karakter)."
    >
      <Input.TextArea rows={8} maxLength={10000} showCount />
    </Form.Item>
  );
}

function Summary() {
  const form = Form.useFormInstance<LaporanFormValues>();
  const values = Form.useWatch((v: LaporanFormValues) => v, form) ?? {};
  const peristiwa = useMasterOptions('jenis-peristiwa');
  const rows: RincianRow[] = values.rincian ?? [];
  const { total, complete } = totalRupiah(rows);
  const tanggal = values.tanggal_penerimaan as Dayjs | null | undefined;
  return (
    <InfoList
      title="Ringkasan Laporan"
      items={[
        [
          'Jenis Peristiwa',
          text(peristiwa.data?.find((p) => p.id === values.jenis_peristiwa_id)?.nama as string),
        ],
        ['Tanggal Penerimaan', tanggal ? formatDate(tanggal.format('YYYY-MM-DD')) : '-'],
        ['Tempat Penerimaan', text(values.tempat_penerimaan)],
        ['Pemberi', text(values.nama_pemberi)],
        ['Jumlah Rincian', `${rows.length} objek`],
        ['Total Nilai', `${formatRupiah(total)}${complete ? '' : ' (sementara)'}`],
        ['Lampiran', `${values.lampiran?.length ?? 0} berkas`],
      ]}
    />
  );
}

/** Step 6: the completeness checklist of the chosen event kind, the statement of truth and a summary. */
export function StepKelengkapan() {
  const form = Form.useFormInstance<LaporanFormValues>();
  const jenisPeristiwaId = Form.useWatch('jenis_peristiwa_id', form);
  const checklist = useChecklist(jenisPeristiwaId);
  const items = checklist.data ?? [];

  return (
    <>
      <Typography.Title level={5}>Kelengkapan Dokumen</Typography.Title>
      {!jenisPeristiwaId ? (
        <Alert
          type="info"
          showIcon
          title="Pilih jenis peristiwa pada langkah Peristiwa untuk melihat daftar kelengkapan."
        />
      ) : items.length === 0 && !checklist.isLoading ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="Tidak ada daftar kelengkapan untuk jenis peristiwa ini"
        />
      ) : (
        <Form.Item name="checklist">
          <Checkbox.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
            options={items.map((c) => ({
              value: c.id,
              label: `${c.labels?.checklist_kelengkapan_id ?? `Kelengkapan ${c.checklist_kelengkapan_id}`}${c.is_wajib ? ' (wajib)' : ''}`,
            }))}
          />
        </Form.Item>
      )}
      <Summary />
      <Form.Item
        name="pernyataan_benar"
        valuePropName="checked"
        rules={[zodField(laporanSaveSchema, 'pernyataan_benar')]}
      >
        <Checkbox>
          Saya menyatakan bahwa keterangan yang saya sampaikan dalam laporan ini adalah benar dan dapat
          dipertanggungjawabkan.
        </Checkbox>
      </Form.Item>
    </>
  );
}

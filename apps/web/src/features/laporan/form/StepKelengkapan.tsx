import { formatDate, formatRupiah, laporanSaveSchema } from '@gratifikasi/domain';
import { Alert, Checkbox, Empty, Form, Input, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { zodField } from '@/ui/zodRule';
import { type ChecklistItem, useChecklist, useMasterOptions } from '../api';
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

const checklistLabel = (c: ChecklistItem): string =>
  c.labels?.checklist_kelengkapan_id ?? `Kelengkapan ${c.checklist_kelengkapan_id}`;

/**
 * The documents the KPK needs for verification (`is_wajib`) not ticked yet. Not a gate: a report must reach the KPK
 * within its deadline whatever is missing, and an incomplete one is completed on the KPK's request (f3g, DOMAIN
 * "The report's path"); the reporter is told what will be asked of them.
 */
function BelumDilampirkan({ items }: { items: readonly ChecklistItem[] }) {
  const form = Form.useFormInstance<LaporanFormValues>();
  const ticked: readonly number[] = Form.useWatch('checklist', form) ?? [];
  const missing = items.filter((c) => c.is_wajib && !ticked.includes(c.id));
  if (missing.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title="Dokumen yang diperlukan untuk verifikasi belum dilampirkan"
      description={`${missing.map(checklistLabel).join(', ')}. Laporan tetap dapat dikirim; KPK akan meminta Anda melengkapinya.`}
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
        <>
          <Typography.Paragraph type="secondary">
            Centang dokumen yang Anda lampirkan. Laporan tetap dapat dikirim tanpa dokumen yang belum ada; KPK
            dapat meminta Anda melengkapinya kemudian.
          </Typography.Paragraph>
          <Form.Item name="checklist">
            <Checkbox.Group
              style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
              options={items.map((c) => ({ value: c.id, label: checklistLabel(c) }))}
            />
          </Form.Item>
          <BelumDilampirkan items={items} />
        </>
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

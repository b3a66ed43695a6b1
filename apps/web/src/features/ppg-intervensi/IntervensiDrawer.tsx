import { type IntervensiDetail, JENIS_INTERVENSI, STATUS_INTERVENSI } from '@gratifikasi/domain';
import {
  Alert,
  Button,
  DatePicker,
  Descriptions,
  Drawer,
  Form,
  Input,
  Select,
  Skeleton,
  Space,
  Tag,
} from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { isConflict, showFieldErrors } from '@/features/ppg-upg-kegiatan/fieldErrors';
import { notify } from '@/platform/notify';
import { useIntervensi, useRekomendasi, useSimpanIntervensi } from './api';
import { STATUS_COLOUR, type Subjek } from './model';
import { TindakLanjutPanel } from './TindakLanjutPanel';

interface Values {
  tanggal: Dayjs;
  jenis: string;
  rekomendasi_intervensi_id: number;
  catatan?: string | null;
  status: 'DIRENCANAKAN' | 'BERJALAN';
}

const required = (message: string) => ({ required: true, message });

/** The intervention form: a new one for a proposal, or the change of an open one. */
function IntervensiForm({
  detail,
  initial,
  onSubmit,
  saving,
  label,
}: {
  detail?: IntervensiDetail;
  initial: Partial<Values>;
  onSubmit: (v: Values) => Promise<void>;
  saving: boolean;
  label: string;
}) {
  const [form] = Form.useForm<Values>();
  const rekomendasi = useRekomendasi();
  const [stale, setStale] = useState(false);
  const submit = async (v: Values) => {
    try {
      await onSubmit(v);
    } catch (error) {
      if (isConflict(error)) setStale(true);
      showFieldErrors(form, error);
    }
  };
  return (
    <Form
      name="intervensi"
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={initial}
      disabled={saving}
    >
      {stale ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={
            detail
              ? 'Intervensi ini telah diubah atau ditutup pengguna lain. Tutup lalu buka kembali untuk memuat data terbaru.'
              : 'Instansi ini sudah memiliki intervensi tahun ini yang belum ditutup.'
          }
        />
      ) : null}
      <Form.Item name="tanggal" label="Tanggal intervensi" rules={[required('Tanggal wajib diisi')]}>
        <DatePicker format="DD-MM-YYYY" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="jenis" label="Jenis intervensi" rules={[required('Jenis intervensi wajib dipilih')]}>
        <Select options={Object.entries(JENIS_INTERVENSI).map(([value, l]) => ({ value, label: l }))} />
      </Form.Item>
      <Form.Item
        name="rekomendasi_intervensi_id"
        label="Rekomendasi"
        rules={[required('Rekomendasi intervensi wajib dipilih')]}
      >
        <Select
          loading={rekomendasi.isFetching}
          options={(rekomendasi.data ?? []).map((r) => ({
            value: r.id,
            label: r.kriteria ? `${r.nama} (${r.kriteria})` : r.nama,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="catatan"
        label="Catatan"
        rules={[{ max: 5000, message: 'Catatan maksimal 5000 karakter' }]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="status" label="Status" rules={[required('Status wajib dipilih')]}>
        <Select
          options={(['DIRENCANAKAN', 'BERJALAN'] as const).map((s) => ({
            value: s,
            label: STATUS_INTERVENSI[s],
          }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {label}
      </Button>
    </Form>
  );
}

interface IntervensiDrawerProps {
  subjek: Subjek;
  onClose: () => void;
}

/** Records an intervention for a proposal, or shows a recorded one with its follow-up (read-only once closed). */
export function IntervensiDrawer({ subjek, onClose }: IntervensiDrawerProps) {
  const id = subjek?.kind === 'ada' ? subjek.id : null;
  const detail = useIntervensi(id);
  const simpan = useSimpanIntervensi(id ?? undefined);
  const d = detail.data;

  const baru = subjek?.kind === 'baru' ? subjek.usulan : null;
  const title = baru
    ? `Catat Intervensi: ${baru.instansi.nama}`
    : d
      ? `Intervensi: ${d.instansi.nama}`
      : 'Intervensi';
  const payload = (v: Values) => ({
    tanggal: v.tanggal.format('YYYY-MM-DD'),
    jenis: v.jenis as keyof typeof JENIS_INTERVENSI,
    rekomendasi_intervensi_id: v.rekomendasi_intervensi_id,
    catatan: v.catatan ?? null,
    status: v.status,
  });

  return (
    <Drawer open={subjek !== null} onClose={onClose} title={title} width={640} destroyOnHidden>
      {baru ? (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Alert type="info" showIcon message={baru.alasan} description={`Tahun penilaian ${baru.tahun}`} />
          <IntervensiForm
            label="Catat Intervensi"
            saving={simpan.isPending}
            initial={{
              tanggal: dayjs(),
              jenis: 'PENDAMPINGAN',
              status: 'DIRENCANAKAN',
              ...(baru.rekomendasi ? { rekomendasi_intervensi_id: baru.rekomendasi.id } : {}),
            }}
            onSubmit={async (v) => {
              await simpan.mutateAsync({ ...payload(v), instansi_id: baru.instansi.id, tahun: baru.tahun });
              notify.success('Intervensi berhasil dicatat');
              onClose();
            }}
          />
        </Space>
      ) : detail.isError ? (
        <Alert type="error" showIcon message="Intervensi tidak dapat dimuat." />
      ) : !d ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label="Status">
              <Tag color={STATUS_COLOUR[d.status]}>{STATUS_INTERVENSI[d.status]}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="Tahun">{d.tahun}</Descriptions.Item>
            <Descriptions.Item label="Alasan">{d.alasan}</Descriptions.Item>
            <Descriptions.Item label="Kriteria">{d.kriteria?.nama ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Dicatat oleh">{d.dicatat_oleh ?? '-'}</Descriptions.Item>
          </Descriptions>
          {d.status === 'SELESAI' ? (
            <Alert type="success" showIcon message="Intervensi telah ditutup dan tidak dapat diubah lagi." />
          ) : (
            <IntervensiForm
              key={`${d.id}-${d.revisi}`}
              detail={d}
              label="Simpan Perubahan"
              saving={simpan.isPending}
              initial={{
                tanggal: dayjs(d.tanggal),
                jenis: d.jenis,
                rekomendasi_intervensi_id: d.rekomendasi.id,
                catatan: d.catatan,
                status: d.status as Values['status'],
              }}
              onSubmit={async (v) => {
                await simpan.mutateAsync({ ...payload(v), revisi: d.revisi });
                notify.success('Intervensi berhasil diubah');
              }}
            />
          )}
          <TindakLanjutPanel detail={d} />
        </Space>
      )}
    </Drawer>
  );
}

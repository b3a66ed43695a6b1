import {
  currentYear,
  type RisikoDetail,
  type RisikoItem,
  skorRisiko,
  yearOptions,
} from '@gratifikasi/domain';
import {
  Alert,
  Button,
  Col,
  DatePicker,
  Drawer,
  Form,
  Input,
  Row,
  Select,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useOptions } from '@/features/ppg-upg-kegiatan/api';
import { isConflict, showFieldErrors } from '@/features/ppg-upg-kegiatan/fieldErrors';
import { MasterSelect } from '@/features/ppg-upg-kegiatan/MasterSelect';
import { notify } from '@/platform/notify';
import { useRisiko, useSimpanRisiko } from './api';
import { BandTag } from './band';

interface Values {
  tahun: number;
  proses_layanan: string;
  risiko: string;
  klasifikasi_risiko_id: number;
  penyebab_risiko_id: number;
  uraian_penyebab?: string | null;
  probabilitas_risiko_id: number;
  dampak_kerugian_id: number;
  rencana_mitigasi: string;
  penanggung_jawab: string;
  tenggat: Dayjs;
}

const required = (message: string) => ({ required: true, message });

/** The value (1–5) of a chosen probability or impact, from its dropdown's rows. */
function useNilai(path: string, id: number | undefined): number | null {
  const options = useOptions(path);
  const row = (options.data ?? []).find((o) => o.id === id) as { nilai?: number } | undefined;
  return row?.nilai ?? null;
}

function initial(item: RisikoDetail | undefined, tahun: number): Partial<Values> {
  if (!item) return { tahun };
  return {
    tahun: item.tahun,
    uraian_penyebab: item.uraian_penyebab,
    proses_layanan: item.proses_layanan,
    risiko: item.risiko,
    klasifikasi_risiko_id: item.klasifikasi_risiko.id,
    penyebab_risiko_id: item.penyebab_risiko.id,
    probabilitas_risiko_id: item.probabilitas_risiko.id,
    dampak_kerugian_id: item.dampak_kerugian.id,
    rencana_mitigasi: item.rencana_mitigasi,
    penanggung_jawab: item.penanggung_jawab,
    tenggat: dayjs(item.tenggat),
  };
}

interface RisikoDrawerProps {
  /** The risk to change, `null` for a new one; the drawer is closed when `open` is false. */
  item: RisikoItem | null;
  open: boolean;
  tahun?: number;
  onClose: () => void;
}

/** Records or changes a risk: the score and band follow the chosen probability and impact as they are picked. */
export function RisikoDrawer({ item, open, tahun = currentYear(), onClose }: RisikoDrawerProps) {
  const [form] = Form.useForm<Values>();
  const detail = useRisiko(open && item ? item.id : null);
  const simpan = useSimpanRisiko(item?.id);
  const [stale, setStale] = useState(false);
  const p = useNilai('probabilitas-risiko', Form.useWatch('probabilitas_risiko_id', form));
  const d = useNilai('dampak-kerugian', Form.useWatch('dampak_kerugian_id', form));
  const preview = p !== null && d !== null ? skorRisiko(p, d) : null;

  const submit = async (v: Values) => {
    try {
      await simpan.mutateAsync({
        ...v,
        uraian_penyebab: v.uraian_penyebab ?? null,
        tenggat: v.tenggat.format('YYYY-MM-DD'),
        ...(item ? { revisi: item.revisi } : {}),
      });
      notify.success(item ? 'Risiko berhasil diubah' : 'Risiko berhasil disimpan');
      onClose();
    } catch (error) {
      if (isConflict(error)) setStale(true);
      showFieldErrors(form, error);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={item ? 'Ubah Risiko' : 'Tambah Risiko'}
      size="large"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>Batal</Button>
          <Button type="primary" loading={simpan.isPending} onClick={() => form.submit()}>
            Simpan
          </Button>
        </Space>
      }
    >
      {item && !detail.data ? (
        <Skeleton active />
      ) : (
        <Form form={form} layout="vertical" onFinish={submit} initialValues={initial(detail.data, tahun)}>
          {stale ? (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title="Risiko ini telah diubah orang lain sejak Anda membukanya. Tutup lalu buka kembali untuk memuat data terbaru."
            />
          ) : null}
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="tahun" label="Tahun" rules={[required('Tahun wajib dipilih')]}>
                <Select options={yearOptions().map((o) => ({ value: o.value, label: o.label }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item
                name="proses_layanan"
                label="Proses bisnis/layanan"
                rules={[
                  required('Proses bisnis/layanan wajib diisi'),
                  { min: 3, message: 'Minimal 3 karakter' },
                ]}
              >
                <Input maxLength={255} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="risiko"
            label="Risiko"
            rules={[required('Risiko wajib diisi'), { min: 5, message: 'Minimal 5 karakter' }]}
          >
            <Input.TextArea rows={3} maxLength={2000} showCount />
          </Form.Item>
          <Row gutter={16}>
            <MasterCol
              name="klasifikasi_risiko_id"
              label="Klasifikasi risiko"
              wajib="Klasifikasi risiko wajib dipilih"
              path="klasifikasi-risiko"
              placeholder="Pilih klasifikasi"
            />
            <MasterCol
              name="penyebab_risiko_id"
              label="Penyebab risiko"
              wajib="Penyebab risiko wajib dipilih"
              path="penyebab-risiko"
              placeholder="Pilih penyebab"
            />
          </Row>
          <Form.Item name="uraian_penyebab" label="Uraian penyebab">
            <Input.TextArea rows={2} maxLength={2000} />
          </Form.Item>
          <Row gutter={16}>
            <MasterCol
              name="probabilitas_risiko_id"
              label="Probabilitas"
              wajib="Probabilitas risiko wajib dipilih"
              path="probabilitas-risiko"
              placeholder="Pilih probabilitas"
            />
            <MasterCol
              name="dampak_kerugian_id"
              label="Dampak kerugian"
              wajib="Dampak kerugian wajib dipilih"
              path="dampak-kerugian"
              placeholder="Pilih dampak"
            />
          </Row>
          <Typography.Paragraph type="secondary">
            Skor risiko = probabilitas × dampak ÷ 25:{' '}
            {preview ? <BandTag skor={preview.skor} /> : 'pilih probabilitas dan dampak'}
          </Typography.Paragraph>
          <Form.Item
            name="rencana_mitigasi"
            label="Rencana mitigasi"
            rules={[required('Rencana mitigasi wajib diisi'), { min: 5, message: 'Minimal 5 karakter' }]}
          >
            <Input.TextArea rows={3} maxLength={5000} showCount />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={14}>
              <Form.Item
                name="penanggung_jawab"
                label="Penanggung jawab"
                rules={[required('Penanggung jawab wajib diisi'), { min: 2, message: 'Minimal 2 karakter' }]}
              >
                <Input maxLength={255} />
              </Form.Item>
            </Col>
            <Col xs={24} md={10}>
              <Form.Item name="tenggat" label="Tenggat" rules={[required('Tenggat wajib diisi')]}>
                <DatePicker format="DD-MM-YYYY" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      )}
    </Drawer>
  );
}

/** A half-width master choice, required. */
function MasterCol(p: { name: string; label: string; wajib: string; path: string; placeholder: string }) {
  return (
    <Col xs={24} md={12}>
      <Form.Item name={p.name} label={p.label} rules={[required(p.wajib)]}>
        <MasterSelect path={p.path} placeholder={p.placeholder} />
      </Form.Item>
    </Col>
  );
}

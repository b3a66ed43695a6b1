import { INT32_MAX, rincianPayloadSchema } from '@gratifikasi/domain';
import { Col, Form, Input, InputNumber, Modal, Radio, Row, Select } from 'antd';
import { useEffect } from 'react';
import { zodField } from '@/ui/zodRule';
import { type MasterOption, useKursBerlaku, useMasterOptions } from '../api';
import { DITITIPKAN_LABELS } from '../display';
import { KursPreview, rupiahOf } from './KursPreview';
import type { RincianRow } from './model';

interface RincianModalProps {
  /** The row being edited, or a fresh one; null when closed. */
  row: RincianRow | null;
  /** The date received (YYYY-MM-DD) for the kurs in force. */
  tanggal: string | undefined;
  onSave: (row: RincianRow) => void;
  onCancel: () => void;
}

const nameOf = (rows: MasterOption[] | undefined, id: number | undefined) =>
  rows?.find((r) => r.id === id)?.nama ?? null;

const idOptions = (rows: MasterOption[] | undefined) =>
  (rows ?? []).map((r) => ({ value: r.id, label: String(r.nama ?? r.kode) }));

/** Add or edit one item: what it is, how much it is worth and in which currency, and where it is now. */
export function RincianModal({ row, tanggal, onSave, onCancel }: RincianModalProps) {
  const [form] = Form.useForm<RincianRow>();
  const penerimaan = useMasterOptions('jenis-penerimaan');
  const objek = useMasterOptions('jenis-objek');
  const mataUang = useMasterOptions('mata-uang');
  const lokasi = useMasterOptions('lokasi-objek-gratifikasis');
  const kode = Form.useWatch('mata_uang_kode', form);
  const nilai = Form.useWatch('nilai_taksiran', form);
  const kurs = useKursBerlaku(kode, tanggal);

  useEffect(() => {
    if (row) form.setFieldsValue(row);
    else form.resetFields();
  }, [row, form]);

  const save = async () => {
    const values = await form.validateFields();
    const rate = values.mata_uang_kode === 'IDR' ? '1' : (kurs.data?.nilai ?? null);
    onSave({
      ...row,
      ...values,
      key: row?.key || `new-${Date.now()}`,
      jenis_penerimaan_nama: nameOf(penerimaan.data, values.jenis_penerimaan_id),
      jenis_objek_nama: nameOf(objek.data, values.jenis_objek_id),
      kurs: rate,
      nilai_rupiah: rate ? rupiahOf(values.nilai_taksiran, rate) : null,
    });
  };

  const currencies = (mataUang.data ?? []).map((m) => ({
    value: String(m.kode),
    label: `${m.kode} — ${m.nama}`,
  }));

  return (
    <Modal
      open={row !== null}
      title={row?.id || row?.uraian ? 'Ubah Rincian Objek' : 'Tambah Rincian Objek'}
      okText="Simpan Rincian"
      cancelText="Batal"
      onOk={save}
      onCancel={onCancel}
      width={760}
      forceRender
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="status_penerimaan" label="Status Penerimaan">
          <Radio.Group
            options={[
              { value: 'DITERIMA', label: 'Diterima' },
              { value: 'DITOLAK', label: 'Ditolak' },
            ]}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="jenis_penerimaan_id"
              required
              label="Jenis Penerimaan"
              rules={[zodField(rincianPayloadSchema, 'jenis_penerimaan_id')]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                placeholder="Pilih"
                options={idOptions(penerimaan.data)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="jenis_objek_id"
              required
              label="Jenis Objek"
              rules={[zodField(rincianPayloadSchema, 'jenis_objek_id')]}
            >
              <Select
                showSearch
                optionFilterProp="label"
                placeholder="Pilih"
                options={idOptions(objek.data)}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="uraian"
          required
          label="Uraian Objek"
          rules={[zodField(rincianPayloadSchema, 'uraian')]}
        >
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={12} md={6}>
            <Form.Item
              name="jumlah"
              required
              label="Jumlah"
              rules={[zodField(rincianPayloadSchema, 'jumlah')]}
            >
              <InputNumber min={1} max={INT32_MAX} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="satuan" label="Satuan" rules={[zodField(rincianPayloadSchema, 'satuan')]}>
              <Input maxLength={50} placeholder="buah, lembar…" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="mata_uang_kode"
              required
              label="Mata Uang"
              rules={[zodField(rincianPayloadSchema, 'mata_uang_kode')]}
            >
              <Select showSearch optionFilterProp="label" options={currencies} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="nilai_taksiran"
              required
              label="Nilai Taksiran"
              rules={[zodField(rincianPayloadSchema, 'nilai_taksiran')]}
              tooltip="Nilai seluruh objek dalam mata uang yang dipilih; desimal memakai titik, contoh 150.50"
            >
              <Input inputMode="decimal" placeholder="contoh: 1500000" />
            </Form.Item>
          </Col>
        </Row>
        <div style={{ marginBottom: 16 }}>
          <KursPreview
            kode={kode}
            tanggal={tanggal}
            nilai={nilai}
            kurs={kurs.data}
            loading={kurs.isLoading}
          />
        </div>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="lokasi_objek_gratifikasi_id" label="Lokasi Objek Saat Ini">
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                placeholder="Pilih"
                options={idOptions(lokasi.data)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="dititipkan" label="Penitipan Objek">
              <Select
                options={Object.entries(DITITIPKAN_LABELS).map(([value, label]) => ({ value, label }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="keterangan" label="Keterangan">
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** A fresh item: received, in rupiah, not deposited. */
export function blankRincian(): RincianRow {
  return {
    key: '',
    status_penerimaan: 'DITERIMA',
    uraian: '',
    nilai_taksiran: '',
    mata_uang_kode: 'IDR',
    dititipkan: 'TIDAK',
    jumlah: 1,
  };
}

import {
  type KegiatanInput,
  kegiatanCreateSchema,
  SUMBER_PENUGASAN,
  SUMBER_PENUGASAN_LABELS,
} from '@gratifikasi/domain';
import { Button, Card, Checkbox, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ApiError } from '@/platform/api';
import { zodField } from '@/ui/zodRule';
import { useKegiatanUtamaOpsi } from '../ppg-kegiatan-utama/api';
import { type KegiatanDetail, useOpsi } from './api';

type Values = Omit<KegiatanInput, 'tanggal_mulai' | 'tanggal_selesai'> & { tanggal: [Dayjs, Dayjs] };

const opsi = (rows: { id: number; nama: string }[] | undefined) =>
  (rows ?? []).map((r) => ({ value: r.id, label: r.nama }));
const rule = (f: keyof typeof kegiatanCreateSchema.shape & string) =>
  zodField(kegiatanCreateSchema as never, f as never);

/** The activity's details, for a new one or an edit; 422 field errors land on their fields. */
export function KegiatanForm({
  awal,
  simpan,
  pending,
}: {
  awal?: KegiatanDetail;
  simpan: (body: KegiatanInput) => Promise<unknown>;
  pending: boolean;
}) {
  const [form] = Form.useForm<Values>();
  const provinsi = Form.useWatch('provinsi_id', form);
  const bentukId = Form.useWatch('bentuk_kegiatan_id', form);
  const [cari, setCari] = useState('');
  const jenis = useOpsi('jenis-kegiatan');
  const bentuk = useOpsi('bentuk-kegiatan');
  const bidang = useOpsi('bidangs');
  const provinsis = useOpsi('provinsis', { per_page: 100 });
  const kota = useOpsi('kota-kabupatens', { provinsi_id: provinsi }, Boolean(provinsi));
  const instansi = useOpsi('instansi', { q: cari || undefined, per_page: 30 });
  const utama = useKegiatanUtamaOpsi();
  const kodeBentuk = bentuk.data?.find((b) => b.id === bentukId)?.kode;
  const instansiAwal = awal?.instansi.map((i) => ({ value: i.id, label: i.nama })) ?? [];
  const instansiOpsi = [
    ...instansiAwal,
    ...opsi(instansi.data).filter((o) => !instansiAwal.some((a) => a.value === o.value)),
  ];

  const submit = async (v: Values) => {
    const { tanggal, ...rest } = v;
    try {
      await simpan({
        ...rest,
        instansi_ids: rest.instansi_ids ?? [],
        tanggal_mulai: tanggal[0].format('YYYY-MM-DD'),
        tanggal_selesai: tanggal[1].format('YYYY-MM-DD'),
      });
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        form.setFields(
          Object.entries(error.errors).map(([name, errors]) => ({
            name: (name.startsWith('tanggal') ? 'tanggal' : name) as never,
            errors,
          })),
        );
      }
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="kegiatan"
      onFinish={submit}
      initialValues={
        awal
          ? {
              ...awal,
              instansi_ids: awal.instansi.map((i) => i.id),
              tanggal: [dayjs(awal.tanggal_mulai), dayjs(awal.tanggal_selesai)],
            }
          : { sumber_penugasan: 'INISIATIF_KPK', dipublikasikan: false, instansi_ids: [] }
      }
    >
      <Card size="small" title="Kegiatan" style={{ marginBottom: 16 }}>
        <Form.Item
          name="judul"
          label="Judul kegiatan"
          rules={[{ required: true, message: 'Judul kegiatan wajib diisi' }, rule('judul')]}
        >
          <Input maxLength={300} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="jenis_kegiatan_id"
              label="Jenis kegiatan"
              rules={[{ required: true, message: 'Pilih jenis kegiatan' }]}
            >
              <Select options={opsi(jenis.data)} loading={jenis.isLoading} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="bentuk_kegiatan_id"
              label="Bentuk kegiatan"
              rules={[{ required: true, message: 'Pilih bentuk kegiatan' }]}
            >
              <Select options={opsi(bentuk.data)} loading={bentuk.isLoading} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="sumber_penugasan"
              label="Sumber penugasan"
              rules={[{ required: true, message: 'Pilih sumber penugasan' }]}
            >
              <Select
                options={SUMBER_PENUGASAN.map((s) => ({ value: s, label: SUMBER_PENUGASAN_LABELS[s] }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="kegiatan_utama_id"
          label="Kegiatan utama"
          extra="Kegiatan unggulan KPK tahun ini yang dilayani kegiatan ini (bila ada)."
        >
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder="Tidak menautkan kegiatan utama"
            loading={utama.isLoading}
            options={(utama.data ?? []).map((u) => ({ value: u.id, label: `${u.nama} (${u.tahun})` }))}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="bidang_id" label="Bidang">
              <Select allowClear options={opsi(bidang.data)} loading={bidang.isLoading} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="instansi_ids" label="Instansi sasaran">
              <Select
                mode="multiple"
                showSearch
                filterOption={false}
                onSearch={setCari}
                options={instansiOpsi}
                loading={instansi.isFetching}
                placeholder="Cari nama instansi"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="tanggal"
          label="Tanggal pelaksanaan"
          rules={[{ required: true, message: 'Tanggal pelaksanaan wajib diisi' }]}
        >
          <DatePicker.RangePicker format="DD-MM-YYYY" />
        </Form.Item>
        <Form.Item name="deskripsi" label="Deskripsi" rules={[rule('deskripsi')]}>
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
      </Card>
      <Card size="small" title="Tempat" style={{ marginBottom: 16 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="provinsi_id" label="Provinsi">
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                options={opsi(provinsis.data)}
                onChange={() => form.setFieldValue('kota_kabupaten_id', null)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="kota_kabupaten_id" label="Kota/Kabupaten">
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                options={opsi(kota.data)}
                disabled={!provinsi}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="alamat"
          label="Alamat"
          rules={[
            { required: kodeBentuk !== 'DARING', message: 'Alamat wajib diisi untuk kegiatan tatap muka' },
          ]}
        >
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        <Form.Item
          name="tautan_rapat"
          label="Tautan rapat daring"
          rules={[
            {
              required: Boolean(kodeBentuk) && kodeBentuk !== 'LURING',
              message: 'Tautan rapat wajib diisi untuk kegiatan daring atau hibrida',
            },
            { type: 'url', message: 'Tautan rapat harus berupa URL (https://…)' },
          ]}
        >
          <Input placeholder="https://" maxLength={1000} />
        </Form.Item>
      </Card>
      <Card size="small" title="Lainnya" style={{ marginBottom: 16 }}>
        <Form.Item name="catatan_anggaran" label="Catatan anggaran" rules={[rule('catatan_anggaran')]}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Form.Item name="dipublikasikan" valuePropName="checked">
          <Checkbox>Tampilkan di halaman publik kegiatan</Checkbox>
        </Form.Item>
      </Card>
      <Space>
        <Button type="primary" htmlType="submit" loading={pending}>
          Simpan
        </Button>
      </Space>
    </Form>
  );
}

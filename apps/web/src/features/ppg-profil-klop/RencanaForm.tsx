import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { JENIS_RENCANA_KERJA, type ProfilKlopDto, type RencanaKerjaItem } from '@gratifikasi/domain';
import { Button, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { notify } from '@/platform/notify';
import { useKegiatanUtamaOpsi } from '../ppg-kegiatan-utama/api';
import { useSimpanRencana } from './api';
import { showFieldErrors, wajib } from './formHelpers';
import { RencanaKerjaTable } from './RencanaKerjaPanel';

/** The plan's activities as a form while a draft or returned; read-only otherwise. */
export function RencanaForm({ profil }: { profil: ProfilKlopDto }) {
  const rk = profil.rencana_kerja;
  const [form] = Form.useForm<{ items: RencanaKerjaItem[] }>();
  const simpan = useSimpanRencana(rk.id);
  // The KPK's main activities of the plan's year that an item may contribute to.
  const utama = useKegiatanUtamaOpsi(profil.tahun);
  if (!rk.dapat_diubah) return <RencanaKerjaTable items={rk.items} />;
  const submit = async (v: { items?: RencanaKerjaItem[] }) => {
    try {
      await simpan.mutateAsync({ items: v.items ?? [], revisi: rk.revisi });
      notify.success('Rencana kerja berhasil disimpan');
    } catch (e) {
      showFieldErrors(form, e);
    }
  };
  const angka = (name: number, f: string, label: string) => (
    <Col span={2} key={f}>
      <Form.Item name={[name, f]} rules={[{ required: true, message: `${label} wajib diisi` }]}>
        <InputNumber min={0} placeholder={label} aria-label={label} style={{ width: '100%' }} />
      </Form.Item>
    </Col>
  );
  return (
    <Form form={form} onFinish={submit} initialValues={{ items: rk.items }}>
      <Form.List name="items">
        {(rows, { add, remove }) => (
          <>
            {rows.map((row) => (
              <Row gutter={8} key={row.key}>
                <Col span={5}>
                  <Form.Item
                    name={[row.name, 'jenis']}
                    rules={[{ required: true, message: 'Jenis wajib dipilih' }]}
                  >
                    <Select
                      aria-label="Jenis kegiatan"
                      placeholder="Jenis kegiatan"
                      options={JENIS_RENCANA_KERJA.map((j) => ({ value: j.kode, label: j.nama }))}
                    />
                  </Form.Item>
                </Col>
                <Col span={7}>
                  <Form.Item name={[row.name, 'uraian']} rules={wajib('Uraian')}>
                    <Input placeholder="Uraian" aria-label="Uraian" maxLength={1000} />
                  </Form.Item>
                </Col>
                <Col span={3}>
                  <Form.Item name={[row.name, 'satuan']} rules={wajib('Satuan')}>
                    <Input placeholder="Satuan" aria-label="Satuan" maxLength={50} />
                  </Form.Item>
                </Col>
                {angka(row.name, 'target_tw1', 'TW I')}
                {angka(row.name, 'target_tw2', 'TW II')}
                {angka(row.name, 'target_tw3', 'TW III')}
                {angka(row.name, 'target_tw4', 'TW IV')}
                <Col span={1}>
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label="Hapus kegiatan"
                    onClick={() => remove(row.name)}
                  />
                </Col>
                <Col span={12} offset={5}>
                  <Form.Item name={[row.name, 'kegiatan_utama_id']}>
                    <Select
                      allowClear
                      aria-label="Kegiatan utama KPK"
                      placeholder="Kegiatan utama KPK (bila ada)"
                      loading={utama.isLoading}
                      options={(utama.data ?? []).map((u) => ({ value: u.id, label: u.nama }))}
                    />
                  </Form.Item>
                </Col>
              </Row>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ target_tw1: 0, target_tw2: 0, target_tw3: 0, target_tw4: 0 })}
              style={{ marginBottom: 16, marginRight: 8 }}
            >
              Tambah kegiatan
            </Button>
          </>
        )}
      </Form.List>
      <Button type="primary" htmlType="submit" loading={simpan.isPending}>
        Simpan Rencana Kerja
      </Button>
    </Form>
  );
}

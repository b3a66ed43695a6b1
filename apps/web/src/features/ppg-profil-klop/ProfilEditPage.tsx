import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type ProfilKlopBody, type ProfilKlopDto, TAHAPAN_KLOP } from '@gratifikasi/domain';
import { Alert, Button, Card, Checkbox, Col, DatePicker, Form, Input, InputNumber, Row, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { useNavigateTo } from '@/ui/navigation';
import { PageHeader } from '@/ui/PageHeader';
import { AturanSelect } from './AturanSelect';
import { useProfil, useSimpanProfil } from './api';
import { showFieldErrors, stale, wajib } from './formHelpers';
import { RencanaForm } from './RencanaForm';

type ProfilValues = Omit<ProfilKlopBody, 'revisi' | 'sk_upg_tanggal'> & { sk_upg_tanggal?: Dayjs | null };

function initialOf(p: ProfilKlopDto | null): Partial<ProfilValues> {
  const tahapan = Object.fromEntries(TAHAPAN_KLOP.map((t) => [t.kode, { selesai: false, keterangan: null }]));
  if (!p)
    return { jumlah_pegawai: 0, anggota_upg: [], kontak: [], tahapan: tahapan as ProfilValues['tahapan'] };
  return { ...p, sk_upg_tanggal: p.sk_upg_tanggal ? dayjs(p.sk_upg_tanggal) : null };
}

function ProfilForm({ tahun, profil }: { tahun: number; profil: ProfilKlopDto | null }) {
  const [form] = Form.useForm<ProfilValues>();
  const simpan = useSimpanProfil(tahun);
  const navigateTo = useNavigateTo();
  const [conflict, setConflict] = useState(false);
  const submit = async (v: ProfilValues) => {
    try {
      await simpan.mutateAsync({
        ...v,
        aturan_internal_id: v.aturan_internal_id ?? null,
        sk_upg_tanggal: v.sk_upg_tanggal ? v.sk_upg_tanggal.format('YYYY-MM-DD') : null,
        revisi: profil?.revisi ?? 0,
      });
      notify.success('Profil KLOP berhasil disimpan');
      if (!profil) navigateTo('upg-profil-klop-edit', { year: tahun });
    } catch (e) {
      if (stale(e)) setConflict(true);
      showFieldErrors(form, e);
    }
  };
  const list = (name: 'anggota_upg' | 'kontak', fields: [string, string][], tambah: string) => (
    <Form.List name={name}>
      {(rows, { add, remove }) => (
        <>
          {rows.map((row) => (
            <Row gutter={8} key={row.key}>
              {fields.map(([f, label], i) => (
                <Col span={i === 0 ? 7 : 5} key={f}>
                  <Form.Item
                    name={[row.name, f]}
                    rules={i < (name === 'anggota_upg' ? 2 : 1) ? wajib(label) : []}
                  >
                    <Input placeholder={label} aria-label={label} />
                  </Form.Item>
                </Col>
              ))}
              <Col span={2}>
                <Button icon={<DeleteOutlined />} aria-label="Hapus baris" onClick={() => remove(row.name)} />
              </Col>
            </Row>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} style={{ marginBottom: 16 }}>
            {tambah}
          </Button>
        </>
      )}
    </Form.List>
  );
  return (
    <Card title="Profil Instansi" style={{ marginBottom: 16 }}>
      {conflict ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message="Profil sudah diubah oleh pengguna lain. Muat ulang halaman."
        />
      ) : null}
      <Form form={form} layout="vertical" onFinish={submit} initialValues={initialOf(profil)}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="alamat" label="Alamat">
              <Input maxLength={500} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="telepon" label="Telepon">
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item
              name="jumlah_pegawai"
              label="Jumlah Pegawai"
              rules={[{ required: true, message: 'Jumlah pegawai wajib diisi' }]}
            >
              <InputNumber min={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label="Email" rules={[{ type: 'email', message: 'Email tidak valid' }]}>
              <Input maxLength={255} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="website" label="Situs Web">
              <Input maxLength={255} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="sk_upg_nomor" label="Nomor SK Pembentukan UPG">
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="sk_upg_tanggal" label="Tanggal SK">
              <DatePicker format="DD-MM-YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="aturan_internal_id"
          label="Aturan Internal Pengendalian Gratifikasi"
          extra="Aturan instansi sendiri atau yang berlaku umum; tambahkan aturan baru melalui KPK bila belum ada."
        >
          <AturanSelect current={profil?.aturan_internal ?? null} />
        </Form.Item>
        <Form.Item name="komitmen_pimpinan" label="Komitmen Pimpinan">
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <h4>Anggota UPG</h4>
        {list(
          'anggota_upg',
          [
            ['nama', 'Nama'],
            ['jabatan', 'Jabatan'],
          ],
          'Tambah anggota',
        )}
        <h4>Kontak</h4>
        {list(
          'kontak',
          [
            ['nama', 'Nama'],
            ['jabatan', 'Jabatan'],
            ['telepon', 'Telepon'],
            ['email', 'Email'],
          ],
          'Tambah kontak',
        )}
        <h4>Tahapan</h4>
        {TAHAPAN_KLOP.map((t) => (
          <Row gutter={8} key={t.kode}>
            <Col span={8}>
              <Form.Item name={['tahapan', t.kode, 'selesai']} valuePropName="checked">
                <Checkbox>{t.nama}</Checkbox>
              </Form.Item>
            </Col>
            <Col span={16}>
              <Form.Item name={['tahapan', t.kode, 'keterangan']}>
                <Input
                  placeholder="Yang sudah dilakukan"
                  aria-label={`Keterangan ${t.nama}`}
                  maxLength={2000}
                />
              </Form.Item>
            </Col>
          </Row>
        ))}
        <Button type="primary" htmlType="submit" loading={simpan.isPending}>
          Simpan Profil
        </Button>
      </Form>
    </Card>
  );
}

/** The UPG edits its year: the profile, then (once made) the plan's activities while a draft or returned. */
export function UpgProfilEditPage() {
  const tahun = Number(useParams().year);
  const profil = useProfil(tahun);
  if (profil.isLoading)
    return (
      <div role="status" aria-label="Memuat">
        <Spin />
      </div>
    );
  const data = profil.data ?? null;
  return (
    <>
      <PageHeader title={`Ubah Profil KLOP ${tahun}`} />
      <ProfilForm key={data?.revisi ?? 0} tahun={tahun} profil={data} />
      {data ? (
        <Card title={`Rencana Kerja (${data.rencana_kerja.status_label})`}>
          <RencanaForm key={data.rencana_kerja.revisi} profil={data} />
        </Card>
      ) : null}
    </>
  );
}

import { formatDate, JENIS_IDENTITAS, type PresensiIsiInput, presensiIsiSchema } from '@gratifikasi/domain';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  Radio,
  Result,
  Select,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '@/platform/api';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { zodField } from '@/ui/zodRule';
import { cariInstansi, useIsiPresensi, usePresensiPublik } from './api';

const EXPIRED = 'Tautan sudah kedaluwarsa, silakan tekan tombol refresh dan tekan kembali tautan terkait.';
const rule = (f: string) => zodField(presensiIsiSchema as never, f as never);
type Values = PresensiIsiInput & { lain?: boolean };

/** Institutions by name as the participant types (only while the link is open). */
function InstansiSelect({
  token,
  value,
  onChange,
}: {
  token: string;
  value?: number | null;
  onChange?: (v: number | null) => void;
}) {
  const [q, setQ] = useState('');
  const [opsi, setOpsi] = useState<{ value: number; label: string }[]>([]);
  useEffect(() => {
    const t = setTimeout(() => {
      cariInstansi(token, q)
        .then((rows) =>
          setOpsi(
            rows.map((r) => ({ value: r.id, label: r.singkatan ? `${r.nama} (${r.singkatan})` : r.nama })),
          ),
        )
        .catch(() => setOpsi([]));
    }, 250);
    return () => clearTimeout(t);
  }, [token, q]);
  return (
    <Select
      showSearch
      allowClear
      filterOption={false}
      onSearch={setQ}
      value={value ?? undefined}
      onChange={(v?: number) => onChange?.(v ?? null)}
      options={opsi}
      placeholder="Ketik nama instansi"
      notFoundContent="Instansi tidak ditemukan"
      aria-label="Instansi"
    />
  );
}

/**
 * `/kegiatan/presensi/:token`: the attendance form a participant opens from the session's QR code, without login,
 * on a phone. A second scan of the same person answers "sudah tercatat"; a link outside its window, the
 * expired-link message.
 */
export function PresensiPublikPage() {
  const token = useParams().token ?? '';
  const info = usePresensiPublik(token);
  const isi = useIsiPresensi(token);
  const [form] = Form.useForm<Values>();
  const lain = Form.useWatch('lain', form);
  const [selesai, setSelesai] = useState<{ baru: boolean; message: string } | null>(null);
  const wrap = (children: React.ReactNode) => (
    <div style={{ maxWidth: 520, margin: '0 auto', padding: 16 }}>{children}</div>
  );
  if (info.isLoading) return wrap(<Skeleton active />);
  if (!info.data) {
    const message = info.error instanceof ApiError ? info.error.message : EXPIRED;
    return wrap(
      <Result
        status="warning"
        title="Presensi tidak dapat dibuka"
        subTitle={message}
        extra={<LinkButton to={buildPath('landing')}>Beranda</LinkButton>}
      />,
    );
  }
  const d = info.data;
  if (selesai) {
    return wrap(
      <Result
        status={selesai.baru ? 'success' : 'info'}
        title={selesai.baru ? 'Presensi tercatat' : 'Sudah tercatat'}
        subTitle={`${selesai.message}. ${d.sesi} — ${d.kegiatan}`}
        extra={
          <Button
            onClick={() => {
              form.resetFields();
              setSelesai(null);
            }}
          >
            Isi presensi peserta lain
          </Button>
        }
      />,
    );
  }
  const submit = async ({ lain: _l, ...v }: Values) => {
    try {
      const res = await isi.mutateAsync({
        ...v,
        instansi_id: lain ? null : v.instansi_id,
        instansi_lain: lain ? v.instansi_lain : null,
      });
      setSelesai({ baru: res.data.baru, message: res.message ?? 'Kehadiran Anda telah tercatat' });
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        form.setFields(
          Object.entries(error.errors).map(([name, errors]) => ({ name: name as never, errors })),
        );
      }
    }
  };
  return wrap(
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          Presensi: {d.sesi}
        </Typography.Title>
        <Typography.Paragraph style={{ marginBottom: 4 }}>{d.kegiatan}</Typography.Paragraph>
        <Typography.Text type="secondary">
          {formatDate(d.tanggal)} · {d.jam_mulai}–{d.jam_selesai}
          {d.ruang ? ` · ${d.ruang}` : ''}
        </Typography.Text>
      </Card>
      <Card size="small">
        <Form<Values>
          form={form}
          layout="vertical"
          name="presensi"
          onFinish={submit}
          initialValues={{ jenis_identitas: 'NIK' }}
          requiredMark={false}
        >
          <Form.Item name="nama" label="Nama lengkap" rules={[rule('nama')]}>
            <Input autoComplete="name" maxLength={150} />
          </Form.Item>
          <Form.Item name="jenis_identitas" label="Jenis identitas">
            <Radio.Group options={JENIS_IDENTITAS.map((j) => ({ value: j, label: j }))} optionType="button" />
          </Form.Item>
          <Form.Item
            name="nomor_identitas"
            label="Nomor NIK / NIP"
            rules={[{ required: true, message: 'Nomor identitas wajib diisi' }]}
          >
            <Input inputMode="numeric" maxLength={18} />
          </Form.Item>
          {lain ? (
            <Form.Item
              name="instansi_lain"
              label="Nama instansi"
              rules={[{ required: true, message: 'Nama instansi wajib diisi' }]}
            >
              <Input maxLength={300} />
            </Form.Item>
          ) : (
            <Form.Item
              name="instansi_id"
              label="Instansi"
              rules={[{ required: true, message: 'Pilih instansi' }]}
            >
              <InstansiSelect token={token} />
            </Form.Item>
          )}
          <Form.Item name="lain" valuePropName="checked" style={{ marginTop: -8 }}>
            <Checkbox>Instansi saya tidak ada dalam daftar</Checkbox>
          </Form.Item>
          <Form.Item
            name="level_jabatan"
            label="Level jabatan"
            rules={[{ required: true, message: 'Pilih level jabatan' }]}
          >
            <Select options={d.level_jabatan} aria-label="Level jabatan" />
          </Form.Item>
          <Form.Item name="jabatan" label="Jabatan (opsional)">
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="email" label="Email" rules={[rule('email')]}>
            <Input type="email" inputMode="email" autoComplete="email" maxLength={200} />
          </Form.Item>
          <Form.Item name="telepon" label="Nomor telepon" rules={[rule('telepon')]}>
            <Input type="tel" inputMode="tel" autoComplete="tel" maxLength={50} />
          </Form.Item>
          <Form.Item
            name="persetujuan"
            valuePropName="checked"
            rules={[
              {
                validator: async (_r, v) => {
                  if (v !== true) throw new Error('Persetujuan penggunaan data wajib dicentang');
                },
              },
            ]}
          >
            <Checkbox>
              Saya menyetujui data ini digunakan KPK untuk pencatatan kehadiran dan tindak lanjut kegiatan
              pengendalian gratifikasi.
            </Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={isi.isPending}>
            Kirim presensi
          </Button>
        </Form>
      </Card>
      <Alert
        type="info"
        showIcon
        message={`Presensi dibuka sampai ${new Date(d.berakhir).toLocaleString('id-ID', { timeZone: 'Asia/Jakarta' })} WIB.`}
      />
    </Space>,
  );
}

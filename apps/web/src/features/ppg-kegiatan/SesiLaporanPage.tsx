import { UploadOutlined } from '@ant-design/icons';
import { aktivitasLaporanSchema, formatDate } from '@gratifikasi/domain';
import { Button, Card, Empty, Form, Image, Input, Result, Skeleton, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { zodRule } from '@/ui/zodRule';
import { uploadBerkasLaporan } from '../ppg-laporan-kegiatan/api';
import { type SesiDetail, useLaporanSesi, useSesi } from './api';

type Foto = { nama: string; url: string };

function Dokumentasi({ foto }: { foto: Foto[] }) {
  if (!foto.length)
    return <Empty description="Belum ada foto dokumentasi" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {foto.map((f) => (
          <Image
            key={f.url}
            src={f.url}
            alt={f.nama}
            width={160}
            height={110}
            style={{ objectFit: 'cover' }}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/** The session's short report and documentation photos, written after the session (at the version read). */
function Ubah({ d, kembali }: { d: SesiDetail; kembali: string }) {
  const [form] = Form.useForm<{ laporan: string }>();
  const [foto, setFoto] = useState<Foto[]>(d.dokumentasi);
  const [uploading, setUploading] = useState(false);
  const simpan = useLaporanSesi(d.kegiatan_id, d.id);
  const navigate = useNavigate();
  const submit = async (v: { laporan: string }) => {
    try {
      await simpan.mutateAsync({ versi: d.versi, laporan: v.laporan, dokumentasi: foto });
      notify.success('Laporan sesi disimpan');
      navigate(kembali);
    } catch {
      // Shown by the api client (422 under the field, 409 when it changed meanwhile).
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} initialValues={{ laporan: d.laporan ?? '' }}>
      <Card size="small" title="Laporan singkat sesi">
        <Form.Item
          name="laporan"
          label="Laporan sesi"
          rules={[zodRule(aktivitasLaporanSchema.shape.laporan)]}
        >
          <Input.TextArea
            rows={8}
            maxLength={10000}
            showCount
            placeholder="Jalannya sesi, pokok bahasan, pertanyaan peserta, kesimpulan"
          />
        </Form.Item>
      </Card>
      <Card
        size="small"
        title={`Foto dokumentasi (${foto.length})`}
        style={{ marginTop: 16 }}
        extra={
          <Upload
            accept="image/*"
            multiple
            showUploadList={false}
            beforeUpload={async (file) => {
              setUploading(true);
              try {
                const up = await uploadBerkasLaporan(file);
                setFoto((f) => [...f, { nama: file.name, url: up.url }].slice(0, 30));
              } catch {
                // Shown by the api client (type or size refused).
              } finally {
                setUploading(false);
              }
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading} disabled={foto.length >= 30}>
              Unggah foto
            </Button>
          </Upload>
        }
      >
        <Dokumentasi foto={foto} />
        {foto.length ? (
          <Space wrap style={{ marginTop: 8 }}>
            {foto.map((f) => (
              <Button
                key={f.url}
                size="small"
                onClick={() => setFoto((all) => all.filter((x) => x.url !== f.url))}
              >
                Hapus {f.nama}
              </Button>
            ))}
          </Space>
        ) : null}
      </Card>
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={simpan.isPending}>
          Simpan laporan sesi
        </Button>
        <LinkButton to={kembali}>Batal</LinkButton>
      </Space>
    </Form>
  );
}

/** `kegiatan/:kegiatan_id/aktivitas/:id/laporan/view` and `/laporan/edit`: a session's own short report. */
export function SesiLaporanPage() {
  const params = useParams();
  const kegiatanId = Number(params.kegiatan_id);
  const id = Number(params.id);
  const edit = useLocation().pathname.endsWith('/edit');
  const sesi = useSesi(kegiatanId, id);
  const path = (name: string) => buildPath(name, { kegiatan_id: kegiatanId, id });
  const kembali = path('kpk-kegiatan-aktivitas-laporan-view');
  if (sesi.isLoading) return <Skeleton active />;
  if (!sesi.data) {
    return (
      <Result
        status="404"
        title="Sesi kegiatan tidak ditemukan"
        extra={
          <LinkButton to={buildPath('kpk-kegiatan-view', { id: kegiatanId })}>Kembali ke kegiatan</LinkButton>
        }
      />
    );
  }
  const d = sesi.data;
  const terbuka = d.kegiatan.status === 'ANALISIS' || d.kegiatan.status === 'PELAPORAN';
  return (
    <>
      <PageHeader
        title={`Laporan sesi: ${d.judul}`}
        subtitle={`${d.kegiatan.judul} · ${formatDate(d.tanggal)} ${d.jam_mulai}–${d.jam_selesai} · hadir ${d.rekap.total} dari target ${d.target_peserta}`}
        extra={
          <Space wrap>
            {!edit && terbuka ? (
              <LinkButton to={path('kpk-kegiatan-aktivitas-laporan-edit')}>Ubah laporan sesi</LinkButton>
            ) : null}
            <LinkButton to={path('kpk-kegiatan-aktivitas-view')}>Detail sesi</LinkButton>
          </Space>
        }
      />
      {edit ? (
        terbuka ? (
          <Ubah d={d} kembali={kembali} />
        ) : (
          <Result status="warning" title="Kegiatan pada status ini tidak dapat diubah lagi" />
        )
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <Card size="small" title="Laporan singkat sesi">
            {d.laporan ? (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{d.laporan}</Typography.Paragraph>
            ) : (
              <Empty description="Laporan sesi belum ditulis" image={Empty.PRESENTED_IMAGE_SIMPLE} />
            )}
          </Card>
          <Card size="small" title={`Foto dokumentasi (${d.dokumentasi.length})`}>
            <Dokumentasi foto={d.dokumentasi} />
          </Card>
          {d.catatan ? (
            <Card size="small" title="Catatan">
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{d.catatan}</Typography.Paragraph>
            </Card>
          ) : null}
        </Space>
      )}
    </>
  );
}

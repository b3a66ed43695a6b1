import { formatDate } from '@gratifikasi/domain';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Empty,
  Form,
  Result,
  Row,
  Select,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useParams, useSearchParams } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { useBukaPresensi, useKegiatan, useSesi, useTutupPresensi } from './api';
import { QrTautan } from './QrTautan';

/** The chosen session's attendance: its QR code and link, opening (or re-opening) it for a window, closing it early. */
function PresensiSesi({ kegiatanId, sesiId }: { kegiatanId: number; sesiId: number }) {
  const sesi = useSesi(kegiatanId, sesiId, true);
  const buka = useBukaPresensi(kegiatanId, sesiId);
  const tutup = useTutupPresensi(kegiatanId, sesiId);
  const [form] = Form.useForm<{ jendela: [Dayjs, Dayjs] }>();
  if (sesi.isLoading) return <Skeleton active />;
  if (!sesi.data) return <Result status="404" title="Sesi kegiatan tidak ditemukan" />;
  const d = sesi.data;
  const p = d.presensi;
  const awal = dayjs(`${d.tanggal}T${d.jam_mulai}`).subtract(30, 'minute');
  const akhir = dayjs(`${d.tanggal}T${d.jam_selesai}`).add(1, 'hour');
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card size="small" title={`QR presensi · ${d.judul}`}>
          {p ? (
            <QrTautan tautan={p} alt="Kode QR presensi sesi">
              <Typography.Title level={3} style={{ margin: 0 }}>
                {d.rekap.total} / {d.target_peserta} hadir
              </Typography.Title>
            </QrTautan>
          ) : (
            <Empty description="Presensi sesi ini belum dibuka" />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card size="small" title={p ? 'Buka kembali / ubah jendela' : 'Buka presensi'}>
          <Form
            form={form}
            layout="vertical"
            name="buka-presensi"
            initialValues={{ jendela: [awal.isBefore(dayjs()) ? dayjs() : awal, akhir] }}
            onFinish={async ({ jendela }) => {
              try {
                await buka.mutateAsync({
                  mulai: jendela[0].toISOString(),
                  selesai: jendela[1].toISOString(),
                });
                notify.success('Presensi dibuka');
              } catch {
                // The api client has shown why.
              }
            }}
          >
            <Form.Item
              name="jendela"
              label="Jendela presensi"
              rules={[{ required: true, message: 'Tentukan waktu buka dan tutup' }]}
            >
              <DatePicker.RangePicker
                showTime={{ format: 'HH:mm' }}
                format="DD-MM-YYYY HH:mm"
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" loading={buka.isPending}>
                {p ? 'Buka kembali' : 'Buka presensi'}
              </Button>
              {p?.status === 'DIBUKA' ? (
                <ConfirmButton
                  danger
                  confirm="Tutup presensi sekarang? Peserta yang memindai kode QR akan melihat tautan kedaluwarsa."
                  onConfirm={async () => {
                    await tutup.mutateAsync(undefined);
                    notify.success('Presensi ditutup');
                  }}
                >
                  Tutup presensi
                </ConfirmButton>
              ) : null}
            </Space>
          </Form>
          <Alert
            style={{ marginTop: 16 }}
            type="info"
            showIcon
            message="Tautan dan kode QR tetap sama setiap kali presensi dibuka kembali."
          />
        </Card>
      </Col>
    </Row>
  );
}

/** `kegiatan-create-presensi/:id`: opens attendance by QR code for a session of the activity (`?sesi=`). */
export function PresensiBukaPage() {
  const id = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const kegiatan = useKegiatan(id);
  const back = <LinkButton to={buildPath('kpk-kegiatan-view', { id })}>Kembali ke kegiatan</LinkButton>;
  if (kegiatan.isLoading) return <Skeleton active />;
  if (!kegiatan.data) return <Result status="404" title="Kegiatan tidak ditemukan" extra={back} />;
  const d = kegiatan.data;
  const sesiId = Number(search.get('sesi')) || d.sesi[0]?.id;
  return (
    <>
      <PageHeader title="Presensi Kegiatan" subtitle={d.judul} extra={back} />
      {d.status !== 'PELAPORAN' ? (
        <Alert type="info" showIcon message="Presensi hanya dapat dibuka selama kegiatan dilaksanakan." />
      ) : d.sesi.length === 0 ? (
        <Empty description="Tambahkan sesi kegiatan lebih dahulu">
          <LinkButton type="primary" to={buildPath('kpk-kegiatan-aktivitas', { kegiatan_id: id })}>
            Tambah sesi
          </LinkButton>
        </Empty>
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }} size={16}>
          <Select
            aria-label="Sesi"
            style={{ minWidth: 320 }}
            value={sesiId}
            onChange={(v: number) => setSearch({ sesi: String(v) }, { replace: true })}
            options={d.sesi.map((s) => ({
              value: s.id,
              label: `${s.judul} · ${formatDate(s.tanggal)} ${s.jam_mulai}`,
            }))}
          />
          {sesiId ? <PresensiSesi key={sesiId} kegiatanId={id} sesiId={sesiId} /> : null}
        </Space>
      )}
    </>
  );
}

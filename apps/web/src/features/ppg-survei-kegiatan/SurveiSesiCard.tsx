import { formatDate } from '@gratifikasi/domain';
import { Alert, Button, Card, Col, DatePicker, Empty, Form, Row, Select, Skeleton, Statistic } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { notify } from '@/platform/notify';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { QrTautan } from '../ppg-kegiatan/QrTautan';
import { useBukaSurvei, useSurveiDisetujui, useSurveiSesi, useTutupSurvei } from './api';

interface Props {
  kegiatanId: number;
  sesiId: number;
  /** The session's day (the window defaults to it), and whether the activity runs (only then it opens). */
  tanggal: string;
  berjalan: boolean;
}

/**
 * The surveys of a session (issue 27 §1): each attached survey's QR code and link with its responses, attaching an
 * approved evaluation, pre-test or post-test survey for a window (re-opening keeps the token), closing one early.
 */
export function SurveiSesiCard({ kegiatanId, sesiId, tanggal, berjalan }: Props) {
  const links = useSurveiSesi(kegiatanId, sesiId);
  const opsi = useSurveiDisetujui(berjalan);
  const buka = useBukaSurvei(kegiatanId, sesiId);
  const tutup = useTutupSurvei(kegiatanId, sesiId);
  const [form] = Form.useForm<{ survei_id: number; jendela: [Dayjs, Dayjs] }>();
  if (links.isLoading) return <Skeleton active />;
  // From now until the end of the session's day, at least a day (a post-test is often answered the next day).
  const mulai = dayjs();
  const sampai = dayjs(`${tanggal}T23:59`).isAfter(mulai.add(1, 'day'))
    ? dayjs(`${tanggal}T23:59`)
    : mulai.add(1, 'day');
  return (
    <Card size="small" title="Survei sesi">
      <Row gutter={[16, 16]}>
        {(links.data ?? []).map((l) => (
          <Col xs={24} md={12} key={l.survei_id}>
            <Card size="small" type="inner" title={`${l.jenis_label}: ${l.judul}`}>
              <QrTautan tautan={l} alt={`Kode QR survei ${l.judul}`}>
                <Statistic title="Responden" value={l.jumlah_responden} />
                {berjalan && l.status === 'DIBUKA' ? (
                  <ConfirmButton
                    danger
                    confirm="Tutup survei sekarang? Peserta yang memindai kode QR akan melihat tautan kedaluwarsa."
                    onConfirm={async () => {
                      await tutup.mutateAsync(l.survei_id);
                      notify.success('Survei ditutup');
                    }}
                  >
                    Tutup survei
                  </ConfirmButton>
                ) : null}
              </QrTautan>
            </Card>
          </Col>
        ))}
        {links.data?.length ? null : (
          <Col span={24}>
            <Empty description="Belum ada survei pada sesi ini" />
          </Col>
        )}
      </Row>
      {berjalan ? (
        <Form
          form={form}
          layout="vertical"
          name="buka-survei"
          style={{ marginTop: 16 }}
          initialValues={{ jendela: [mulai, sampai] }}
          onFinish={async ({ survei_id, jendela }) => {
            try {
              await buka.mutateAsync({
                survei_id,
                mulai: jendela[0].toISOString(),
                selesai: jendela[1].toISOString(),
              });
              notify.success('Survei dibuka');
            } catch {
              // The api client has shown why.
            }
          }}
        >
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="survei_id"
                label="Survei"
                rules={[{ required: true, message: 'Pilih survei' }]}
              >
                <Select
                  aria-label="Survei"
                  loading={opsi.isLoading}
                  showSearch
                  optionFilterProp="label"
                  notFoundContent="Belum ada survei evaluasi, pre-test, atau post-test yang disetujui"
                  options={(opsi.data ?? []).map((s) => ({
                    value: s.id,
                    label: `${s.jenis_label}: ${s.judul}`,
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="jendela"
                label="Jendela survei"
                rules={[{ required: true, message: 'Tentukan waktu buka dan tutup' }]}
              >
                <DatePicker.RangePicker
                  showTime={{ format: 'HH:mm' }}
                  format="DD-MM-YYYY HH:mm"
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
          </Row>
          <Button type="primary" htmlType="submit" loading={buka.isPending}>
            Lampirkan dan buka survei
          </Button>
        </Form>
      ) : (
        <Alert
          style={{ marginTop: 16 }}
          type="info"
          showIcon
          message={`Survei hanya dapat dibuka selama kegiatan dilaksanakan (sesi ${formatDate(tanggal)}).`}
        />
      )}
    </Card>
  );
}

import { type AktivitasInput, aktivitasCreateSchema } from '@gratifikasi/domain';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Result,
  Row,
  Select,
  Skeleton,
  TimePicker,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '@/platform/api';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { LinkButton } from '@/ui/LinkButton';
import { PageHeader } from '@/ui/PageHeader';
import { useSingleFlight } from '@/ui/useSingleFlight';
import { zodField } from '@/ui/zodRule';
import { type SesiDetail, useCreateSesi, useEditSesi, useKegiatan, useSesi } from './api';

type Values = Omit<AktivitasInput, 'tanggal' | 'jam_mulai' | 'jam_selesai'> & {
  tanggal: Dayjs;
  jam: [Dayjs, Dayjs];
};
const rule = (f: string) => zodField(aktivitasCreateSchema as never, f as never);

function SesiForm({
  awal,
  simpan,
  pending,
}: {
  awal?: SesiDetail;
  simpan: (b: AktivitasInput) => Promise<unknown>;
  pending: boolean;
}) {
  const [form] = Form.useForm<Values>();
  // Enter in the time picker then a click must not file the session twice.
  const submit = useSingleFlight(async ({ tanggal, jam, ...v }: Values) => {
    try {
      await simpan({
        ...v,
        narasumber: v.narasumber ?? [],
        tanggal: tanggal.format('YYYY-MM-DD'),
        jam_mulai: jam[0].format('HH:mm'),
        jam_selesai: jam[1].format('HH:mm'),
      });
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        form.setFields(
          Object.entries(error.errors).map(([name, errors]) => ({
            name: (name.startsWith('jam') ? 'jam' : name.split('.')[0]) as never,
            errors,
          })),
        );
      }
    }
  });
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      name="sesi"
      onFinish={submit}
      initialValues={
        awal
          ? {
              ...awal,
              tanggal: dayjs(awal.tanggal),
              jam: [dayjs(`2000-01-01T${awal.jam_mulai}`), dayjs(`2000-01-01T${awal.jam_selesai}`)],
            }
          : { target_peserta: 50, narasumber: [] }
      }
    >
      <Card size="small" style={{ marginBottom: 16 }}>
        <Form.Item
          name="judul"
          label="Nama sesi"
          rules={[{ required: true, message: 'Nama sesi wajib diisi' }, rule('judul')]}
        >
          <Input maxLength={300} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="tanggal"
              label="Tanggal"
              rules={[{ required: true, message: 'Tanggal wajib diisi' }]}
            >
              <DatePicker format="DD-MM-YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="jam"
              label="Jam"
              rules={[{ required: true, message: 'Jam mulai dan selesai wajib diisi' }]}
            >
              <TimePicker.RangePicker format="HH:mm" minuteStep={5} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="target_peserta"
              label="Target peserta"
              rules={[{ required: true, message: 'Target peserta wajib diisi' }]}
            >
              <InputNumber min={0} max={100000} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="ruang" label="Ruang" rules={[rule('ruang')]}>
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name="narasumber" label="Narasumber" extra="Ketik nama lalu tekan Enter">
          <Select mode="tags" tokenSeparators={[';']} open={false} maxCount={20} />
        </Form.Item>
        <Form.Item name="agenda" label="Agenda" rules={[rule('agenda')]}>
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
        <Form.Item name="catatan" label="Catatan" rules={[rule('catatan')]}>
          <Input.TextArea rows={2} maxLength={5000} />
        </Form.Item>
      </Card>
      <Button type="primary" htmlType="submit" loading={pending}>
        Simpan sesi
      </Button>
    </Form>
  );
}

/** `kegiatan/:kegiatan_id/aktivitas`: a new session of the activity. */
export function SesiCreatePage() {
  const kegiatanId = Number(useParams().kegiatan_id);
  const kegiatan = useKegiatan(kegiatanId);
  const create = useCreateSesi(kegiatanId);
  const navigate = useNavigate();
  const back = (
    <LinkButton to={buildPath('kpk-kegiatan-view', { id: kegiatanId })}>Kembali ke kegiatan</LinkButton>
  );
  if (kegiatan.isLoading) return <Skeleton active />;
  if (!kegiatan.data) return <Result status="404" title="Kegiatan tidak ditemukan" extra={back} />;
  return (
    <>
      <PageHeader title="Tambah Sesi" subtitle={kegiatan.data.judul} extra={back} />
      {kegiatan.data.dapat_diubah ? (
        <SesiForm
          pending={create.isPending}
          simpan={async (body) => {
            const out = await create.mutateAsync(body);
            notify.success('Sesi kegiatan dibuat');
            navigate(buildPath('kpk-kegiatan-aktivitas-view', { kegiatan_id: kegiatanId, id: out.id }));
          }}
        />
      ) : (
        <Alert
          type="info"
          showIcon
          message="Sesi kegiatan ini tidak dapat ditambah oleh Anda pada status sekarang."
        />
      )}
    </>
  );
}

/** `kegiatan/:kegiatan_id/aktivitas/:id/edit`: the session's details (409 when someone saved first). */
export function SesiEditPage() {
  const params = useParams();
  const kegiatanId = Number(params.kegiatan_id);
  const id = Number(params.id);
  const sesi = useSesi(kegiatanId, id);
  const edit = useEditSesi(kegiatanId, id);
  const navigate = useNavigate();
  const view = buildPath('kpk-kegiatan-aktivitas-view', { kegiatan_id: kegiatanId, id });
  const back = <LinkButton to={view}>Kembali ke sesi</LinkButton>;
  if (sesi.isLoading) return <Skeleton active />;
  if (!sesi.data) return <Result status="404" title="Sesi kegiatan tidak ditemukan" extra={back} />;
  const d = sesi.data;
  return (
    <>
      <PageHeader title="Ubah Sesi" subtitle={`${d.kegiatan.judul} · ${d.judul}`} extra={back} />
      <SesiForm
        key={d.versi}
        awal={d}
        pending={edit.isPending}
        simpan={async (body) => {
          await edit.mutateAsync({ ...body, versi: d.versi });
          notify.success('Sesi kegiatan disimpan');
          navigate(view);
        }}
      />
    </>
  );
}

import type { SurveiDetail, SurveiPenugasanFilter, SurveiSesi } from '@gratifikasi/domain';
import {
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { notify } from '@/platform/notify';
import { useAppApis } from '@/ui/appApis';
import { useMasterOptions } from '../laporan/api';
import {
  type PenugasanPage,
  pratinjauPenugasan,
  useCreateSesi,
  usePenugasan,
  useSesi,
  useTugaskan,
} from './api';
import { formatWaktu, StatusJawabanTag } from './parts';

const JAWABAN_LABEL: Record<string, string> = { BELUM: 'Belum diisi', DRAF: 'Draf', TERKIRIM: 'Terkirim' };

/** Creates a session: a name and its opening and closing time (reminders go out before it closes). */
function SesiBaru({ surveiId }: { surveiId: number }) {
  const [form] = Form.useForm<{ nama: string; waktu: [Dayjs, Dayjs] }>();
  const create = useCreateSesi();
  return (
    <Form
      form={form}
      layout="inline"
      onFinish={async (v) => {
        try {
          await create.mutateAsync({
            survei_id: surveiId,
            nama: v.nama,
            dibuka_pada: v.waktu[0].toISOString(),
            ditutup_pada: v.waktu[1].toISOString(),
          });
          notify.success('Sesi survei dibuat');
          form.resetFields();
        } catch {
          // Shown by the api client.
        }
      }}
    >
      <Form.Item name="nama" rules={[{ required: true, min: 3, message: 'Nama sesi minimal 3 karakter' }]}>
        <Input aria-label="Nama sesi" placeholder="Nama sesi, mis. Gelombang I" maxLength={255} />
      </Form.Item>
      <Form.Item name="waktu" rules={[{ required: true, message: 'Waktu buka dan tutup wajib diisi' }]}>
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="DD-MM-YYYY HH:mm"
          placeholder={['Dibuka', 'Ditutup']}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending}>
        Buat sesi
      </Button>
    </Form>
  );
}

/** Assigns a session to institutions chosen by filter, with the count shown (and confirmed) before sending. */
function Penugasan({ sesi }: { sesi: SurveiSesi }) {
  const [filter, setFilter] = useState<SurveiPenugasanFilter>({});
  const [preview, setPreview] = useState<Awaited<ReturnType<typeof pratinjauPenugasan>> | null>(null);
  const [counting, setCounting] = useState(false);
  const tugaskan = useTugaskan(sesi.id);
  const klasifikasi = useMasterOptions('klasifikasi-bidangs');
  const provinsi = useMasterOptions('provinsis');
  const { modal } = useAppApis();
  const change = (next: SurveiPenugasanFilter) => {
    setFilter(next);
    setPreview(null);
  };
  const hitung = async () => {
    setCounting(true);
    try {
      setPreview(await pratinjauPenugasan(sesi.id, filter));
    } catch {
      // Shown by the api client.
    } finally {
      setCounting(false);
    }
  };
  const baru = preview ? preview.jumlah - preview.sudah_ditugaskan : 0;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <InputNumber
          aria-label="Peserta monev tahun"
          placeholder="Peserta tahun"
          min={2000}
          max={2200}
          value={filter.tahun_peserta ?? null}
          onChange={(v) => change({ ...filter, tahun_peserta: v ?? null })}
        />
        <Select
          aria-label="Klasifikasi instansi"
          placeholder="Klasifikasi instansi"
          allowClear
          style={{ minWidth: 200 }}
          loading={klasifikasi.isFetching}
          value={filter.klasifikasi_instansi_id ?? undefined}
          onChange={(v?: number) => change({ ...filter, klasifikasi_instansi_id: v ?? null })}
          options={(klasifikasi.data ?? []).map((k) => ({ value: k.id, label: k.nama }))}
        />
        <Select
          aria-label="Provinsi"
          placeholder="Provinsi"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 200 }}
          loading={provinsi.isFetching}
          value={filter.provinsi_id ?? undefined}
          onChange={(v?: number) => change({ ...filter, provinsi_id: v ?? null })}
          options={(provinsi.data ?? []).map((k) => ({ value: k.id, label: k.nama }))}
        />
        <Button onClick={hitung} loading={counting}>
          Hitung instansi
        </Button>
      </Space>
      {preview ? (
        <Space orientation="vertical" size={4}>
          <Typography.Text>
            {preview.jumlah} instansi sesuai filter ({preview.sudah_ditugaskan} sudah ditugaskan, {baru}{' '}
            baru).
          </Typography.Text>
          {preview.contoh.length ? (
            <Typography.Text type="secondary">
              Contoh: {preview.contoh.map((c) => c.nama).join(', ')}
            </Typography.Text>
          ) : null}
          <Button
            type="primary"
            disabled={baru <= 0}
            loading={tugaskan.isPending}
            onClick={() =>
              modal.confirm({
                title: `Kirim survei ke ${baru} instansi?`,
                content: 'UPG instansi menerima pemberitahuan di aplikasi dan email.',
                okText: 'Kirim',
                cancelText: 'Batal',
                onOk: async () => {
                  try {
                    const r = await tugaskan.mutateAsync(filter);
                    notify.success(`Survei ditugaskan ke ${r.ditugaskan} instansi`);
                    setPreview(null);
                  } catch {
                    // Shown by the api client.
                  }
                },
              })
            }
          >
            Kirim ke {baru} instansi
          </Button>
        </Space>
      ) : null}
    </Space>
  );
}

/** Each assigned institution and how far its response got. */
function DaftarPenugasan({ sesiId }: { sesiId: number }) {
  const [page, setPage] = useState(1);
  const list = usePenugasan(sesiId, page);
  return (
    <Table<PenugasanPage['items'][number]>
      size="small"
      rowKey="id"
      loading={list.isFetching}
      dataSource={list.data?.items ?? []}
      locale={{ emptyText: 'Belum ada instansi yang ditugaskan' }}
      pagination={{
        current: page,
        pageSize: 10,
        total: list.data?.total ?? 0,
        onChange: setPage,
        showSizeChanger: false,
      }}
      title={() =>
        list.data
          ? `Tingkat respons: ${list.data.terkirim} dari ${list.data.total} instansi (${
              list.data.total ? Math.round((list.data.terkirim / list.data.total) * 100) : 0
            }%)`
          : null
      }
      columns={[
        { key: 'instansi', title: 'Instansi', dataIndex: 'instansi_nama' },
        {
          key: 'status',
          title: 'Status',
          render: (_, r) => (
            <StatusJawabanTag status={r.status} label={JAWABAN_LABEL[r.status] ?? r.status} />
          ),
        },
        {
          key: 'dikirim',
          title: 'Dikirim',
          render: (_, r) => (r.dikirim_pada ? formatWaktu(r.dikirim_pada) : '-'),
        },
      ]}
    />
  );
}

/** The distribution tab: sessions (opening and closing time) and their assignments with the response rate. */
export function Distribusi({ survei, dapatMengirim }: { survei: SurveiDetail; dapatMengirim: boolean }) {
  const sesi = useSesi(survei.id);
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {dapatMengirim ? (
        <Card size="small" title="Sesi baru">
          <SesiBaru surveiId={survei.id} />
        </Card>
      ) : null}
      {sesi.data?.length === 0 ? (
        <Typography.Text type="secondary">Belum ada sesi survei.</Typography.Text>
      ) : null}
      {(sesi.data ?? []).map((s) => (
        <Card
          key={s.id}
          size="small"
          title={
            <Space>
              {s.nama}
              <Tag color={s.keadaan === 'DIBUKA' ? 'green' : s.keadaan === 'DITUTUP' ? 'default' : 'blue'}>
                {s.keadaan_label}
              </Tag>
            </Space>
          }
          extra={
            <Typography.Text type="secondary">
              {formatWaktu(s.dibuka_pada)} – {formatWaktu(s.ditutup_pada)}
            </Typography.Text>
          }
        >
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            {dapatMengirim && s.keadaan !== 'DITUTUP' ? <Penugasan sesi={s} /> : null}
            <DaftarPenugasan sesiId={s.id} />
          </Space>
        </Card>
      ))}
    </Space>
  );
}

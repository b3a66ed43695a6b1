import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import {
  jenisRencanaKerjaLabel,
  type RealisasiDto,
  STATUS_JENDELA_LABELS,
  triwulanLabel,
} from '@gratifikasi/domain';
import { Alert, Button, Card, Form, Input, InputNumber, List, Space, Spin, Typography, Upload } from 'antd';
import { useNavigate } from 'react-router';
import { notify } from '@/platform/notify';
import { buildPath } from '@/platform/routes';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { LinkButton } from '@/ui/LinkButton';
import { NotFoundResult } from '@/ui/NotFoundResult';
import { PageHeader } from '@/ui/PageHeader';
import { useBukti, useRealisasi, useSimpanRealisasi } from './api';
import { useTahunTw } from './RealisasiViewPage';

type Values = { items: { capaian: number | null; uraian: string | null }[] };

/** The evidence of one line: upload (after the first save) and removal, confirmed. */
function BuktiLine({ item }: { item: RealisasiDto['items'][number] }) {
  const bukti = useBukti();
  const lineId = item.id;
  if (lineId === null) {
    return (
      <Typography.Text type="secondary">
        Simpan realisasi terlebih dahulu untuk mengunggah bukti.
      </Typography.Text>
    );
  }
  return (
    <>
      <Upload
        accept=".jpg,.jpeg,.png,.webp,.pdf,.docx,.xlsx"
        showUploadList={false}
        beforeUpload={(file) => {
          bukti.upload
            .mutateAsync({ lineId, file })
            .then(() => notify.success('Bukti berhasil diunggah'))
            .catch(() => undefined);
          return false;
        }}
      >
        <Button size="small" icon={<UploadOutlined />} loading={bukti.upload.isPending}>
          Unggah bukti
        </Button>
      </Upload>
      <List
        size="small"
        dataSource={item.bukti}
        locale={{ emptyText: 'Belum ada bukti' }}
        renderItem={(f) => (
          <List.Item
            actions={[
              <ConfirmButton
                key="hapus"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Hapus ${f.original_name}`}
                confirm={`Hapus berkas ${f.original_name}?`}
                onConfirm={() => bukti.remove.mutateAsync({ lineId, mediaId: f.id })}
              />,
            ]}
          >
            {f.original_name}
          </List.Item>
        )}
      />
    </>
  );
}

function RealisasiForm({ realisasi }: { realisasi: RealisasiDto }) {
  const tw = realisasi.triwulan as 1 | 2 | 3 | 4;
  const simpan = useSimpanRealisasi(realisasi.tahun, tw);
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const view = buildPath('upg-realisasi-klop-view', { year: realisasi.tahun, tw });
  const save = async (values: Values) => {
    await simpan.mutateAsync({
      items: realisasi.items.map((it, i) => ({
        rencana_item_id: it.rencana_item_id,
        capaian: values.items[i]?.capaian ?? 0,
        uraian: values.items[i]?.uraian?.trim() || null,
      })),
      revisi: realisasi.revisi,
    });
    notify.success(`Realisasi ${triwulanLabel(tw)} berhasil disimpan`);
    navigate(view);
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ items: realisasi.items.map((i) => ({ capaian: i.capaian, uraian: i.uraian })) }}
      onFinish={(v) => save(v).catch(() => undefined)}
    >
      {realisasi.items.map((it, i) => (
        <Card
          key={it.rencana_item_id}
          size="small"
          style={{ marginBottom: 12 }}
          title={`${i + 1}. ${it.uraian_kegiatan}`}
          extra={<Typography.Text type="secondary">{jenisRencanaKerjaLabel(it.jenis)}</Typography.Text>}
        >
          <Space align="start" wrap>
            <Form.Item label="Target Triwulan">
              <Typography.Text>{`${it.target} ${it.satuan}`}</Typography.Text>
            </Form.Item>
            <Form.Item
              name={['items', i, 'capaian']}
              label={`Realisasi (${it.satuan})`}
              rules={[{ required: true, message: 'Realisasi wajib diisi' }]}
            >
              <InputNumber min={0} max={10_000_000} precision={0} aria-label={`Realisasi ${i + 1}`} />
            </Form.Item>
          </Space>
          <Form.Item name={['items', i, 'uraian']} label="Yang Dilaksanakan">
            <Input.TextArea rows={2} maxLength={5000} aria-label={`Yang dilaksanakan ${i + 1}`} />
          </Form.Item>
          <BuktiLine item={it} />
        </Card>
      ))}
      <Space>
        <Button type="primary" htmlType="submit" loading={simpan.isPending}>
          Simpan Realisasi
        </Button>
        <LinkButton to={view}>Batal</LinkButton>
      </Space>
    </Form>
  );
}

/** The UPG's quarter in edit: per plan item the figure achieved, what was done, the evidence. */
export function UpgRealisasiEditPage() {
  const { tahun, tw } = useTahunTw();
  const realisasi = useRealisasi(tahun, tw);
  if (realisasi.isLoading)
    return (
      <div role="status" aria-label="Memuat">
        <Spin />
      </div>
    );
  if (realisasi.isError || !realisasi.data) return <NotFoundResult />;
  const r = realisasi.data;
  return (
    <>
      <PageHeader
        title={`Ubah Realisasi ${triwulanLabel(tw)} ${tahun}`}
        subtitle={`Jadwal pengiriman ${r.jendela.mulai.split('-').reverse().join('-')} s.d. ${r.jendela.selesai
          .split('-')
          .reverse()
          .join('-')} (${STATUS_JENDELA_LABELS[r.status_jendela]})`}
      />
      {r.catatan && r.status === 'return' ? (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={`Catatan KPK: ${r.catatan}`} />
      ) : null}
      {r.dapat_diubah ? (
        <RealisasiForm realisasi={r} />
      ) : (
        <Alert
          type="info"
          showIcon
          message={`Realisasi berstatus ${r.status_label} dan tidak dapat diubah.`}
        />
      )}
    </>
  );
}

import { EditOutlined } from '@ant-design/icons';
import {
  currentYear,
  type RealisasiMitigasiRow,
  type Triwulan,
  triwulanLabel,
  triwulanOf,
} from '@gratifikasi/domain';
import {
  Alert,
  Button,
  Card,
  Divider,
  Drawer,
  Form,
  Input,
  InputNumber,
  Progress,
  Space,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Berkas } from '@/features/ppg-upg-kegiatan/Berkas';
import { isConflict, showFieldErrors } from '@/features/ppg-upg-kegiatan/fieldErrors';
import { numberFilter, TahunSelect, TriwulanSelect, useTahunAwal } from '@/features/ppg-upg-kegiatan/filters';
import { notify } from '@/platform/notify';
import { FilterBar } from '@/ui/FilterBar';
import { ListTable } from '@/ui/ListTable';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { keys, useRealisasiList, useSimpanRealisasi } from './api';
import { BandTag } from './band';

const SCREEN = 'upg-realisasi-mitigasi';

type Row = RealisasiMitigasiRow & { id: number };

interface Values {
  progres: number;
  uraian: string;
}

/** One risk's progress in one quarter: the figure and what was done, then its evidence files. */
function RealisasiDrawer({
  row,
  triwulan,
  onClose,
}: {
  row: RealisasiMitigasiRow | null;
  triwulan: Triwulan;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const simpan = useSimpanRealisasi();
  const [stale, setStale] = useState(false);
  const realisasi = row?.realisasi ?? null;
  const submit = async (v: Values) => {
    if (!row) return;
    try {
      await simpan.mutateAsync({
        identifikasi_id: row.risiko.id,
        triwulan,
        progres: v.progres,
        uraian: v.uraian,
        revisi: realisasi?.revisi ?? 0,
      });
      notify.success('Realisasi mitigasi berhasil disimpan');
    } catch (error) {
      if (isConflict(error)) setStale(true);
      showFieldErrors(form, error);
    }
  };
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      destroyOnHidden
      size="large"
      title={`Realisasi Mitigasi ${triwulanLabel(triwulan)}`}
    >
      {row ? (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <div>
            <Typography.Text strong>{row.risiko.proses_layanan}</Typography.Text>{' '}
            <BandTag skor={row.risiko.skor} />
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              Rencana mitigasi: {row.risiko.rencana_mitigasi}
            </Typography.Paragraph>
          </div>
          {stale ? (
            <Alert
              type="warning"
              showIcon
              title="Realisasi ini telah diubah orang lain. Tutup lalu buka kembali untuk memuat data terbaru."
            />
          ) : null}
          <Form
            form={form}
            layout="vertical"
            onFinish={submit}
            initialValues={
              realisasi ? { progres: realisasi.progres, uraian: realisasi.uraian } : { progres: 0 }
            }
          >
            <Form.Item
              name="progres"
              label="Progres (%)"
              rules={[{ required: true, message: 'Progres wajib diisi' }]}
            >
              <InputNumber min={0} max={100} precision={0} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item
              name="uraian"
              label="Uraian realisasi"
              rules={[
                { required: true, message: 'Uraian realisasi wajib diisi' },
                { min: 5, message: 'Minimal 5 karakter' },
              ]}
            >
              <Input.TextArea rows={4} maxLength={5000} showCount />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={simpan.isPending}>
              Simpan Realisasi
            </Button>
          </Form>
          <Divider titlePlacement="start">Bukti</Divider>
          {realisasi ? (
            <Berkas
              base={`realisasi-mitigasi/${realisasi.id}/bukti`}
              files={realisasi.bukti}
              invalidate={keys.all}
              editable
              noun="bukti"
            />
          ) : (
            <Typography.Text type="secondary">
              Simpan realisasi terlebih dahulu untuk mengunggah bukti.
            </Typography.Text>
          )}
        </Space>
      ) : null}
    </Drawer>
  );
}

/** Each quarter's progress of the year's mitigations, per risk, with evidence. */
export function RealisasiMitigasiPage() {
  const list = useListQuery(SCREEN);
  useTahunAwal(SCREEN, list);
  const tahun = numberFilter(list, 'tahun') ?? currentYear();
  const triwulan = (numberFilter(list, 'triwulan') ?? triwulanOf(new Date()).triwulan) as Triwulan;
  const { page, per_page } = list.params;
  const query = useRealisasiList({
    tahun,
    triwulan,
    ...(page ? { page } : {}),
    ...(per_page ? { per_page } : {}),
  });
  // One row per risk, keyed by the risk's id.
  const result = {
    ...query,
    data: query.data && { ...query.data, items: query.data.items.map((r) => ({ ...r, id: r.risiko.id })) },
  };
  const [openId, setOpenId] = useState<number | null>(null);
  const open = result.data?.items.find((r) => r.risiko.id === openId) ?? null;

  return (
    <>
      <PageHeader
        title="Realisasi Mitigasi"
        subtitle={`Kemajuan mitigasi setiap risiko tahun ${tahun}, ${triwulanLabel(triwulan)}, beserta buktinya.`}
      />
      <Card>
        <FilterBar list={list}>
          <TahunSelect list={list} />
          <TriwulanSelect list={list} />
        </FilterBar>
        <ListTable<Row>
          list={list}
          result={result}
          rowKey="id"
          noun="risiko"
          emptyText={`Belum ada risiko tahun ${tahun}. Tambahkan di menu Identifikasi Risiko.`}
          columns={[
            {
              key: 'risiko',
              title: 'Risiko',
              render: (_, r) => (
                <Space orientation="vertical" size={0}>
                  <Typography.Text strong>{r.risiko.proses_layanan}</Typography.Text>
                  <Typography.Text type="secondary">{r.risiko.risiko}</Typography.Text>
                </Space>
              ),
            },
            { key: 'skor', title: 'Tingkat Risiko', render: (_, r) => <BandTag skor={r.risiko.skor} /> },
            {
              key: 'mitigasi',
              title: 'Rencana Mitigasi',
              render: (_, r) => (
                <Space orientation="vertical" size={0}>
                  {r.risiko.rencana_mitigasi}
                  <Typography.Text type="secondary">{r.risiko.penanggung_jawab}</Typography.Text>
                </Space>
              ),
            },
            {
              key: 'progres',
              title: 'Progres',
              render: (_, r) =>
                r.realisasi ? (
                  <Space orientation="vertical" size={0} style={{ minWidth: 140 }}>
                    <Progress
                      percent={r.realisasi.progres}
                      size="small"
                      aria-label={`Progres ${r.realisasi.progres}%`}
                    />
                    <Typography.Text type="secondary">{r.realisasi.bukti.length} bukti</Typography.Text>
                  </Space>
                ) : (
                  <Typography.Text type="secondary">Belum diisi</Typography.Text>
                ),
            },
            {
              key: 'aksi',
              title: 'Aksi',
              render: (_, r) => (
                <Button size="small" icon={<EditOutlined />} onClick={() => setOpenId(r.risiko.id)}>
                  {r.realisasi ? 'Ubah' : 'Isi'} realisasi
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <RealisasiDrawer row={open} triwulan={triwulan} onClose={() => setOpenId(null)} />
    </>
  );
}

import { CheckOutlined, DownloadOutlined, RollbackOutlined, SendOutlined } from '@ant-design/icons';
import { jenisRencanaKerjaLabel, type RealisasiDto, type Triwulan, triwulanLabel } from '@gratifikasi/domain';
import { Alert, Button, Card, Form, Input, Modal, Space, Table, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { notify } from '@/platform/notify';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { StatusRencanaTag } from '../ppg-profil-klop/RencanaKerjaPanel';
import { useBukti, useKeputusanRealisasi } from './api';

const tgl = (s: string) => s.split('-').reverse().join('-');

/** Per plan item: the quarter's target, the figure achieved, what was done and the evidence (download). */
export function RealisasiTable({ realisasi }: { realisasi: RealisasiDto }) {
  const bukti = useBukti();
  return (
    <Table
      size="small"
      rowKey="rencana_item_id"
      pagination={false}
      dataSource={realisasi.items}
      locale={{ emptyText: 'Rencana kerja belum memiliki kegiatan' }}
      columns={[
        { key: 'no', title: 'No', width: 50, render: (_, __, i) => i + 1 },
        {
          key: 'kegiatan',
          title: 'Kegiatan',
          render: (_, r) => (
            <>
              <Typography.Text type="secondary">{jenisRencanaKerjaLabel(r.jenis)}</Typography.Text>
              <div>{r.uraian_kegiatan}</div>
            </>
          ),
        },
        { key: 'target', title: 'Target', align: 'right', render: (_, r) => `${r.target} ${r.satuan}` },
        { key: 'capaian', title: 'Realisasi', align: 'right', render: (_, r) => `${r.capaian} ${r.satuan}` },
        {
          key: 'persen',
          title: '%',
          align: 'right',
          render: (_, r) => (r.persen === null ? '-' : `${r.persen}%`),
        },
        { key: 'uraian', title: 'Yang Dilaksanakan', render: (_, r) => r.uraian ?? '-' },
        {
          key: 'bukti',
          title: 'Bukti',
          render: (_, r) =>
            r.bukti.length === 0 || r.id === null
              ? '-'
              : r.bukti.map((f) => (
                  <div key={f.id}>
                    <Button
                      type="link"
                      size="small"
                      icon={<DownloadOutlined />}
                      onClick={() => bukti.download(r.id as number, f.id).catch(() => undefined)}
                    >
                      {f.original_name}
                    </Button>
                  </div>
                )),
        },
      ]}
    />
  );
}

/** A quarter's realisation with its status and the caller's decisions: send (UPG), accept or return (reviewer). */
export function RealisasiPanel({
  realisasi,
  upgId,
  extra,
}: {
  realisasi: RealisasiDto;
  upgId?: number;
  extra?: ReactNode;
}) {
  const tw = realisasi.triwulan as Triwulan;
  const putuskan = useKeputusanRealisasi(realisasi.tahun, tw, upgId);
  const [returning, setReturning] = useState(false);
  const [form] = Form.useForm<{ catatan: string }>();
  const apa = `Realisasi ${triwulanLabel(tw)}`;
  const decide = async (keputusan: 'kirim' | 'setuju' | 'kembalikan', catatan?: string) => {
    await putuskan.mutateAsync({ keputusan, version: realisasi.version, catatan: catatan ?? null });
    notify.success(
      keputusan === 'kirim'
        ? `${apa} berhasil dikirim`
        : keputusan === 'setuju'
          ? `${apa} diterima`
          : `${apa} dikembalikan`,
    );
  };
  return (
    <Card
      title={
        <Space>
          {apa} <StatusRencanaTag status={realisasi.status} label={realisasi.status_label} />
        </Space>
      }
      extra={
        <Space>
          {extra}
          {realisasi.aksi.includes('kirim') ? (
            <ConfirmButton
              type="primary"
              icon={<SendOutlined />}
              confirm={`Kirim ${apa.toLowerCase()} ke KPK? Setelah dikirim, realisasi tidak dapat diubah sampai dikembalikan.`}
              onConfirm={() => decide('kirim')}
            >
              Kirim
            </ConfirmButton>
          ) : null}
          {realisasi.aksi.includes('kembalikan') ? (
            <Button icon={<RollbackOutlined />} onClick={() => setReturning(true)}>
              Kembalikan
            </Button>
          ) : null}
          {realisasi.aksi.includes('setuju') ? (
            <ConfirmButton
              type="primary"
              icon={<CheckOutlined />}
              confirm={`Terima ${apa.toLowerCase()} ini?`}
              onConfirm={() => decide('setuju')}
            >
              Terima
            </ConfirmButton>
          ) : null}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        Jadwal pengiriman: {tgl(realisasi.jendela.mulai)} s.d. {tgl(realisasi.jendela.selesai)}
        {realisasi.terlambat ? ' · dikirim terlambat' : ''}
      </Typography.Paragraph>
      {realisasi.catatan && realisasi.status === 'return' ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`Catatan KPK: ${realisasi.catatan}`}
        />
      ) : null}
      <RealisasiTable realisasi={realisasi} />
      <Modal
        open={returning}
        title={`Kembalikan ${apa.toLowerCase()}`}
        okText="Kembalikan"
        cancelText="Batal"
        confirmLoading={putuskan.isPending}
        onCancel={() => setReturning(false)}
        onOk={async () => {
          const values = await form.validateFields().catch(() => null);
          if (!values) return;
          await decide('kembalikan', values.catatan).catch(() => undefined);
          setReturning(false);
          form.resetFields();
        }}
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="catatan"
            label="Catatan untuk UPG"
            rules={[{ required: true, whitespace: true, message: 'Catatan pengembalian wajib diisi' }]}
          >
            <Input.TextArea rows={4} maxLength={2000} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}

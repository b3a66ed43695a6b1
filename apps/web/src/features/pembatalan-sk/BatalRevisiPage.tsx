import { DeleteOutlined } from '@ant-design/icons';
import { type PenghapusanItem, penghapusanCreateSchema } from '@gratifikasi/domain';
import { Button, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { notify } from '@/platform/notify';
import { PageHeader } from '@/ui/PageHeader';
import { useListQuery } from '@/ui/useListQuery';
import { zodField } from '@/ui/zodRule';
import { useCreatePenghapusan, useLaporanUntukPenghapusan, usePenghapusanList } from './api';
import { PenghapusanDrawer } from './PenghapusanDrawer';
import { PermintaanListCard, permintaanParams } from './PermintaanList';

/** Asks to delete a report in process that the caller holds (fxx): chosen from their inbox, with a reason. */
function AjukanPenghapusan({
  open,
  onClose,
  onSent,
}: {
  open: boolean;
  onClose: () => void;
  onSent: (id: number) => void;
}) {
  const [form] = Form.useForm<{ laporan_id: number; alasan: string }>();
  const [q, setQ] = useState('');
  const laporan = useLaporanUntukPenghapusan(q, open);
  const create = useCreatePenghapusan();
  return (
    <Modal
      open={open}
      title="Ajukan penghapusan laporan"
      okText="Kirim ke Group Head"
      cancelText="Batal"
      confirmLoading={create.isPending}
      onCancel={onClose}
      onOk={async () => {
        const values = await form.validateFields().catch(() => null);
        if (!values) return;
        try {
          const moved = await create.mutateAsync(values);
          notify.success('Permintaan penghapusan dikirim kepada group head');
          form.resetFields();
          onSent(moved.id);
        } catch {
          // Shown by the api client (403 not held by the caller, 409 an open request already).
        }
      }}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="laporan_id"
          label="Laporan dalam proses"
          rules={[{ required: true, message: 'Pilih laporan' }]}
        >
          <Select<number>
            placeholder="Cari nomor laporan atau nama pelapor"
            showSearch={{ filterOption: false, onSearch: setQ }}
            loading={laporan.isFetching}
            notFoundContent={laporan.isFetching ? 'Memuat…' : 'Tidak ada laporan'}
            options={(laporan.data ?? []).map((r) => ({
              value: r.id,
              label: `${r.nosig ?? `#${r.id}`} · ${r.pelapor_nama ?? '-'} · ${r.step_nama}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="alasan"
          label="Alasan penghapusan"
          rules={[zodField(penghapusanCreateSchema, 'alasan')]}
        >
          <Input.TextArea rows={4} maxLength={2000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * `batal-revisi`: the requests to delete a report in process (fxx), by status; a row opens the request with the
 * decision panel of whoever acts on it (the group head, then the director).
 */
export function BatalRevisiPage() {
  const list = useListQuery('kpk-batal-revisi');
  const openId = Number(list.query.filters.id) || null;
  const [asking, setAsking] = useState(false);
  const result = usePenghapusanList(permintaanParams(list));
  return (
    <>
      <PageHeader
        title="Pembatalan dan Revisi Laporan"
        subtitle="Permintaan penghapusan laporan dalam proses (fxx): disetujui group head, lalu direktur."
        extra={
          <Button icon={<DeleteOutlined />} onClick={() => setAsking(true)}>
            Ajukan Penghapusan
          </Button>
        }
      />
      <PermintaanListCard<PenghapusanItem>
        list={list}
        result={result}
        noun="permintaan penghapusan"
        ignore={['status', 'id']}
        nosigCell={(r) => (
          <Button type="link" style={{ padding: 0 }} onClick={() => list.setFilter('id', String(r.id))}>
            {r.nosig ?? `#${r.laporan_id}`}
          </Button>
        )}
        columns={[{ key: 'laporan_step', title: 'Langkah Laporan', render: (_, r) => r.laporan_step ?? '-' }]}
      />
      <PenghapusanDrawer id={openId} onClose={() => list.setFilter('id', undefined)} />
      <AjukanPenghapusan
        open={asking}
        onClose={() => setAsking(false)}
        onSent={(id) => {
          setAsking(false);
          list.setFilter('id', String(id));
        }}
      />
    </>
  );
}

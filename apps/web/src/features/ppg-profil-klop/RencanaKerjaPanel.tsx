import { CheckOutlined, RollbackOutlined, SendOutlined } from '@ant-design/icons';
import { jenisRencanaKerjaLabel, type RencanaKerjaDto, type StatusRencanaKerja } from '@gratifikasi/domain';
import { Alert, Button, Card, Form, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { notify } from '@/platform/notify';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { useKeputusanRencana } from './api';

const COLOR: Record<StatusRencanaKerja, string> = {
  draft: 'default',
  submit: 'processing',
  return: 'warning',
  approved: 'success',
};
const tgl = (s: string) => s.split('-').reverse().join('-');

/** The plan's status as a tag, in SPEC §4's words. */
export function StatusRencanaTag({ status, label }: { status: StatusRencanaKerja; label: string }) {
  return <Tag color={COLOR[status]}>{label}</Tag>;
}

/** The plan's activities and targets per quarter. */
export function RencanaKerjaTable({ items }: { items: RencanaKerjaDto['items'] }) {
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={items}
      locale={{ emptyText: 'Belum ada kegiatan dalam rencana kerja' }}
      columns={[
        { key: 'no', title: 'No', width: 50, render: (_, __, i) => i + 1 },
        { key: 'jenis', title: 'Jenis Kegiatan', render: (_, r) => jenisRencanaKerjaLabel(r.jenis) },
        { key: 'uraian', title: 'Uraian', dataIndex: 'uraian' },
        { key: 'satuan', title: 'Satuan', dataIndex: 'satuan' },
        { key: 'tw1', title: 'TW I', dataIndex: 'target_tw1', align: 'right' },
        { key: 'tw2', title: 'TW II', dataIndex: 'target_tw2', align: 'right' },
        { key: 'tw3', title: 'TW III', dataIndex: 'target_tw3', align: 'right' },
        { key: 'tw4', title: 'TW IV', dataIndex: 'target_tw4', align: 'right' },
      ]}
    />
  );
}

/** The plan with its status and the caller's decisions: send (UPG), approve or return with notes (reviewer). */
export function RencanaKerjaPanel({ rencana, extra }: { rencana: RencanaKerjaDto; extra?: React.ReactNode }) {
  const putuskan = useKeputusanRencana(rencana.id);
  const [returning, setReturning] = useState(false);
  const [form] = Form.useForm<{ catatan: string }>();
  const decide = async (keputusan: 'kirim' | 'setuju' | 'kembalikan', catatan?: string) => {
    await putuskan.mutateAsync({ keputusan, version: rencana.version, catatan: catatan ?? null });
    notify.success(
      keputusan === 'kirim'
        ? 'Rencana kerja berhasil diajukan'
        : keputusan === 'setuju'
          ? 'Rencana kerja disetujui'
          : 'Rencana kerja dikembalikan',
    );
  };
  return (
    <Card
      title={
        <Space>
          Rencana Kerja <StatusRencanaTag status={rencana.status} label={rencana.status_label} />
        </Space>
      }
      extra={
        <Space>
          {extra}
          {rencana.aksi.includes('kirim') ? (
            <ConfirmButton
              type="primary"
              icon={<SendOutlined />}
              confirm="Ajukan rencana kerja ke KPK? Setelah diajukan, rencana kerja tidak dapat diubah sampai dikembalikan."
              onConfirm={() => decide('kirim')}
            >
              Ajukan
            </ConfirmButton>
          ) : null}
          {rencana.aksi.includes('kembalikan') ? (
            <Button icon={<RollbackOutlined />} onClick={() => setReturning(true)}>
              Kembalikan
            </Button>
          ) : null}
          {rencana.aksi.includes('setuju') ? (
            <ConfirmButton
              type="primary"
              icon={<CheckOutlined />}
              confirm="Setujui rencana kerja ini?"
              onConfirm={() => decide('setuju')}
            >
              Setujui
            </ConfirmButton>
          ) : null}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        Jadwal pengajuan: {tgl(rencana.jendela.mulai)} s.d. {tgl(rencana.jendela.selesai)}
        {rencana.terlambat ? ' · diajukan terlambat' : ''}
      </Typography.Paragraph>
      {rencana.catatan && rencana.status === 'return' ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`Catatan KPK: ${rencana.catatan}`}
        />
      ) : null}
      <RencanaKerjaTable items={rencana.items} />
      <Modal
        open={returning}
        title="Kembalikan rencana kerja"
        okText="Kembalikan"
        cancelText="Batal"
        confirmLoading={putuskan.isPending}
        onCancel={() => setReturning(false)}
        onOk={async () => {
          // An empty note stays in the dialog with its message; a refused call was already told by the api client.
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

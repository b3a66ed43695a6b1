import { CheckOutlined, RollbackOutlined, SendOutlined } from '@ant-design/icons';
import type { StatusRencanaKerja } from '@gratifikasi/domain';
import { Alert, Button, Card, Form, Input, Modal, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { notify } from '@/platform/notify';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { StatusRencanaTag } from './StatusRencanaTag';

export type KeputusanKlop = 'kirim' | 'setuju' | 'kembalikan';

/** What a plan or a quarter's realisation shows of itself to the card: its state, window and the caller's decisions. */
export interface SubjekKlop {
  status: StatusRencanaKerja;
  status_label: string;
  aksi: readonly string[];
  jendela: { mulai: string; selesai: string };
  terlambat: boolean;
  catatan: string | null;
}

const tgl = (s: string) => s.split('-').reverse().join('-');

/**
 * The card of a UPG submission on the engine (the year's plan, a quarter's realisation): its status, window and the
 * KPK's return note; the UPG sends it, a reviewer accepts it or returns it with a required note.
 */
export function KeputusanKlopCard({
  apa,
  subjek,
  words,
  decide,
  pending,
  extra,
  children,
}: {
  /** What is decided on, as a title ("Rencana Kerja", "Realisasi TW I"). */
  apa: string;
  subjek: SubjekKlop;
  /** The submission's own words: its send and accept buttons, their confirmations and the window's name. */
  words: {
    kirim: string;
    kirimConfirm: string;
    setuju: string;
    setujuConfirm: string;
    jadwal: string;
    telat: string;
  };
  /** The one decision call; its success message is the caller's. */
  decide: (keputusan: KeputusanKlop, catatan: string | null) => Promise<string>;
  pending: boolean;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const [returning, setReturning] = useState(false);
  const [form] = Form.useForm<{ catatan: string }>();
  const run = async (keputusan: KeputusanKlop, catatan: string | null = null) => {
    notify.success(await decide(keputusan, catatan));
  };
  return (
    <Card
      title={
        <Space>
          {apa} <StatusRencanaTag status={subjek.status} label={subjek.status_label} />
        </Space>
      }
      extra={
        <Space>
          {extra}
          {subjek.aksi.includes('kirim') ? (
            <ConfirmButton
              type="primary"
              icon={<SendOutlined />}
              confirm={words.kirimConfirm}
              onConfirm={() => run('kirim')}
            >
              {words.kirim}
            </ConfirmButton>
          ) : null}
          {subjek.aksi.includes('kembalikan') ? (
            <Button icon={<RollbackOutlined />} onClick={() => setReturning(true)}>
              Kembalikan
            </Button>
          ) : null}
          {subjek.aksi.includes('setuju') ? (
            <ConfirmButton
              type="primary"
              icon={<CheckOutlined />}
              confirm={words.setujuConfirm}
              onConfirm={() => run('setuju')}
            >
              {words.setuju}
            </ConfirmButton>
          ) : null}
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        {words.jadwal}: {tgl(subjek.jendela.mulai)} s.d. {tgl(subjek.jendela.selesai)}
        {subjek.terlambat ? ` · ${words.telat}` : ''}
      </Typography.Paragraph>
      {subjek.catatan && subjek.status === 'return' ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message={`Catatan KPK: ${subjek.catatan}`}
        />
      ) : null}
      {children}
      <Modal
        open={returning}
        title={`Kembalikan ${apa.toLowerCase()}`}
        okText="Kembalikan"
        cancelText="Batal"
        confirmLoading={pending}
        onCancel={() => setReturning(false)}
        onOk={async () => {
          // An empty note stays in the dialog with its message; a refused call was already told by the api client.
          const values = await form.validateFields().catch(() => null);
          if (!values) return;
          await run('kembalikan', values.catatan).catch(() => undefined);
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

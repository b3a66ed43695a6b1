import {
  decisionLabel,
  formatDate,
  formatDateTime,
  type PermintaanAksi,
  type PermintaanJejak,
  REQUIRED_NOTES,
  STATUS_PERMINTAAN,
  STATUS_PERMINTAAN_LABELS,
  type StatusPermintaan,
} from '@gratifikasi/domain';
import { Alert, App, Button, Card, Empty, Form, Input, Radio, Space, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { notify } from '@/platform/notify';
import { type PermintaanJenis, useKeputusan } from './api';

const STATUS_COLOR: Record<StatusPermintaan, string> = {
  DIAJUKAN: 'blue',
  DIKEMBALIKAN: 'orange',
  DISETUJUI: 'green',
  DITOLAK: 'red',
};

export function StatusPermintaanTag({ status }: { status: StatusPermintaan }) {
  return <Tag color={STATUS_COLOR[status]}>{STATUS_PERMINTAAN_LABELS[status]}</Tag>;
}

/** The status tabs of a request list ('' is all), each with its count. */
export function statusTabs(jumlah: Partial<Record<StatusPermintaan, number>> | undefined) {
  const total = Object.values(jumlah ?? {}).reduce((sum, n) => sum + (n ?? 0), 0);
  return [
    { key: '', label: `Semua (${total})` },
    ...STATUS_PERMINTAAN.map((s) => ({
      key: s,
      label: `${STATUS_PERMINTAAN_LABELS[s]} (${jumlah?.[s] ?? 0})`,
    })),
  ];
}

/**
 * The decision panel of a request: the decisions the engine offers the caller (from the detail's `aksi`), a note
 * (required to return or refuse), and a confirmation before the one call. The requester's own resend is their edit
 * form's, not a decision here.
 */
export function KeputusanPanel({
  jenis,
  id,
  aksi,
}: {
  jenis: PermintaanJenis;
  id: number;
  aksi: PermintaanAksi;
}) {
  const options = aksi.keputusan.filter((k) => k.keputusan !== 'kirim');
  const [chosen, setChosen] = useState<string | null>(null);
  const [form] = Form.useForm<{ catatan?: string }>();
  const decide = useKeputusan(jenis, id);
  const { modal } = App.useApp();
  const choice = options.find((k) => k.keputusan === chosen);
  const noteLabel = chosen ? REQUIRED_NOTES[chosen] : undefined;

  if (!aksi.dapat_bertindak || options.length === 0) {
    return (
      <Card size="small" title="Keputusan">
        {aksi.selesai ? (
          <Typography.Text type="secondary">Permintaan ini sudah selesai diproses.</Typography.Text>
        ) : (
          <Space orientation="vertical" size={0}>
            <Typography.Text>Menunggu keputusan pada langkah "{aksi.step_nama}".</Typography.Text>
            {aksi.alasan ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {aksi.alasan}
              </Typography.Text>
            ) : null}
          </Space>
        )}
      </Card>
    );
  }

  const submit = async () => {
    if (!choice) return;
    // An invalid note shows under its field.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { catatan } = values;
    modal.confirm({
      title: `${choice.label}?`,
      content: `Permintaan akan berpindah ke langkah "${choice.ke_nama}".`,
      okText: choice.label,
      cancelText: 'Batal',
      onOk: async () => {
        try {
          await decide.mutateAsync({
            keputusan: choice.keputusan,
            versi: aksi.version,
            catatan: catatan || null,
          });
          notify.success(`Keputusan tersimpan: ${choice.ke_nama}`);
          setChosen(null);
          form.resetFields();
        } catch {
          // The api client has shown the failure (403, 409 stale, 422).
        }
      },
    });
  };

  return (
    <Card size="small" title="Keputusan">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={chosen}
          onChange={(e) => setChosen(e.target.value as string)}
          options={options.map((k) => ({ value: k.keputusan, label: k.label }))}
        />
        {choice ? (
          <Form form={form} layout="vertical" aria-label={`Formulir ${choice.label}`}>
            <Form.Item
              name="catatan"
              label={noteLabel ?? 'Catatan'}
              rules={[
                ...(noteLabel ? [{ required: true, message: `${noteLabel} wajib diisi` }] : []),
                { min: noteLabel ? 5 : 0, message: `${noteLabel ?? 'Catatan'} minimal 5 karakter` },
                { max: 2000, message: 'Maksimal 2000 karakter' },
              ]}
            >
              <Input.TextArea rows={3} />
            </Form.Item>
            <Button type="primary" danger={chosen === 'tolak'} onClick={submit} loading={decide.isPending}>
              {choice.label}
            </Button>
          </Form>
        ) : null}
      </Space>
    </Card>
  );
}

/** Who moved the request and how, oldest first. */
export function JejakPermintaan({
  jejak,
  langkah,
}: {
  jejak: PermintaanJejak;
  langkah: Record<string, string>;
}) {
  if (jejak.length === 0) return <Empty description="Belum ada riwayat" />;
  return (
    <Timeline
      items={jejak.map((e, i) => ({
        key: `${i}`,
        color:
          e.decision === 'kembalikan' || e.decision === 'tolak'
            ? 'red'
            : e.decision === 'setuju'
              ? 'green'
              : 'gray',
        content: (
          <>
            <div>
              <strong>{e.decision ? decisionLabel(e.decision) : 'Dibuat'}</strong> → {langkah[e.to] ?? e.to}
            </div>
            <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>
              {formatDateTime(e.at)} · {e.actor_name ?? 'Sistem'}
            </Typography.Text>
            {e.catatan ? <Typography.Text style={{ fontSize: 12 }}>{e.catatan}</Typography.Text> : null}
          </>
        ),
      }))}
    />
  );
}

/** Where the engine says the request stands: its step and the deadline of that step. */
export function PosisiAlert({ aksi }: { aksi: PermintaanAksi }) {
  return (
    <Alert
      type={aksi.selesai ? 'success' : 'info'}
      showIcon
      title={`${aksi.proses.nama}: ${aksi.step_nama}`}
      description={
        aksi.tenggat
          ? `Batas langkah ${formatDate(aksi.tenggat.batas)} (${aksi.tenggat.hari_tersisa} HK lagi)`
          : undefined
      }
    />
  );
}

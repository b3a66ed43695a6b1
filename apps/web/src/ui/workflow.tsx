import {
  decisionLabel,
  formatDate,
  formatDateTime,
  type PermintaanAksi,
  type PermintaanJejak,
  type PermintaanKeputusan,
  REQUIRED_NOTES,
} from '@gratifikasi/domain';
import { Alert, Button, Card, Empty, Form, Input, Radio, Space, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { notify } from '@/platform/notify';
import { useAppApis } from '@/ui/appApis';

/**
 * The decision panel of a subject on the workflow engine (a request, a redaction batch): the decisions the engine
 * offers the caller (from the detail's `aksi`), a note (required to return or refuse), and a confirmation before the
 * one call.
 */
export function KeputusanPanel({
  aksi,
  decide,
  pending,
  subjek = 'Permintaan',
  tanpa = ['kirim'],
}: {
  aksi: PermintaanAksi;
  /** The one decision call (the api client shows its failures: 403, 409 stale, 422). */
  decide: (body: PermintaanKeputusan) => Promise<unknown>;
  pending: boolean;
  /** What is decided on, in messages ("Permintaan", "Batch"). */
  subjek?: string;
  /** Decisions made elsewhere (the requester's resend is their edit form's). */
  tanpa?: readonly string[];
}) {
  const options = aksi.keputusan.filter((k) => !tanpa.includes(k.keputusan));
  const [chosen, setChosen] = useState<string | null>(null);
  const [form] = Form.useForm<{ catatan?: string }>();
  const { modal } = useAppApis();
  const choice = options.find((k) => k.keputusan === chosen);
  const noteLabel = chosen ? REQUIRED_NOTES[chosen] : undefined;

  if (!aksi.dapat_bertindak || options.length === 0) {
    return (
      <Card size="small" title="Keputusan">
        {aksi.selesai ? (
          <Typography.Text type="secondary">{subjek} ini sudah selesai diproses.</Typography.Text>
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
      content: `${subjek} akan berpindah ke langkah "${choice.ke_nama}".`,
      okText: choice.label,
      cancelText: 'Batal',
      onOk: async () => {
        try {
          await decide({
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
            <Button type="primary" danger={chosen === 'tolak'} onClick={submit} loading={pending}>
              {choice.label}
            </Button>
          </Form>
        ) : null}
      </Space>
    </Card>
  );
}

/** Who moved the subject and how, oldest first. */
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

/** Where the engine says the subject stands: its step and the deadline of that step. */
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

import {
  formatDateTime,
  type TotpSetup,
  totpCodePayloadSchema,
  totpDisablePayloadSchema,
} from '@gratifikasi/domain';
import { Alert, Button, Card, Form, Input, Modal, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { RecoveryCodes } from '@/features/auth/RecoveryCodes';
import { TotpSecret } from '@/features/auth/TotpSecret';
import { notify } from '@/platform/notify';
import { zodField } from '@/ui/zodRule';
import {
  useRegenerateRecoveryCodes,
  useTotpConfirm,
  useTotpDisable,
  useTotpSetup,
  useTotpStatus,
} from './totpApi';

/**
 * The profile's second factor (issue 28 §3): enrol with a QR code and the first code, the ten recovery codes shown
 * once (downloadable), new recovery codes, and turning it off (password and code) where no role requires it.
 */
export function TwoFactorCard({ username }: { username: string }) {
  const status = useTotpStatus();
  const [codes, setCodes] = useState<string[] | null>(null);
  const s = status.data;

  return (
    <Card title="Autentikasi dua faktor" style={{ marginTop: 16 }}>
      {!s ? (
        <Spin />
      ) : codes ? (
        <>
          <RecoveryCodes username={username} codes={codes} />
          <Button type="primary" style={{ marginTop: 16, display: 'block' }} onClick={() => setCodes(null)}>
            Selesai
          </Button>
        </>
      ) : s.enabled ? (
        <Enabled
          confirmedAt={s.confirmed_at}
          left={s.recovery_codes_left}
          required={s.required}
          onCodes={setCodes}
        />
      ) : (
        <Enrol required={s.required} onCodes={setCodes} />
      )}
    </Card>
  );
}

function Enrol({ required, onCodes }: { required: boolean; onCodes: (codes: string[]) => void }) {
  const setup = useTotpSetup();
  const confirm = useTotpConfirm();
  const [pending, setPending] = useState<TotpSetup | null>(null);

  const submit = async ({ code }: { code: string }) => {
    const list = await confirm.mutateAsync(code.trim()).catch(() => null);
    if (!list) return;
    notify.success('Autentikasi dua faktor aktif');
    setPending(null);
    onCodes(list);
  };

  if (!pending) {
    return (
      <Space orientation="vertical">
        <Typography.Text>
          <Tag>Tidak aktif</Tag> Lindungi akun dengan kode dari aplikasi autentikator selain kata sandi.
        </Typography.Text>
        {required ? (
          <Alert type="warning" showIcon title="Peran Anda mewajibkan autentikasi dua faktor saat masuk." />
        ) : null}
        <Button
          type="primary"
          loading={setup.isPending}
          onClick={async () => setPending(await setup.mutateAsync())}
        >
          Aktifkan autentikasi dua faktor
        </Button>
      </Space>
    );
  }
  return (
    <Form layout="vertical" onFinish={submit} requiredMark={false} disabled={confirm.isPending}>
      <Typography.Paragraph>
        Pindai kode QR dengan aplikasi autentikator, lalu masukkan kode 6 digit yang tampil untuk
        mengaktifkannya.
      </Typography.Paragraph>
      <TotpSecret setup={pending} />
      <Form.Item name="code" label="Kode verifikasi" rules={[zodField(totpCodePayloadSchema, 'code')]}>
        <Input autoComplete="one-time-code" inputMode="numeric" maxLength={20} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={confirm.isPending}>
          Konfirmasi
        </Button>
        <Button onClick={() => setPending(null)}>Batal</Button>
      </Space>
    </Form>
  );
}

interface EnabledProps {
  confirmedAt: string | null;
  left: number;
  required: boolean;
  onCodes: (codes: string[]) => void;
}

function Enabled({ confirmedAt, left, required, onCodes }: EnabledProps) {
  const [dialog, setDialog] = useState<'regenerate' | 'disable' | null>(null);
  return (
    <Space orientation="vertical">
      <Typography.Text>
        <Tag color="green">Aktif</Tag> sejak {formatDateTime(confirmedAt)}
      </Typography.Text>
      <Typography.Text>Sisa kode pemulihan: {left}</Typography.Text>
      {left <= 3 ? (
        <Alert type="warning" showIcon title="Kode pemulihan hampir habis; buat kode baru." />
      ) : null}
      <Space wrap>
        <Button onClick={() => setDialog('regenerate')}>Buat ulang kode pemulihan</Button>
        {required ? null : (
          <Button danger onClick={() => setDialog('disable')}>
            Matikan
          </Button>
        )}
      </Space>
      {required ? (
        <Typography.Text type="secondary">Peran Anda mewajibkan autentikasi dua faktor.</Typography.Text>
      ) : null}
      {dialog === 'regenerate' ? (
        <RegenerateDialog
          onClose={() => setDialog(null)}
          onCodes={(codes) => {
            setDialog(null);
            onCodes(codes);
          }}
        />
      ) : null}
      {dialog === 'disable' ? <DisableDialog onClose={() => setDialog(null)} /> : null}
    </Space>
  );
}

function RegenerateDialog({ onClose, onCodes }: { onClose: () => void; onCodes: (codes: string[]) => void }) {
  const [form] = Form.useForm<{ code: string }>();
  const regenerate = useRegenerateRecoveryCodes();
  const submit = async ({ code }: { code: string }) => {
    const list = await regenerate.mutateAsync(code.trim()).catch(() => null);
    if (list) onCodes(list);
  };
  return (
    <Modal
      open
      title="Buat ulang kode pemulihan"
      okText="Buat kode baru"
      cancelText="Batal"
      confirmLoading={regenerate.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        Kode pemulihan lama tidak berlaku lagi setelah kode baru dibuat.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="code" label="Kode verifikasi" rules={[zodField(totpCodePayloadSchema, 'code')]}>
          <Input autoComplete="one-time-code" maxLength={20} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function DisableDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<{ password: string; code: string }>();
  const disable = useTotpDisable();
  const submit = async (values: { password: string; code: string }) => {
    const done = await disable.mutateAsync({ password: values.password, code: values.code.trim() }).then(
      () => true,
      () => false,
    );
    if (!done) return;
    notify.success('Autentikasi dua faktor dimatikan');
    onClose();
  };
  return (
    <Modal
      open
      title="Matikan autentikasi dua faktor?"
      okText="Matikan"
      okButtonProps={{ danger: true }}
      cancelText="Batal"
      confirmLoading={disable.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Typography.Paragraph>Setelah dimatikan, masuk cukup dengan kata sandi.</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="password"
          label="Kata sandi"
          rules={[zodField(totpDisablePayloadSchema, 'password')]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="code" label="Kode verifikasi" rules={[zodField(totpDisablePayloadSchema, 'code')]}>
          <Input autoComplete="one-time-code" maxLength={20} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { Button, Modal } from 'antd';
import { notify } from './notify';
import { session } from './session';
import { platformUi, usePlatformUi } from './ui-state';

export const SUPPORT_COPIED = 'Support ID berhasil disalin';

export function supportMessage(id: string): string {
  return `Mohon maaf terjadi gangguan jaringan / network. Harap hubungi technical support dengan nomor support: ${id}`;
}

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  // Older browsers and plain-http origins have no async clipboard.
  const area = document.createElement('textarea');
  area.value = text;
  document.body.appendChild(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}

/** Spec §8: a server failure carrying a support id, with 'Salin' and 'Tutup'. */
export function SupportIdDialog() {
  const { supportId } = usePlatformUi();
  const close = () => platformUi.set({ supportId: null });
  const copy = async () => {
    if (!supportId) return;
    try {
      await copyText(supportId);
      notify.success(SUPPORT_COPIED, { duration: 5 });
    } catch {
      notify.error('Gagal menyalin Support ID');
    }
  };
  return (
    <Modal
      open={supportId !== null}
      title="Gangguan Jaringan"
      onCancel={close}
      footer={[
        <Button key="copy" onClick={copy}>
          Salin
        </Button>,
        <Button key="close" type="primary" onClick={close}>
          Tutup
        </Button>,
      ]}
    >
      {supportId && <p>{supportMessage(supportId)}</p>}
    </Modal>
  );
}

export function sessionAlertMessage(minutes: number): string {
  return `Konfirmasi: Sesi Anda akan berakhir dalam ${minutes} menit, apakah Anda ingin melanjutkan sesi?`;
}

/** Spec §4: persistent until answered; 'Ya' keeps the session with a fresh token, 'Tidak' logs out. */
export function SessionAlertDialog() {
  const { sessionAlertMinutes } = usePlatformUi();
  const no = () => {
    platformUi.set({ sessionAlertMinutes: null });
    void session.logout();
  };
  return (
    <Modal
      open={sessionAlertMinutes !== null}
      title="Konfirmasi"
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={[
        <Button key="no" onClick={no}>
          Tidak
        </Button>,
        <Button key="yes" type="primary" onClick={() => void session.continueSession()}>
          Ya
        </Button>,
      ]}
    >
      {sessionAlertMinutes !== null && <p>{sessionAlertMessage(sessionAlertMinutes)}</p>}
    </Modal>
  );
}

/** The session-ended alert: the session is already gone; the app is on its way to login. */
export function SessionEndedAlert() {
  const { sessionEnded } = usePlatformUi();
  const close = () => platformUi.set({ sessionEnded: null });
  return (
    <Modal
      open={sessionEnded !== null}
      title="Sesi Berakhir"
      closable={false}
      mask={{ closable: false }}
      onCancel={close}
      footer={
        <Button type="primary" onClick={close}>
          OK
        </Button>
      }
    >
      {sessionEnded && <p>{sessionEnded}</p>}
    </Modal>
  );
}

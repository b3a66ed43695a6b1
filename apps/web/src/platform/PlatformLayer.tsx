import { App } from 'antd';
import { useEffect } from 'react';
import { startActivityTracking } from './activity';
import { SessionAlertDialog, SessionEndedAlert, SupportIdDialog } from './dialogs';
import { IdleOverlay } from './IdleOverlay';
import { bindNotifier } from './notify';

/**
 * Rendered once inside antd <App>: shows the platform's toasts, dialogs and the idle overlay, and watches
 * user activity for the session manager.
 */
export function PlatformLayer() {
  const { notification } = App.useApp();

  useEffect(
    () =>
      bindNotifier(({ kind, message, description, duration }) =>
        notification[kind]({ title: message, description, duration, placement: 'topRight' }),
      ),
    [notification],
  );
  useEffect(() => startActivityTracking(), []);

  return (
    <>
      <IdleOverlay />
      <SupportIdDialog />
      <SessionAlertDialog />
      <SessionEndedAlert />
    </>
  );
}

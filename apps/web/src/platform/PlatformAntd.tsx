import useNotification from 'antd/es/notification/useNotification';
import { useEffect } from 'react';
import { AntdScope } from '@/app/AntdScope';
import { SessionAlertDialog, SessionEndedAlert, SupportIdDialog } from './dialogs';
import { bindNotifier } from './notify';

function AntdNotifier() {
  const [notification, holder] = useNotification();
  useEffect(
    () =>
      bindNotifier(({ kind, message, description, duration }) =>
        notification[kind]({ title: message, description, duration, placement: 'topRight' }),
      ),
    [notification],
  );
  return holder;
}

/**
 * The platform's toasts and dialogs drawn by antd, in antd's scope. <PlatformLayer/> loads this on the first
 * toast or dialog, so a first visit to /login downloads none of antd.
 */
export function PlatformAntd() {
  return (
    <AntdScope>
      <AntdNotifier />
      <SupportIdDialog />
      <SessionAlertDialog />
      <SessionEndedAlert />
    </AntdScope>
  );
}

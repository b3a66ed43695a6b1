import { AppConfigContext, type useAppProps } from 'antd/es/app/context';
import useMessage from 'antd/es/message/useMessage';
import useModal from 'antd/es/modal/useModal';
import useNotification from 'antd/es/notification/useNotification';
import { useContext, useEffect } from 'react';

/** The real `App.useApp()` APIs. */
export type AppApis = useAppProps;
export interface AppApisHolderProps {
  onReady: (apis: AppApis) => void;
}

/**
 * What antd's `<App>` renders for `App.useApp()`: the modal, message and notification hooks and their holders.
 * `LazyApp` downloads it with the first call and hands the APIs to the calls that waited.
 */
export function AppApisHolder({ onReady }: AppApisHolderProps) {
  const config = useContext(AppConfigContext);
  const [message, messageHolder] = useMessage(config.message);
  const [notification, notificationHolder] = useNotification(config.notification);
  const [modal, modalHolder] = useModal();
  useEffect(() => onReady({ message, notification, modal }), [onReady, message, notification, modal]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}

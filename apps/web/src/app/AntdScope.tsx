import { ConfigProvider } from 'antd';
import idID from 'antd/es/locale/id_ID';
import type { ReactNode } from 'react';
import { LazyApp } from './lazyApp';
import { setupDayjs } from './locale';
import { tableA11y } from './tableA11y';
import { theme } from './theme';
import './a11y.css';

// Date pickers and dayjs formats speak Indonesian from the first antd screen on.
setupDayjs();
tableA11y();

/**
 * antd in Indonesian with the app theme and its App context (`App.useApp()` for modal.confirm, whose dialogs
 * and messages download on first use: `LazyApp`). Not part of the first visit to /login, which renders without
 * antd (issue 9): the area layout, every other public screen (router.tsx) and the platform's toasts and dialogs
 * bring it with them.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={idID} theme={theme}>
      <LazyApp>{children}</LazyApp>
    </ConfigProvider>
  );
}

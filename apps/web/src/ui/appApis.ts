import useApp from 'antd/es/app/useApp';

/**
 * antd's `App.useApp()` (`modal.confirm`, `message`, `notification`) without importing antd's `App` component,
 * which would bring its modal, message and notification hooks with every screen that asks: `AntdScope`'s
 * `LazyApp` provides the context and downloads them with the first call.
 */
export const useAppApis = useApp;

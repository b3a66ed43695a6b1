import AppContext, { type useAppProps } from 'antd/es/app/context';
import useStyle from 'antd/es/app/style';
import { ConfigContext } from 'antd/es/config-provider/context';
import type { MessageType } from 'antd/es/message/interface';
import {
  type ComponentType,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { notify } from '@/platform/notify';
import type { AppApis, AppApisHolderProps } from './AppApisHolder';

type Call = (apis: AppApis) => void;

let holder: ComponentType<AppApisHolderProps> | null = null;

/** Downloads antd's modal, message and notification hooks (~25 KB gzip); tests call it to render at once. */
export async function loadAppApisHolder(): Promise<ComponentType<AppApisHolderProps>> {
  if (!holder) holder = (await import('./AppApisHolder')).AppApisHolder;
  return holder;
}

/** A value the real API hands back later (a dialog's ref, a message's close function), usable before it exists. */
function later<T>() {
  let real: T | null = null;
  const waiting: ((value: T) => void)[] = [];
  return {
    set(value: T) {
      real = value;
      for (const use of waiting.splice(0)) use(value);
    },
    use(fn: (value: T) => void) {
      if (real !== null) fn(real);
      else waiting.push(fn);
    },
    /** A promise of `fn` of the real value (not of the value itself: a thenable would be unwrapped). */
    map<R>(fn: (value: T) => R | PromiseLike<R>) {
      return new Promise<R>((resolve) => this.use((value) => resolve(fn(value))));
    },
  };
}

type Modal = useAppProps['modal'];
type ModalRef = ReturnType<Modal['confirm']>;
type Message = useAppProps['message'];
type Notification = useAppProps['notification'];

/** The APIs of `App.useApp()` whose calls wait for the holder, then pass on as they are. */
function deferredApis(run: (call: Call) => void, whenLoaded: (call: Call) => void): AppApis {
  const modalFn =
    (kind: keyof Modal): Modal[keyof Modal] =>
    (config) => {
      const ref = later<ModalRef>();
      run((apis) => ref.set(apis.modal[kind](config)));
      return {
        destroy: () => ref.use((r) => r.destroy()),
        update: (next) => ref.use((r) => r.update(next)),
        // biome-ignore lint/suspicious/noThenProperty: antd's dialog ref is a thenable (resolves to confirmed or not).
        then: (resolve, reject) => ref.map((r) => r.then(resolve, reject)),
      };
    };
  const messageCall = (show: (message: Message) => MessageType): MessageType => {
    const close = later<MessageType>();
    run((apis) => close.set(show(apis.message)));
    const handle = () => close.use((c) => c());
    // biome-ignore lint/suspicious/noThenProperty: antd's message handle is a thenable (resolves when closed).
    handle.then = ((resolve, reject) => close.map((c) => c.then(resolve, reject))) as MessageType['then'];
    return handle;
  };
  const messageFn =
    (kind: 'info' | 'success' | 'error' | 'warning' | 'loading'): Message['info'] =>
    (...args) =>
      messageCall((message) => message[kind](...args));
  const notificationFn =
    (kind: 'success' | 'error' | 'info' | 'warning' | 'open'): Notification['open'] =>
    (args) =>
      run((apis) => apis.notification[kind](args));
  return {
    modal: {
      confirm: modalFn('confirm'),
      info: modalFn('info'),
      success: modalFn('success'),
      error: modalFn('error'),
      warning: modalFn('warning'),
    },
    message: {
      info: messageFn('info'),
      success: messageFn('success'),
      error: messageFn('error'),
      warning: messageFn('warning'),
      loading: messageFn('loading'),
      open: (args) => messageCall((message) => message.open(args)),
      destroy: (key) => whenLoaded((apis) => apis.message.destroy(key)),
    },
    notification: {
      success: notificationFn('success'),
      error: notificationFn('error'),
      info: notificationFn('info'),
      warning: notificationFn('warning'),
      open: notificationFn('open'),
      destroy: (key) => whenLoaded((apis) => apis.notification.destroy(key)),
    },
  };
}

/**
 * antd's `<App>` without its modal, message and notification in the first download: the same root (`.ant-app`
 * with the theme's text colour and font) and the same `App.useApp()` for the screens, whose calls download the
 * real hooks' holder on first use and are then replayed in order. A `destroy` before anything was shown does
 * nothing; if the download fails, the calls waiting are dropped with a toast and the next call tries again.
 */
export function LazyApp({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [hashId, cssVarCls] = useStyle(prefixCls);
  const [wanted, setWanted] = useState(false);
  const [Holder, setHolder] = useState<ComponentType<AppApisHolderProps> | null>(() => holder);
  const loaded = useRef<AppApis | null>(null);
  const queue = useRef<Call[]>([]);

  const run = useCallback((call: Call) => {
    if (loaded.current) return call(loaded.current);
    queue.current.push(call);
    setWanted(true);
  }, []);
  const whenLoaded = useCallback((call: Call) => {
    if (loaded.current) call(loaded.current);
    else if (queue.current.length > 0) queue.current.push(call);
  }, []);
  const apis = useMemo(() => deferredApis(run, whenLoaded), [run, whenLoaded]);
  const onReady = useCallback((real: AppApis) => {
    loaded.current = real;
    for (const call of queue.current.splice(0)) call(real);
  }, []);

  useEffect(() => {
    if (!wanted || Holder) return;
    let live = true;
    loadAppApisHolder().then(
      (component) => live && setHolder(() => component),
      () => {
        if (!live) return;
        queue.current = [];
        setWanted(false);
        notify.error('Dialog tidak dapat dimuat. Periksa koneksi Anda, lalu coba lagi.');
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, Holder]);

  return (
    <AppContext.Provider value={apis}>
      <div className={[hashId, prefixCls, cssVarCls].filter(Boolean).join(' ')}>
        {Holder ? <Holder onReady={onReady} /> : null}
        {children}
      </div>
    </AppContext.Provider>
  );
}

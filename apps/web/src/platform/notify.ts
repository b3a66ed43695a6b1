/** Toasts of the platform (spec §8, §9), shown by antd through the notifier <PlatformLayer/> binds. */
export type NotifyKind = 'error' | 'success' | 'warning' | 'info';
export interface NotifyOptions {
  /** Seconds; 0 keeps it until closed. */
  duration?: number;
  description?: string;
}
export interface NotifyRequest extends NotifyOptions {
  kind: NotifyKind;
  message: string;
  duration: number;
}
export type Notifier = (request: NotifyRequest) => void;

/** Spec §9: default notification 5 s, success toast 1 s. */
export const DEFAULT_DURATIONS: Record<NotifyKind, number> = { error: 5, success: 1, warning: 5, info: 5 };

const MAX_PENDING = 20;
let notifier: Notifier | null = null;
// Toasts raised before <PlatformLayer/> mounts (e.g. during boot) are shown once it binds.
const pending: NotifyRequest[] = [];
// <PlatformLayer/> downloads antd's notifications when the first toast is asked for (none on a quiet /login).
let requested = false;
const requestListeners = new Set<() => void>();

/** True once a toast was asked for while no notifier was bound; <PlatformLayer/> then loads its notifier. */
export function notifierRequested(): boolean {
  return requested;
}

export function onNotifierRequested(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/** Binds the notifier; returns the unbind function. */
export function bindNotifier(next: Notifier): () => void {
  notifier = next;
  for (const request of pending.splice(0)) next(request);
  return () => {
    if (notifier === next) notifier = null;
  };
}

function show(kind: NotifyKind, message: string, opts: NotifyOptions = {}): void {
  const request: NotifyRequest = {
    ...opts,
    kind,
    message,
    duration: opts.duration ?? DEFAULT_DURATIONS[kind],
  };
  if (notifier) {
    notifier(request);
    return;
  }
  if (pending.length < MAX_PENDING) pending.push(request);
  if (!requested) {
    requested = true;
    for (const listener of requestListeners) listener();
  }
}

export const notify = {
  error: (message: string, opts?: NotifyOptions) => show('error', message, opts),
  success: (message: string, opts?: NotifyOptions) => show('success', message, opts),
  warning: (message: string, opts?: NotifyOptions) => show('warning', message, opts),
  info: (message: string, opts?: NotifyOptions) => show('info', message, opts),
};

import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import { startActivityTracking } from './activity';
import { notifierRequested, onNotifierRequested } from './notify';
import { PlainToasts } from './PlainToasts';
import { usePlatformUi } from './ui-state';

let loaded: ComponentType | null = null;
let idleLoaded: ComponentType | null = null;

/** Downloads the idle overlay (a signed-in user's, after minutes idle: not part of a guest's first page). */
export async function loadIdleOverlay(): Promise<ComponentType> {
  if (!idleLoaded) idleLoaded = (await import('./IdleOverlay')).IdleOverlay;
  return idleLoaded;
}

/** Downloads the antd half of the layer (toasts, dialogs); tests call it first to render synchronously. */
export async function loadPlatformAntd(): Promise<ComponentType> {
  if (!loaded) loaded = (await import('./PlatformAntd')).PlatformAntd;
  return loaded;
}

/**
 * Rendered once at the root: shows the platform's toasts, dialogs and the idle overlay, and watches user
 * activity for the session manager. The toasts and dialogs are antd's and load with the first one to show
 * (issue 9: a first visit to /login downloads no antd); if that download fails, toasts fall back to plain ones.
 */
export function PlatformLayer() {
  const { supportId, sessionAlertMinutes, sessionEnded, idle } = usePlatformUi();
  const toastAsked = useSyncExternalStore(onNotifierRequested, notifierRequested, notifierRequested);
  const wanted = toastAsked || supportId !== null || sessionAlertMinutes !== null || sessionEnded !== null;
  const [Antd, setAntd] = useState<ComponentType | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  const [Idle, setIdle] = useState<ComponentType | null>(() => idleLoaded);

  useEffect(() => {
    if (!idle || Idle) return;
    let live = true;
    loadIdleOverlay().then(
      (component) => live && setIdle(() => component),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [idle, Idle]);

  useEffect(() => startActivityTracking(), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each dialog raised is a reason to try again.
  useEffect(() => {
    if (!wanted || Antd) return;
    let live = true;
    loadPlatformAntd().then(
      (component) => live && setAntd(() => component),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, Antd, supportId, sessionAlertMinutes, sessionEnded]);

  return (
    <>
      {Idle ? <Idle /> : null}
      {Antd ? <Antd /> : failed ? <PlainToasts /> : null}
    </>
  );
}

import { type ComponentType, useEffect, useState, useSyncExternalStore } from 'react';
import { startActivityTracking } from './activity';
import { IdleOverlay } from './IdleOverlay';
import { notifierRequested, onNotifierRequested } from './notify';
import { PlainToasts } from './PlainToasts';
import { usePlatformUi } from './ui-state';

let loaded: ComponentType | null = null;

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
  const { supportId, sessionAlertMinutes, sessionEnded } = usePlatformUi();
  const toastAsked = useSyncExternalStore(onNotifierRequested, notifierRequested, notifierRequested);
  const wanted = toastAsked || supportId !== null || sessionAlertMinutes !== null || sessionEnded !== null;
  const [Antd, setAntd] = useState<ComponentType | null>(() => loaded);
  const [failed, setFailed] = useState(false);

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
      <IdleOverlay />
      {Antd ? <Antd /> : failed ? <PlainToasts /> : null}
    </>
  );
}

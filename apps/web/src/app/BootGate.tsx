import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSession } from '@/platform/session';
import { BootScreen } from '@/ui/BootScreen';
import { GUEST_BOOT_MS, startSessionOnce } from './boot';

/** Shows the spinner while the stored session is checked; guests see it for about 2 s (spec §2). */
export function BootGate({
  children,
  guestDelayMs = GUEST_BOOT_MS,
}: {
  children: ReactNode;
  guestDelayMs?: number;
}) {
  const { status } = useSession();
  const statusRef = useRef(status);
  statusRef.current = status;
  const [ready, setReady] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const began = Date.now();
    void startSessionOnce().then(() => {
      if (cancelled) return;
      const rest = statusRef.current === 'authenticated' ? 0 : guestDelayMs - (Date.now() - began);
      if (rest <= 0) setReady(true);
      else timer = setTimeout(() => setReady(true), rest);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [guestDelayMs]);

  return ready ? children : <BootScreen />;
}

import type { Captcha } from '@gratifikasi/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '@/platform/api';

export async function fetchCaptcha(): Promise<Captcha> {
  const { data } = await api.post<Captcha>('captcha');
  return data;
}

/**
 * The captcha of a form (login, registration): asked for when the form opens and again on demand, never behind
 * the user's back, since each answers one attempt. Plain state rather than a query: /login's first visit carries
 * no query cache (issue 29). A failed request leaves the last captcha (the api client says what failed).
 */
export function useCaptcha(): {
  data: Captcha | undefined;
  isFetching: boolean;
  refetch: () => Promise<void>;
} {
  const [data, setData] = useState<Captcha>();
  const [isFetching, setFetching] = useState(true);
  const latest = useRef(0);
  const refetch = useCallback(async () => {
    // Only the latest request's answer counts (a refresh clicked twice, React's second mount in development).
    const call = ++latest.current;
    setFetching(true);
    try {
      const next = await fetchCaptcha();
      if (call === latest.current) setData(next);
    } catch {
      // Reported by the api client; the form keeps its last captcha.
    } finally {
      if (call === latest.current) setFetching(false);
    }
  }, []);
  useEffect(() => {
    void refetch();
  }, [refetch]);
  return { data, isFetching, refetch };
}

/** Analytics events of spec §7: page view, screen view, http time, http error. */
export type AnalyticsEvent =
  | { type: 'page_view'; path: string }
  | { type: 'screen_view'; screen_name: string }
  | { type: 'http_time'; time: number; api: string }
  | { type: 'http_error'; statuscode: number; message: string };

export type AnalyticsSink = (event: AnalyticsEvent) => void;

type Gtag = (command: 'event', name: string, params: Record<string, unknown>) => void;

const MEMORY_LIMIT = 100;
const memory: AnalyticsEvent[] = [];

/** Forwards to `window.gtag` when the page loaded it, else keeps the last 100 events in memory. */
export const defaultSink: AnalyticsSink = (event) => {
  const gtag = (window as Window & { gtag?: Gtag }).gtag;
  if (typeof gtag === 'function') {
    const { type, ...params } = event;
    gtag('event', type, params);
    return;
  }
  memory.push(event);
  if (memory.length > MEMORY_LIMIT) memory.splice(0, memory.length - MEMORY_LIMIT);
};

let sink: AnalyticsSink = defaultSink;

/** Replaces where events go (pass nothing to restore the default). */
export function setAnalyticsSink(next?: AnalyticsSink): void {
  sink = next ?? defaultSink;
}

/** Events the default sink kept in memory, oldest first. */
export function recordedEvents(): readonly AnalyticsEvent[] {
  return [...memory];
}

export function clearRecordedEvents(): void {
  memory.length = 0;
}

function emit(event: AnalyticsEvent): void {
  // Analytics must never break the app.
  try {
    sink(event);
  } catch {
    /* a failing sink is ignored on purpose */
  }
}

export const track = {
  pageView: (path: string) => emit({ type: 'page_view', path }),
  screenView: (name: string) => emit({ type: 'screen_view', screen_name: name }),
  httpTime: (ms: number, api: string) => emit({ type: 'http_time', time: ms, api }),
  httpError: (statuscode: number, message: string) => emit({ type: 'http_error', statuscode, message }),
};

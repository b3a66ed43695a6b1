import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type AnalyticsEvent,
  clearRecordedEvents,
  recordedEvents,
  setAnalyticsSink,
  track,
} from './analytics';

afterEach(() => {
  setAnalyticsSink();
  clearRecordedEvents();
  vi.unstubAllGlobals();
  delete (window as Window & { gtag?: unknown }).gtag;
});

describe('analytics', () => {
  it('keeps the last 100 events in memory when no gtag is loaded', () => {
    for (let i = 0; i < 105; i += 1) track.pageView(`/p/${i}`);
    track.screenView('Beranda');
    const events = recordedEvents();
    expect(events).toHaveLength(100);
    expect(events[0]).toEqual({ type: 'page_view', path: '/p/6' });
    expect(events.at(-1)).toEqual({ type: 'screen_view', screen_name: 'Beranda' });
  });

  it('forwards to window.gtag when present', () => {
    const gtag = vi.fn();
    Object.assign(window, { gtag });
    track.httpTime(120, 'my-profile');
    track.httpError(500, 'Galat');
    expect(gtag).toHaveBeenCalledWith('event', 'http_time', { time: 120, api: 'my-profile' });
    expect(gtag).toHaveBeenCalledWith('event', 'http_error', { statuscode: 500, message: 'Galat' });
    expect(recordedEvents()).toEqual([]);
  });

  it('sends to a plugged sink, and a failing sink never breaks the caller', () => {
    const seen: AnalyticsEvent[] = [];
    setAnalyticsSink((e) => seen.push(e));
    track.pageView('/login');
    expect(seen).toEqual([{ type: 'page_view', path: '/login' }]);
    setAnalyticsSink(() => {
      throw new Error('sink down');
    });
    expect(() => track.pageView('/x')).not.toThrow();
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { IDLE_OVERLAY_MINUTES } from './activity';
import { api } from './api';
import { notify } from './notify';
import { loadIdleOverlay, loadPlatformAntd, PlatformLayer } from './PlatformLayer';
import { SESSION_ENDED_MESSAGE, session } from './session';
import { html, sessionKeys, stubFetch } from './testing/fetch-stub';
import { setupPlatformTestEnv } from './testing/platform-test';
import { lastIssuedAccessToken, sessionRoutes, startSignedIn } from './testing/session-routes';
import { platformUi } from './ui-state';

setupPlatformTestEnv();
const MIN = 60_000;

// Downloaded once up front, so the layer renders antd's half at once (a page loads it with the first toast).
beforeAll(() => Promise.all([loadPlatformAntd(), loadIdleOverlay()]), 60_000);

function renderLayer() {
  // The test env binds a recording notifier; the layer's own binding replaces it here.
  return render(<PlatformLayer />);
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('<PlatformLayer/>', () => {
  it('shows toasts through antd', async () => {
    renderLayer();
    await act(async () => notify.error('Data gagal disimpan', { description: 'Coba lagi' }));
    expect(screen.getByText('Data gagal disimpan')).toBeInTheDocument();
    expect(screen.getByText('Coba lagi')).toBeInTheDocument();
  });

  it("opens the support-id dialog; 'Salin' copies and confirms, 'Tutup' closes", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    stubFetch({ 'GET x': () => html('<html><body>Your support ID is: 98765432101</body></html>', 500) });
    renderLayer();
    await act(() => api.get('x').catch(() => undefined));
    expect(
      screen.getByText(
        'Mohon maaf terjadi gangguan jaringan / network. Harap hubungi technical support dengan nomor support: 98765432101',
      ),
    ).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salin' })));
    expect(writeText).toHaveBeenCalledWith('98765432101');
    expect(screen.getByText('Support ID berhasil disalin')).toBeInTheDocument();
    // In Indonesian the toast's and the dialog's close icons are 'Tutup' too: the footer button is meant.
    const footerClose = within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Tutup' }).at(-1)!;
    await act(async () => fireEvent.click(footerClose));
    expect(platformUi.get().supportId).toBeNull();
  });

  it("asks at the alert threshold; 'Ya' refreshes the token and closes the dialog", async () => {
    const calls = sessionRoutes();
    await startSignedIn();
    renderLayer();
    const text = 'Konfirmasi: Sesi Anda akan berakhir dalam 30 menit, apakah Anda ingin melanjutkan sesi?';
    await advance(30 * MIN - 10_000);
    expect(screen.queryByText(text)).toBeNull();
    await advance(10_000);
    expect(screen.getByText(text)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ya' })));
    await advance(0);
    expect(calls.some((c) => c.url === '/api/auth/refresh')).toBe(true);
    expect(localStorage.getItem('s_access_token')).toBe(lastIssuedAccessToken());
    expect(platformUi.get().sessionAlertMinutes).toBeNull();
  });

  it("'Tidak' logs out", async () => {
    sessionRoutes();
    await startSignedIn();
    renderLayer();
    await advance(30 * MIN);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tidak' })));
    expect(session.getState().status).toBe('guest');
    expect(sessionKeys()).toEqual([]);
  });

  it('shows the session-ended alert after max_idle', async () => {
    sessionRoutes();
    await startSignedIn();
    renderLayer();
    await advance(60 * MIN + 10_000);
    expect(screen.getByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'OK' })));
    expect(platformUi.get().sessionEnded).toBeNull();
  });
});

describe('idle overlay', () => {
  const overlay = () => screen.queryByTestId('idle-overlay');

  it('covers the screen after the idle period and goes on activity, which refreshes the token', async () => {
    const calls = sessionRoutes();
    await startSignedIn();
    renderLayer();
    await advance(IDLE_OVERLAY_MINUTES * MIN - 1);
    expect(overlay()).toBeNull();
    await advance(1);
    expect(overlay()).toHaveStyle({ background: 'rgba(0,0,0,0.6)', position: 'fixed' });
    expect(screen.getByText('Sentuh layar untuk melanjutkan')).toBeInTheDocument();
    expect(localStorage.getItem('s_need_refresh')).toBe('true');

    await act(async () => fireEvent.mouseMove(window));
    await advance(0);
    expect(overlay()).toBeNull();
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
    expect(localStorage.getItem('s_last_user_activity')).toBe(String(Date.now()));
  });

  it('swallows the touch that wakes the screen', async () => {
    sessionRoutes();
    await startSignedIn();
    renderLayer();
    await advance(IDLE_OVERLAY_MINUTES * MIN);
    const layer = overlay();
    if (!layer) throw new Error('overlay expected');
    let notCancelled = true;
    await act(async () => {
      notCancelled = fireEvent.touchStart(layer);
    });
    expect(notCancelled).toBe(false);
    expect(overlay()).toBeNull();
  });

  it('is postponed by activity of any of the watched kinds', async () => {
    sessionRoutes();
    await startSignedIn();
    renderLayer();
    for (const fire of [
      () => fireEvent.keyDown(window),
      () => fireEvent.mouseDown(window),
      () => fireEvent.touchStart(window),
    ]) {
      await advance(3 * MIN);
      await act(async () => fire());
    }
    await advance(IDLE_OVERLAY_MINUTES * MIN - 1);
    expect(overlay()).toBeNull();
    await advance(1);
    expect(overlay()).not.toBeNull();
  });

  it('never blocks a guest', async () => {
    renderLayer();
    await advance(IDLE_OVERLAY_MINUTES * MIN * 3);
    expect(overlay()).toBeNull();
  });
});

import { usePlatformUi } from './ui-state';

const HINT_CSS = `
@keyframes platform-idle-ripple { 0% { transform: scale(0.6); opacity: 0.9; } 100% { transform: scale(1.6); opacity: 0; } }
@keyframes platform-idle-tap { 0%, 100% { transform: translateY(0); } 50% { transform: translateY(8px); } }
@media (prefers-reduced-motion: reduce) { .platform-idle-anim { animation: none !important; } }
`;

const swallow = (event: Event) => event.preventDefault();

/**
 * The touch that wakes the screen must not also press what lies beneath: cancel its default action (the
 * emulated click, focus). React's own touch listeners are passive, hence native ones (a React 19 ref cleanup).
 */
function swallowWakingTouch(el: HTMLDivElement | null) {
  if (!el) return;
  el.addEventListener('touchstart', swallow, { passive: false });
  el.addEventListener('mousedown', swallow);
  return () => {
    el.removeEventListener('touchstart', swallow);
    el.removeEventListener('mousedown', swallow);
  };
}

/** Full-screen dimmed layer shown while the user is idle (spec §4, §9); any activity removes it. */
export function IdleOverlay() {
  const { idle } = usePlatformUi();

  if (!idle) return null;
  return (
    <div
      ref={swallowWakingTouch}
      data-testid="idle-overlay"
      style={{
        position: 'fixed',
        inset: 0,
        // Below antd modals (1000) so the session-alert dialog stays reachable, above the page.
        zIndex: 999,
        background: 'rgba(0,0,0,0.6)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        color: '#fff',
        cursor: 'pointer',
        userSelect: 'none',
      }}
    >
      <style>{HINT_CSS}</style>
      <div style={{ position: 'relative', width: 96, height: 96 }} aria-hidden="true">
        <span
          className="platform-idle-anim"
          style={{
            position: 'absolute',
            inset: 0,
            borderRadius: '50%',
            border: '3px solid rgba(255,255,255,0.8)',
            animation: 'platform-idle-ripple 1.6s ease-out infinite',
          }}
        />
        <svg
          className="platform-idle-anim"
          viewBox="0 0 24 24"
          width="56"
          height="56"
          fill="#fff"
          style={{
            position: 'absolute',
            left: 20,
            top: 22,
            animation: 'platform-idle-tap 1.6s ease-in-out infinite',
          }}
        >
          <title>Sentuh</title>
          <path d="M9 11.24V7.5a2.5 2.5 0 0 1 5 0v3.74c1.21-.81 2-2.18 2-3.74a4.5 4.5 0 0 0-9 0c0 1.56.79 2.93 2 3.74zm9.84 4.63-4.54-2.26c-.17-.07-.35-.11-.54-.11H13v-6a1.5 1.5 0 0 0-3 0v10.74l-3.43-.72a1.1 1.1 0 0 0-1.02 1.86l4.01 4.01c.27.27.65.44 1.06.44h6.79c.75 0 1.33-.55 1.44-1.28l.75-5.27c.01-.07.02-.14.02-.2 0-.62-.38-1.16-.9-1.4z" />
        </svg>
      </div>
      <p style={{ marginTop: 24, fontSize: 18, fontWeight: 500 }}>Sentuh layar untuk melanjutkan</p>
    </div>
  );
}

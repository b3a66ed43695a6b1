import { Spinner } from './plain/controls';

/** Full-screen spinner shown while the session is checked and while a lazy screen loads on a direct visit. */
export function BootScreen() {
  return (
    <div
      className="pl-root"
      role="status"
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 16,
      }}
    >
      <Spinner size="large" />
      <span style={{ color: 'rgba(0,0,0,0.6)' }}>Memuat Gratifikasi Online…</span>
    </div>
  );
}

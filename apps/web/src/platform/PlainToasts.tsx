import { useEffect, useState } from 'react';
import { palette } from '@/ui/palette';
import { bindNotifier, type NotifyRequest } from './notify';

interface Toast extends NotifyRequest {
  id: number;
}

const COLORS: Record<NotifyRequest['kind'], string> = {
  error: palette.error,
  success: palette.success,
  warning: palette.warning,
  info: palette.primary,
};

/**
 * Toasts without antd, for when antd's code cannot be downloaded (the connection dropped after the first
 * page): the message still reaches the user.
 */
export function PlainToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);

  useEffect(() => {
    let next = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unbind = bindNotifier((request) => {
      const id = next++;
      setToasts((list) => [...list, { ...request, id }]);
      if (request.duration > 0) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          setToasts((list) => list.filter((t) => t.id !== id));
        }, request.duration * 1000);
        timers.add(timer);
      }
    });
    return () => {
      unbind();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  if (toasts.length === 0) return null;
  return (
    <div
      className="pl-root"
      style={{ position: 'fixed', top: 24, right: 24, zIndex: 2050, display: 'grid', gap: 8, maxWidth: 384 }}
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role="alert"
          style={{
            background: '#fff',
            borderLeft: `4px solid ${COLORS[toast.kind]}`,
            borderRadius: palette.radiusLG,
            boxShadow: '0 6px 16px rgba(0,0,0,0.08), 0 3px 6px -4px rgba(0,0,0,0.12)',
            padding: '12px 16px',
          }}
        >
          <div style={{ fontWeight: 600 }}>{toast.message}</div>
          {toast.description ? <div>{toast.description}</div> : null}
          <button
            type="button"
            className="pl-eye"
            style={{ marginTop: 4 }}
            onClick={() => setToasts((list) => list.filter((t) => t.id !== toast.id))}
          >
            Tutup
          </button>
        </div>
      ))}
    </div>
  );
}

import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buildPath } from '@/platform/routes';

/** Navigates by route name; a navigation to the location already shown is ignored (spec §2). */
export function useNavigateTo() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (name: string, params?: Record<string, string | number>, options?: { replace?: boolean }) => {
      const target = buildPath(name, params);
      if (target === location.pathname + location.search) return;
      navigate(target, { replace: options?.replace });
    },
    [navigate, location.pathname, location.search],
  );
}

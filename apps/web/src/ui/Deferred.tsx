import { Skeleton } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/** Until its place is this close to the viewport, a `whenVisible` block is not drawn (nor its data fetched). */
const NEAR = '300px';

/**
 * Draws its children only once `ready` (e.g. the decision panel has its data, so the page's first requests are the
 * ones its user acts on) and, with `whenVisible`, once its place scrolls near the screen (a diagram below the fold
 * costs nothing until wanted). Until then a skeleton holds the place. Without IntersectionObserver it draws at once.
 */
export function Deferred({
  ready = true,
  whenVisible = false,
  rows = 3,
  children,
}: {
  ready?: boolean;
  whenVisible?: boolean;
  /** The placeholder's height in skeleton lines. */
  rows?: number;
  children: ReactNode;
}) {
  const place = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(() => !whenVisible || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (seen || !ready || !place.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [seen, ready]);

  if (ready && seen) return <>{children}</>;
  return (
    <div ref={place} aria-busy="true">
      <Skeleton active paragraph={{ rows }} />
    </div>
  );
}

import { useEffect } from 'react';

/** What a page tells browsers, tabs and search engines about itself (issue 13 §4). */
export interface PageMeta {
  title: string;
  description?: string | undefined;
}

export const SITE_NAME = 'Gratifikasi Online';
/** index.html's description: what a page without its own says. */
export const SITE_DESCRIPTION = 'Pelaporan gratifikasi secara daring';

let routeMeta: PageMeta | null = null;
let pageMeta: PageMeta | null = null;

function apply(): void {
  const meta = pageMeta ?? routeMeta;
  document.title = meta ? `${meta.title} · ${SITE_NAME}` : SITE_NAME;
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = meta?.description || SITE_DESCRIPTION;
}

/**
 * The route's own title and description (from the domain route table), set by the router's shell for every screen.
 * A page that knows better (an article's title) calls usePageMeta, which wins whatever order effects run in.
 */
export function useRouteMeta(meta: PageMeta | null): void {
  const title = meta?.title;
  const description = meta?.description;
  useEffect(() => {
    routeMeta = title ? { title, description } : null;
    apply();
  }, [title, description]);
}

/** A page's own title and description while it is shown (null title: not known yet, the route's stays). */
export function usePageMeta(title: string | null | undefined, description?: string | null): void {
  useEffect(() => {
    if (!title) return;
    const own: PageMeta = { title, description: description ?? undefined };
    pageMeta = own;
    apply();
    return () => {
      if (pageMeta === own) pageMeta = null;
      apply();
    };
  }, [title, description]);
}

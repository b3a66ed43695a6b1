import '@testing-library/jest-dom/vitest';
import { APP_ROUTES } from '@gratifikasi/domain';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { addAreaRoutes } from '@/platform/routes';

// Component tests render the areas' screens without the router's discovery, which is what makes their routes known
// to the page's lookups; a test of the first page's own knowledge imports platform/routes afresh (vi.resetModules).
addAreaRoutes(APP_ROUTES);

afterEach(() => cleanup());

// The first visit of a lazy route transforms its modules on demand, which can exceed the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// antd's responsive helpers (Grid, Layout.Sider breakpoints) read matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// rc-resize-observer (Menu overflow, Select, Table) needs ResizeObserver.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.defineProperty(window, 'ResizeObserver', {
  writable: true,
  configurable: true,
  value: ResizeObserverStub,
});

// jsdom throws "Not implemented" for pseudo-element styles that antd measures (scrollbar size, wave effect).
const originalGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element, pseudo?: string | null) =>
  originalGetComputedStyle(element, pseudo ? undefined : pseudo);

// React Router's ScrollRestoration and our scroll-to-top call window.scrollTo, which jsdom does not implement.
window.scrollTo = () => {};

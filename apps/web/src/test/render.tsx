import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp, ConfigProvider } from 'antd';
import idID from 'antd/locale/id_ID';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { createQueryClient } from '@/app/queryClient';
import { buildRoutes, discoverAreaRoutes } from '@/app/router';
import { MaintenanceStatusProvider } from '@/features/maintenance/status';

/** The app's providers without the platform layer (the platform modules are faked in component tests). */
export function TestProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <ConfigProvider locale={idID}>
      <AntApp>
        <QueryClientProvider client={client}>
          <MaintenanceStatusProvider>{children}</MaintenanceStatusProvider>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

/**
 * Renders a route tree (the real one by default, with its discovery of the areas' routes) in memory at `path`;
 * returns the router to read the location.
 */
export function renderRoutes(path: string, routes?: RouteObject[]) {
  const router = routes
    ? createMemoryRouter(routes, { initialEntries: [path] })
    : createMemoryRouter(buildRoutes(), {
        initialEntries: [path],
        patchRoutesOnNavigation: discoverAreaRoutes(),
      });
  const view = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, ...view };
}

/**
 * Loads every lazy screen and layout once, so a test's first navigation does not wait for Vite to transform
 * antd on demand (call from beforeAll with a generous timeout).
 */
export async function preloadScreens(): Promise<void> {
  const [{ SCREENS }, { notFoundScreen }] = await Promise.all([
    import('@/app/screens'),
    import('@/app/publicScreens'),
  ]);
  await Promise.all([
    ...Object.values(SCREENS).map((load) => load()),
    notFoundScreen(),
    import('@/app/layouts/AreaLayout'),
    import('@/app/layouts/PublicLayout'),
  ]);
}

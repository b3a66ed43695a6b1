import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { BootGate } from './BootGate';
import { Providers } from './Providers';
import { buildRoutes, discoverAreaRoutes } from './router';

function AppRouter() {
  // Created after the session check so the first guard decision already knows who is signed in.
  const [router] = useState(() =>
    createBrowserRouter(buildRoutes(), { patchRoutesOnNavigation: discoverAreaRoutes() }),
  );
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <Providers>
      <BootGate>
        <AppRouter />
      </BootGate>
    </Providers>
  );
}

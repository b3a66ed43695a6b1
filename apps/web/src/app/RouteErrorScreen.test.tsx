import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { RouteErrorScreen } from './RouteErrorScreen';

function routesFailingWith(message: string) {
  return [
    {
      path: '/',
      ErrorBoundary: RouteErrorScreen,
      lazy: async () => {
        throw new TypeError(message);
      },
    },
  ];
}

describe('route error screen', () => {
  it('asks for a reload when a screen’s code cannot be downloaded', async () => {
    renderRoutes('/', routesFailingWith('Failed to fetch dynamically imported module: /assets/LoginPage.js'));
    expect(await screen.findByText('Gagal memuat halaman')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Muat ulang halaman/ })).toBeInTheDocument();
  });

  it('shows a general failure with the same way out for any other error', async () => {
    renderRoutes('/', routesFailingWith('x is undefined'));
    expect(await screen.findByText('Terjadi kesalahan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Muat ulang halaman/ })).toBeInTheDocument();
  });
});

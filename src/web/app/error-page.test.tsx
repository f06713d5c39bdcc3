import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, data, isRouteErrorResponse, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { createRoutes } from './router';

const routes = createRoutes({ queryClient: createQueryClient(), language: () => 'en' });

function Thrower(): never {
  throw new Error('The unit card could not be drawn');
}

/** The app's root error element around two failing pages, as in the real route tree. */
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Outlet,
        errorElement: routes[0]!.errorElement,
        HydrateFallback: routes[0]!.HydrateFallback,
        children: [
          { path: 'broken', Component: Thrower },
          {
            path: 'missing',
            loader: () => {
              throw data('No such page', { status: 404, statusText: 'Not Found' });
            },
            Component: () => <p>never shown</p>,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
}

describe('ErrorPage', () => {
  it('shows the error message when a page throws while rendering', async () => {
    // The error page logs what it shows, and React reports the caught error: both expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/broken');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeTruthy();
    expect(screen.getByText('The unit card could not be drawn')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to home page' }).getAttribute('href')).toBe('/');
    expect(consoleError).toHaveBeenCalledWith(expect.objectContaining({ message: 'The unit card could not be drawn' }));
  });

  it('shows the status and status text of a thrown route error response', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error' })).toBeTruthy();
    expect(screen.getByText('404 Not Found')).toBeTruthy();
    expect(screen.queryByText('never shown')).toBeNull();
    const logged = consoleError.mock.calls.map(([first]) => first as unknown).find(isRouteErrorResponse);
    expect(logged).toMatchObject({ status: 404, statusText: 'Not Found' });
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { toast, Toaster } from 'sonner';
import { AuthProvider } from '../../src/web/lib/auth';
import { i18n } from '../../src/web/lib/i18n';
import type { fakeAuth } from './fake-auth';

function CurrentPath() {
  return <p>Now at {useLocation().pathname}</p>;
}

/**
 * Renders a component as the app does (i18n, queries, auth, router, toasts) at `path`, with a
 * fake auth client. Other paths render their name, so a test can see where it was sent.
 */
export function renderWithAuth(
  ui: ReactNode,
  auth: ReturnType<typeof fakeAuth>,
  path = '/here',
  { guestAccounts = false }: { guestAccounts?: boolean } = {},
) {
  // sonner replays toasts still active from an earlier test to a new Toaster.
  toast.dismiss();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', Component: CurrentPath },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider load={auth.load} guestAccounts={async () => guestAccounts}>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
      <Toaster />
    </I18nextProvider>,
  );
  return { router };
}

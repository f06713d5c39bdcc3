import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { AuthProvider } from '../lib/auth';
import { i18n as appI18n } from '../lib/i18n';

/** Marks the page as taken over by the app (tests and the page-load benchmark wait for it). */
function MarkHydrated() {
  useEffect(() => document.getElementById('root')?.setAttribute('data-hydrated', ''), []);
  return null;
}

/** What every page runs inside, in the browser and when the server renders it. */
export function AppProviders({
  queryClient,
  i18n = appI18n,
  children,
}: {
  queryClient: QueryClient;
  i18n?: I18n;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>{children}</AuthProvider>
          <MarkHydrated />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}

import { QueryClient, QueryClientProvider, type DefaultOptions } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { toast, Toaster } from 'sonner';
import { i18n } from '../../src/web/lib/i18n';

/**
 * Renders `ui` in the app's language with the app's toasts under it, for components that say
 * what they did in a toast. Returns what `render` returns.
 */
export function renderWithToasts(ui: ReactNode) {
  // sonner replays toasts still active from an earlier test to a new Toaster.
  toast.dismiss();
  return render(
    <I18nextProvider i18n={i18n}>
      {ui}
      <Toaster />
    </I18nextProvider>,
  );
}

/** A fresh query cache for one test: a failed query fails at once unless `queries` says otherwise. */
export function testQueryClient(queries: DefaultOptions['queries'] = {}) {
  return new QueryClient({ defaultOptions: { queries: { retry: false, ...queries } } });
}

/** Renders `ui` in the app's language over a query cache (a fresh one unless given). Returns the cache. */
export function renderWithQueries(ui: ReactNode, client = testQueryClient()) {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </I18nextProvider>,
  );
  return client;
}

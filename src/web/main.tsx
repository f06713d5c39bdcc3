// First: zod must be in jitless mode before any schema is built (see the module).
import './lib/zod-config';
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { createRouter } from './app/router';
import { AuthProvider } from './lib/auth';
import { i18n } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';
import { maintainStorage } from './lib/storage-maintenance';

maintainStorage();
registerServiceWorker();

const queryClient = createQueryClient();
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>
  </StrictMode>,
);

import { lazy, Suspense } from 'react';
import { useAuth } from '../../../lib/auth';

// Loaded only for the people who may see a banner, so guests never download it.
const SiteAlerts = lazy(() => import('./site-alerts'));

/** Where the landing page's deployment banners go: for admins or preview, never for guests (spec §6). */
export function SiteAlertsSlot({ isPreview }: { isPreview: boolean }) {
  const { authReady, isGuest, isAdmin } = useAuth();
  if (!authReady || isGuest || !(isAdmin || isPreview)) return null;
  return (
    <Suspense fallback={null}>
      <SiteAlerts />
    </Suspense>
  );
}

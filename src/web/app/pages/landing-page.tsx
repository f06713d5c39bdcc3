import { useTranslation } from 'react-i18next';
import { SiteAlertsSlot } from '../../features/admin/banners/site-alerts-slot';
import { ClearCacheButton } from '../../features/cache/clear-cache-button';
import { LandingFeatures } from '../../features/landing/landing-features';
import { LandingHero } from '../../features/landing/landing-hero';
import { LandingSupport } from '../../features/landing/landing-support';
import { LandingNews } from '../../features/news/landing-news';
import { useSiteVersion } from '../../features/news/use-site-version';
import { MemberCount } from '../../features/session/member-count';
import { SessionControls } from '../../features/session/session-controls';
import { useAuth } from '../../lib/auth';
import { clientConfig } from '../../lib/client-config';
import { useContentMode } from '../../lib/content-mode';
import { usePreviewMode } from '../../lib/preview-mode';

export function LandingPage() {
  const { t } = useTranslation();
  const { authReady } = useAuth();
  const isPreview = usePreviewMode();
  const contentMode = useContentMode();
  const version = useSiteVersion();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-10 px-4 py-8 md:py-14">
      <SiteAlertsSlot isPreview={isPreview} />
      <LandingHero version={version} status={<MemberCount contentMode={contentMode} />} />
      <SessionControls />
      <LandingNews authReady={authReady} preview={isPreview} />
      <LandingFeatures />
      <LandingSupport contactEmail={clientConfig.contactEmail} supportUrl={clientConfig.supportUrl} />
      <div className="flex flex-col items-center gap-3">
        <ClearCacheButton />
        <p className="text-center text-sm text-steel">{t('landing.unofficial')}</p>
      </div>
    </div>
  );
}

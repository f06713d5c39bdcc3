import { BookOpen, Swords } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/button-link';
import { Logo } from '../../ui/logo';

/**
 * The welcome block; `status` (the member count) sits under the version, in the header block
 * (spec §2). `version` is the site's one version (useSiteVersion); null keeps its place while the
 * changelog loads.
 */
export function LandingHero({ version, status }: { version: string | null; status?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="welcome-heading" className="flex flex-col items-center gap-5 text-center">
      {/* Drawn in the page rather than fetched (decision 0027): no request stands between the HTML
          and the page's first paint. The heading names the site, so the mark is decoration. */}
      <Logo className="size-24 drop-shadow-[0_0_24px_rgba(217,180,90,0.25)] md:size-28" />
      <h1 id="welcome-heading" className="text-3xl md:text-5xl">
        {t('landing.welcome')}
      </h1>
      <p
        className={`rounded-full border border-line bg-surface px-3 py-1 text-sm text-steel ${version ? '' : 'invisible'}`}
        aria-hidden={version ? undefined : true}
      >
        {t('landing.version', { version: version ?? '0.0.0' })}
      </p>
      {status}
      <p className="max-w-xl text-lg text-ink/90">{t('landing.description')}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to="/builder" variant="primary" className="px-6 text-lg">
          <Swords aria-hidden="true" className="size-5" />
          {t('landing.startBuilding')}
        </ButtonLink>
        <ButtonLink to="/rules" variant="secondary" className="px-6 text-lg">
          <BookOpen aria-hidden="true" className="size-5" />
          {t('landing.rulesFaq')}
        </ButtonLink>
      </div>
    </section>
  );
}

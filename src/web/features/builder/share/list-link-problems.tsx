import { CloudOff, Link2Off } from 'lucide-react';
import type { ShareCodeError } from '../../../../domain/army/share-code';
import { ButtonLink } from '../../../ui/button-link';
import { useBuilderTranslation } from '../i18n';
import { Button } from '../../../ui/button';

/** "This link is broken": a share code that is malformed, cut short or altered. */
export function BrokenListLink({ error }: { error: ShareCodeError }) {
  const { t } = useBuilderTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <Link2Off aria-hidden="true" className="size-14 text-danger-ink" />
      <h1 className="text-3xl">{t('shared.broken.title')}</h1>
      <p className="text-steel">{t('shared.broken.body')}</p>
      <p className="text-sm text-steel">{t(`shared.broken.reasons.${error.code}`)}</p>
      <ButtonLink to="/builder" variant="primary">
        {t('shared.broken.toBuilder')}
      </ButtonLink>
    </section>
  );
}

/** A short link whose list is gone, or that cannot be looked up without a connection. */
export function UnavailableListLink({ reason, retry }: { reason: 'missing' | 'offline'; retry?: () => void }) {
  const { t } = useBuilderTranslation();
  const Icon = reason === 'missing' ? Link2Off : CloudOff;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <Icon aria-hidden="true" className="size-14 text-danger-ink" />
      <h1 className="text-3xl">{t(`shared.${reason}.title`)}</h1>
      <p className="text-steel">{t(`shared.${reason}.body`)}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {retry ? (
          <Button variant="secondary" onClick={retry}>
            {t('shared.offline.retry')}
          </Button>
        ) : null}
        <ButtonLink to="/builder" variant="primary">
          {t('shared.broken.toBuilder')}
        </ButtonLink>
      </div>
    </section>
  );
}

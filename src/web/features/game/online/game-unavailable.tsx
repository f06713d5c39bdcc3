import { CircleAlert } from 'lucide-react';
import { ButtonLink } from '../../../ui/button-link';
import { useGameTranslation } from '../i18n';

/** An online game that could not be opened, and why. */
export function GameUnavailable({ status }: { status: number }) {
  const { t } = useGameTranslation();
  const reason = status === 404 ? 'notFound' : status === 403 ? 'forbidden' : status === 401 ? 'signIn' : 'offline';
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col items-center gap-3 px-4 py-16 text-center">
      <CircleAlert aria-hidden="true" className="size-10 text-danger-ink" />
      <h1 className="text-3xl">{t('online.unavailableTitle')}</h1>
      <p className="text-steel">{t(`online.unavailable.${reason}`)}</p>
      <ButtonLink to="/game" variant="secondary" className="no-underline">
        {t('online.backToGames')}
      </ButtonLink>
    </div>
  );
}

import { LogIn, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../ui/button-styles';
import { useGameTranslation } from '../i18n';

/**
 * /game for guests: a game on this device needs no account; two phones, joining by code and the
 * history of games do, since the server keeps those games.
 */
export function OnlineSignIn({ joining }: { joining: boolean }) {
  const { t } = useGameTranslation();
  return (
    <section
      aria-labelledby="online-sign-in"
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <h2 id="online-sign-in" className="flex items-center gap-2 text-xl">
        <Smartphone aria-hidden="true" className="size-5" />
        {t('online.offerHeading')}
      </h2>
      <p className="text-steel">{joining ? t('online.signInToJoin') : t('online.signInIntro')}</p>
      <Link to="/login" className={`${buttonStyles.secondary} self-start`}>
        <LogIn aria-hidden="true" className="size-5" />
        {t('access.signIn')}
      </Link>
    </section>
  );
}

import { Dices, House, LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PlayModeRefusal } from '../../../../domain/game/access';
import { buttonStyles } from '../../../ui/button-styles';
import { useGameTranslation } from '../i18n';
import { ButtonLink } from '../../../ui/button-link';

export interface PlayModeGateAccess {
  allowed: boolean;
  refusal: PlayModeRefusal | null;
  isGuest: boolean;
}

interface PlayModeGateProps {
  access: PlayModeGateAccess;
  /** A game kept on this device is always reachable, whatever the setting says now. */
  gameOnDevice?: boolean;
  children: ReactNode;
}

/**
 * Play mode follows the admin's setting (decision 0019). Those it leaves out, only when an admin
 * narrowed it, see one calm message saying what to do instead of the page.
 */
export function PlayModeGate({ access, gameOnDevice = false, children }: PlayModeGateProps) {
  if (access.allowed || gameOnDevice) return children;
  return <PlayModeClosed refusal={access.refusal ?? 'testers_only'} isGuest={access.isGuest} />;
}

function PlayModeClosed({ refusal, isGuest }: { refusal: PlayModeRefusal; isGuest: boolean }) {
  const { t } = useGameTranslation();
  const message =
    refusal === 'members_only'
      ? t('access.membersOnly')
      : isGuest
        ? t('access.testersOnlyGuest')
        : t('access.testersOnlyMember');
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-4 py-12 text-center md:py-16">
      <Dices aria-hidden="true" className="size-10 text-gold" />
      <h1 className="text-3xl">{t('access.title')}</h1>
      <p className="text-lg">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {isGuest ? (
          <ButtonLink to="/login" variant="primary">
            <LogIn aria-hidden="true" className="size-5" />
            {t('access.signIn')}
          </ButtonLink>
        ) : null}
        <Link to="/" className={isGuest ? buttonStyles.secondary : buttonStyles.primary}>
          <House aria-hidden="true" className="size-5" />
          {t('access.home')}
        </Link>
      </div>
    </div>
  );
}

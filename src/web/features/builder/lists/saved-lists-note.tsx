import { Link } from 'react-router';
import { useAuth, useGuestAccountsAvailable } from '../../../lib/auth';
import { useBuilderTranslation } from '../i18n';
import type { CloudStatus } from './use-saved-lists';

/** Above the saved lists: the account cannot be reached, or how to keep lists in an account. */
export function SavedListsNote({ signedIn, cloudStatus }: { signedIn: boolean; cloudStatus: CloudStatus }) {
  const { t } = useBuilderTranslation();
  const { isAnonymous } = useAuth();
  const guestCloud = useGuestAccountsAvailable();
  return signedIn ? (
    cloudStatus === 'unreachable' ? (
      <p role="status" className="mb-2 text-sm text-warn">
        {t('saved.cloudUnreachable')}
      </p>
    ) : isAnonymous ? (
      <p className="mb-2 text-sm text-steel">
        {t('saved.guestOnlineHint')}{' '}
        <Link to="/login?mode=signup" className="font-semibold text-gold underline">
          {t('saved.createAccount')}
        </Link>
      </p>
    ) : null
  ) : (
    <p className="mb-2 text-sm text-steel">
      {guestCloud ? t('saved.guestCloudHint') : t('saved.signInHint')}{' '}
      <Link to="/login" className="font-semibold text-gold underline">
        {t('saved.signIn')}
      </Link>
    </p>
  );
}

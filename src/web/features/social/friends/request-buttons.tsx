import { Check, UserPlus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../ui/button-styles';
import type { ProfileCommand } from '../profile/use-profile-actions';

/** What the friend request buttons need of `useProfileActions`: a way to act and whether one is under way. */
interface Actions {
  run: (command: ProfileCommand) => void;
  pending: boolean;
}

/** Asks the member to be friends. */
export function AddFriendButton({ run, pending }: Actions) {
  const { t } = useTranslation('social');
  return (
    <button type="button" className={buttonStyles.primary} disabled={pending} onClick={() => run({ kind: 'add' })}>
      <UserPlus aria-hidden="true" className="size-4" />
      {t('actions.addFriend')}
    </button>
  );
}

/** Takes back a friend request the viewer sent. */
export function CancelRequestButton({ requestId, run, pending }: Actions & { requestId: string }) {
  const { t } = useTranslation('social');
  return (
    <button
      type="button"
      className={buttonStyles.secondary}
      disabled={pending}
      onClick={() => run({ kind: 'cancel', requestId })}
    >
      <X aria-hidden="true" className="size-4" />
      {t('actions.cancelRequest')}
    </button>
  );
}

/** Accepts or declines a friend request the viewer received. */
export function AnswerRequestButtons({ requestId, run, pending }: Actions & { requestId: string }) {
  const { t } = useTranslation('social');
  return (
    <>
      <button
        type="button"
        className={buttonStyles.primary}
        disabled={pending}
        onClick={() => run({ kind: 'accept', requestId })}
      >
        <Check aria-hidden="true" className="size-4" />
        {t('actions.accept')}
      </button>
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={pending}
        onClick={() => run({ kind: 'decline', requestId })}
      >
        {t('actions.decline')}
      </button>
    </>
  );
}

import { Check, UserPlus, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
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
    <Button variant="primary" icon={UserPlus} disabled={pending} onClick={() => run({ kind: 'add' })}>
      {t('actions.addFriend')}
    </Button>
  );
}

/** Takes back a friend request the viewer sent. */
export function CancelRequestButton({ requestId, run, pending }: Actions & { requestId: string }) {
  const { t } = useTranslation('social');
  return (
    <Button variant="secondary" icon={X} disabled={pending} onClick={() => run({ kind: 'cancel', requestId })}>
      {t('actions.cancelRequest')}
    </Button>
  );
}

/** Accepts or declines a friend request the viewer received. */
export function AnswerRequestButtons({ requestId, run, pending }: Actions & { requestId: string }) {
  const { t } = useTranslation('social');
  return (
    <>
      <Button variant="primary" icon={Check} disabled={pending} onClick={() => run({ kind: 'accept', requestId })}>
        {t('actions.accept')}
      </Button>
      <Button variant="secondary" disabled={pending} onClick={() => run({ kind: 'decline', requestId })}>
        {t('actions.decline')}
      </Button>
    </>
  );
}

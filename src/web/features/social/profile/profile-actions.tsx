import { Ban, MessageSquare, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '../../../../contracts/social';
import { displayName } from '../../../../domain/social/social';
import { ButtonLink } from '../../../ui/button-link';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { AddFriendButton, AnswerRequestButtons, CancelRequestButton } from '../friends/request-buttons';
import { threadPath } from '../profile-link';
import { useProfileActions } from './use-profile-actions';
import { Button } from '../../../ui/button';

/** What the viewer can do with the member whose profile this is. */
export function ProfileActions({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation('social');
  const { run, pending } = useProfileActions(profile);
  const [confirm, setConfirm] = useState<'block' | 'unblock' | 'remove' | null>(null);
  const viewer = profile.viewer;
  if (!viewer || viewer.relationship === 'self') return null;
  const name = displayName(profile);
  const requestId = viewer.request_id;

  const friendAction = viewer.blocked ? null : viewer.relationship === 'none' ? (
    <AddFriendButton run={run} pending={pending} />
  ) : viewer.relationship === 'request_sent' && requestId ? (
    <CancelRequestButton requestId={requestId} run={run} pending={pending} />
  ) : viewer.relationship === 'request_received' && requestId ? (
    <AnswerRequestButtons requestId={requestId} run={run} pending={pending} />
  ) : viewer.relationship === 'friends' ? (
    <>
      <ButtonLink to={threadPath(profile)} variant="primary" icon={MessageSquare}>
        {t('actions.message')}
      </ButtonLink>
      <Button variant="secondary" icon={UserMinus} disabled={pending} onClick={() => setConfirm('remove')}>
        {t('actions.removeFriend')}
      </Button>
    </>
  ) : null;

  return (
    <>
      {viewer.relationship === 'request_received' && !viewer.blocked ? (
        <p className="w-full text-sm text-gold-bright">{t('actions.requestReceived', { name })}</p>
      ) : null}
      {friendAction}
      <Button
        variant="ghost"
        icon={Ban}
        disabled={pending}
        onClick={() => setConfirm(viewer.blocked ? 'unblock' : 'block')}
      >
        {viewer.blocked ? t('actions.unblock') : t('actions.block')}
      </Button>
      <ConfirmDialog
        cancelLabel={t('common.cancel')}
        open={confirm !== null}
        title={
          confirm === 'unblock'
            ? t('block.unblockTitle', { name })
            : confirm === 'remove'
              ? t('remove.title', { name })
              : t('block.title', { name })
        }
        body={
          confirm === 'unblock'
            ? t('block.unblockBody', { name })
            : confirm === 'remove'
              ? t('remove.body', { name })
              : t('block.body', { name })
        }
        confirmLabel={
          confirm === 'unblock'
            ? t('actions.unblock')
            : confirm === 'remove'
              ? t('actions.removeFriend')
              : t('block.confirm')
        }
        danger={confirm !== 'unblock'}
        busy={pending}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) run({ kind: confirm });
          setConfirm(null);
        }}
      />
    </>
  );
}

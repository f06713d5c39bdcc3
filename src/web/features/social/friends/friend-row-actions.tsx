import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MemberSummary, Relationship } from '../../../../contracts/social';
import { ButtonLink } from '../../../ui/button-link';
import { useProfileActions } from '../profile/use-profile-actions';
import { AddFriendButton, AnswerRequestButtons, CancelRequestButton } from './request-buttons';
import { threadPath } from '../profile-link';
import { Button } from '../../../ui/button';

type RowKind =
  | { kind: 'incoming'; requestId: string }
  | { kind: 'outgoing'; requestId: string }
  | { kind: 'friend' }
  | { kind: 'blocked' }
  | { kind: 'search'; relationship: Relationship };

/** The buttons beside a member in the friends page lists. */
export function FriendRowActions({ member, row }: { member: MemberSummary; row: RowKind }) {
  const { t } = useTranslation('social');
  const { run, pending } = useProfileActions(member);
  switch (row.kind) {
    case 'incoming':
      return <AnswerRequestButtons requestId={row.requestId} run={run} pending={pending} />;
    case 'outgoing':
      return <CancelRequestButton requestId={row.requestId} run={run} pending={pending} />;
    case 'friend':
      return (
        <ButtonLink to={threadPath(member)} variant="secondary" icon={MessageSquare}>
          {t('actions.message')}
        </ButtonLink>
      );
    case 'blocked':
      return (
        <Button variant="secondary" disabled={pending} onClick={() => run({ kind: 'unblock' })}>
          {t('actions.unblock')}
        </Button>
      );
    case 'search':
      return row.relationship === 'none' ? (
        <AddFriendButton run={run} pending={pending} />
      ) : row.relationship === 'self' ? null : (
        <span className="inline-flex min-h-11 items-center text-sm text-steel">
          {t(`friends.relationship.${row.relationship}`)}
        </span>
      );
  }
}

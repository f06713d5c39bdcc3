import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';
import type { MemberSummary } from '../../../../contracts/social';
import { displayName } from '../../../../domain/social/social';
import { blockUser, unblockUser } from '../api/blocks';
import {
  acceptFriendRequest,
  cancelFriendRequest,
  declineFriendRequest,
  removeFriend,
  sendFriendRequest,
} from '../api/friend-requests';
import { socialKeys } from '../api/social-keys';
import { socialErrorText } from '../social-errors';

export type ProfileCommand =
  | { kind: 'add' }
  | { kind: 'accept'; requestId: string }
  | { kind: 'decline'; requestId: string }
  | { kind: 'cancel'; requestId: string }
  | { kind: 'remove' }
  | { kind: 'block' }
  | { kind: 'unblock' };

/** Friend and block actions on one member, each answered by a toast; social data refreshes after. */
export function useProfileActions(member: MemberSummary) {
  const { t } = useTranslation('social');
  const queryClient = useQueryClient();
  const name = displayName(member);
  const mutation = useMutation({
    mutationFn: async (command: ProfileCommand): Promise<string> => {
      switch (command.kind) {
        case 'add': {
          const result = await sendFriendRequest(member.id);
          return result.status === 'accepted' ? t('toast.nowFriends', { name }) : t('toast.requestSent', { name });
        }
        case 'accept':
          await acceptFriendRequest(command.requestId);
          return t('toast.nowFriends', { name });
        case 'decline':
          await declineFriendRequest(command.requestId);
          return t('toast.declined');
        case 'cancel':
          await cancelFriendRequest(command.requestId);
          return t('toast.cancelled');
        case 'remove':
          await removeFriend(member.id);
          return t('toast.removed', { name });
        case 'block':
          await blockUser(member.id);
          return t('toast.blocked', { name });
        case 'unblock':
          await unblockUser(member.id);
          return t('toast.unblocked', { name });
      }
    },
    onSuccess: (message) => {
      toast.success(message);
      return queryClient.invalidateQueries({ queryKey: socialKeys.all });
    },
    onError: (error) => toast.error(socialErrorText(t, error)),
  });
  return { run: mutation.mutate, pending: mutation.isPending };
}

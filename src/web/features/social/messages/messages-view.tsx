import { useQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { QueryState } from '../../../ui/query-state';
import { publicProfileQuery } from '../api/get-public-profile';
import { SocialGuestPrompt } from '../guest-prompt';
import { useSocialLive } from '../use-social-live';
import { ConversationList } from './conversation-list';
import { MessageThread } from './message-thread';
import '../i18n';

interface MessagesViewProps {
  /** The other member's username or WAB ID, when a conversation is open. */
  profileRef: string | null;
  onRead?: () => void;
}

/** /messages: conversations beside the open thread on wide screens, one or the other on phones. */
export function MessagesView({ profileRef, onRead }: MessagesViewProps) {
  const { t } = useTranslation('social');
  const auth = useAuth();
  const viewerId = auth.isAuthenticated ? auth.userId : null;
  const other = useQuery(publicProfileQuery(profileRef ?? '', viewerId));
  useSocialLive(viewerId);
  // Guests with an anonymous account may not befriend or message (403 anonymous_not_allowed).
  if (!viewerId || auth.isAnonymous) return <SocialGuestPrompt />;

  const thread = !profileRef ? (
    <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center text-steel">
      <MessagesSquare aria-hidden="true" className="size-10" />
      <p>{t('messages.pick')}</p>
    </div>
  ) : (
    <QueryState
      query={other}
      align="center"
      className="p-6"
      texts={{ loading: t('common.loading') }}
      failure={(error) => (
        <p className="p-6 text-center text-danger-ink">
          {error instanceof ApiRequestError && error.status === 404
            ? t('profile.notFoundTitle')
            : t('common.loadFailed')}
        </p>
      )}
    >
      {(data) => <MessageThread key={data.id} viewerId={viewerId} other={data} onRead={onRead} />}
    </QueryState>
  );

  return (
    <div className="grid h-[calc(100dvh-12rem)] min-h-[28rem] overflow-hidden rounded-xl border border-line bg-surface/80 md:grid-cols-[20rem_1fr]">
      <nav
        aria-label={t('messages.conversations')}
        className={`min-h-0 overflow-y-auto border-line md:block md:border-r ${profileRef ? 'hidden' : 'block'}`}
      >
        <ConversationList viewerId={viewerId} activeWabId={other.data?.wab_id ?? null} />
      </nav>
      <div className={`min-h-0 ${profileRef ? 'block' : 'hidden md:block'}`}>{thread}</div>
    </div>
  );
}

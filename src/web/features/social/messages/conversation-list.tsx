import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { Link } from 'react-router';
import type { ConversationList as ConversationListData } from '../../../../contracts/social';
import { displayName } from '../../../../domain/social/social';
import { ButtonLink } from '../../../ui/button-link';
import { QueryState } from '../../../ui/query-state';
import { conversationsQuery } from '../api/get-conversations';
import { MemberAvatar } from '../member-avatar';
import { threadPath } from '../profile-link';

/** Every conversation, the latest first, with its last message and unread count. */
export function ConversationList({ viewerId, activeWabId }: { viewerId: string; activeWabId: string | null }) {
  const { t } = useTranslation('social');
  const query = useQuery(conversationsQuery(viewerId));
  return (
    <QueryState
      query={query}
      texts={{ loading: t('common.loading'), failed: t('common.loadFailed'), retry: t('common.retry') }}
      className="p-4"
    >
      {({ conversations }) => (
        <Conversations conversations={conversations} viewerId={viewerId} activeWabId={activeWabId} />
      )}
    </QueryState>
  );
}

/** The conversations themselves, or a way to find someone to write to when there are none. */
function Conversations({
  conversations,
  viewerId,
  activeWabId,
}: {
  conversations: ConversationListData['conversations'];
  viewerId: string;
  activeWabId: string | null;
}) {
  const { t } = useTranslation('social');
  const format = useFormat();
  if (conversations.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 p-4">
        <p className="text-steel">{t('messages.empty')}</p>
        <ButtonLink to="/friends" variant="secondary">
          {t('messages.goToFriends')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <ul className="flex flex-col">
      {conversations.map((conversation) => {
        const name = displayName(conversation.other);
        const last = conversation.last_message;
        const active = conversation.other.wab_id === activeWabId;
        return (
          <li key={conversation.id}>
            <Link
              to={threadPath(conversation.other)}
              aria-current={active ? 'page' : undefined}
              className="flex min-h-11 items-center gap-3 border-b border-line/60 px-3 py-3 text-ink no-underline hover:bg-raised aria-[current=page]:bg-raised"
            >
              <MemberAvatar member={conversation.other} size="sm" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={`truncate ${conversation.unread ? 'font-semibold' : ''}`}>{name}</span>
                  {last ? (
                    <time dateTime={last.created_at} className="shrink-0 text-xs text-steel">
                      {format.moment(last.created_at)}
                    </time>
                  ) : null}
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate text-sm text-steel">
                    {last ? (last.sender_id === viewerId ? t('messages.you', { text: last.body }) : last.body) : ''}
                  </span>
                  {conversation.unread ? (
                    <span className="shrink-0 rounded-full bg-sky-500 px-2 text-xs font-semibold text-night">
                      {t('messages.unread', { count: conversation.unread })}
                    </span>
                  ) : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

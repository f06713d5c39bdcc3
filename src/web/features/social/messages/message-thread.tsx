import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberSummary, MessageThread as Thread } from '../../../../contracts/social';
import { displayName, SOCIAL_LIMITS, textIssue } from '../../../../domain/social/social';
import { buttonStyles } from '../../../ui/button-styles';
import { QueryState } from '../../../ui/query-state';
import { threadQuery } from '../api/get-thread';
import { markThreadRead, sendMessage } from '../api/messages';
import { socialKeys } from '../api/social-keys';
import { MemberAvatar } from '../member-avatar';
import { ReportDialog } from '../moderation/report-dialog';
import { profilePath } from '../profile-link';
import { socialErrorText } from '../social-errors';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';
import { withSentMessage } from './thread-cache';
import { useLiveThread } from './use-live-thread';
import { loadTexts } from '../load-texts';
import { Button } from '../../../ui/button';

interface MessageThreadProps {
  viewerId: string;
  other: MemberSummary;
  /** Called after messages were marked read (the page refreshes the bell). */
  onRead?: () => void;
}

/** One conversation: older pages on demand, new messages live, a composer at the bottom. */
export function MessageThread({ viewerId, other, onRead }: MessageThreadProps) {
  const { t } = useTranslation('social');
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reporting, setReporting] = useState<{ kind: 'message'; id: string } | null>(null);
  const bottomRef = useRef<HTMLDivElement>(null);
  const key = socialKeys.thread(viewerId, other.id);
  const query = useInfiniteQuery(threadQuery(viewerId, other.id));
  const first = query.data?.pages[0];
  useLiveThread(viewerId, other.id, first?.conversation_id ?? null);
  const name = displayName(other);

  const messages = [...(query.data?.pages ?? [])].reverse().flatMap((page) => page.messages);
  const lastId = messages[messages.length - 1]?.id;
  const unreadFromOther = messages.some((message) => message.recipient_id === viewerId && message.read_at === null);

  useEffect(() => {
    bottomRef.current?.scrollIntoView({ block: 'end' });
  }, [lastId]);

  useEffect(() => {
    if (!unreadFromOther) return;
    void markThreadRead(other.id).then(() => {
      void queryClient.invalidateQueries({ queryKey: socialKeys.conversations(viewerId) });
      onRead?.();
    });
  }, [unreadFromOther, lastId, other.id, viewerId, queryClient, onRead]);

  const send = useMutation({
    mutationFn: (text: string) => sendMessage(other.id, text),
    onSuccess: (message) => {
      setBody('');
      queryClient.setQueryData<InfiniteData<Thread, string | null>>(key, (data) => withSentMessage(data, message));
      void queryClient.invalidateQueries({ queryKey: socialKeys.conversations(viewerId) });
    },
    onError: (failure) => setError(socialErrorText(t, failure)),
  });

  const issue = textIssue(body, SOCIAL_LIMITS.message);
  const submit = () => {
    setError(null);
    if (!issue && !send.isPending) send.mutate(body);
  };

  return (
    <section aria-labelledby="thread-heading" className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b border-line px-3 py-2">
        <Link to="/messages" className={`${buttonStyles.icon} md:hidden`} aria-label={t('messages.back')}>
          <ArrowLeft aria-hidden="true" className="size-5" />
        </Link>
        <MemberAvatar member={other} size="sm" />
        <h2 id="thread-heading" className="min-w-0 flex-1 truncate text-lg">
          <span className="sr-only">{t('messages.threadWith', { name })}</span>
          <Link to={profilePath(other)} aria-hidden="true" tabIndex={-1} className="no-underline">
            {name}
          </Link>
        </h2>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto px-3 py-4" aria-live="polite" aria-relevant="additions">
        {query.hasNextPage ? (
          <div className="mb-4 flex justify-center">
            <Button variant="secondary" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {t('messages.older')}
            </Button>
          </div>
        ) : null}
        <QueryState
          query={query}
          texts={loadTexts(t, t('messages.emptyThread'))}
          isEmpty={() => messages.length === 0}
          align="center"
        >
          {() => (
            <MessageList
              messages={messages}
              viewerId={viewerId}
              onReport={(id) => setReporting({ kind: 'message', id })}
            />
          )}
        </QueryState>
        <div ref={bottomRef} />
      </div>
      {first && !first.can_send ? (
        <p className="border-t border-line px-3 py-3 text-sm text-steel">{t('messages.notFriends', { name })}</p>
      ) : (
        <MessageComposer
          name={name}
          body={body}
          error={error}
          blocked={issue !== null || send.isPending}
          sending={send.isPending}
          onBody={setBody}
          onSend={submit}
        />
      )}
      <ReportDialog target={reporting} onClose={() => setReporting(null)} />
    </section>
  );
}

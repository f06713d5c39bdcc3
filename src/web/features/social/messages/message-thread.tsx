import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { ArrowLeft, Flag, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { Link } from 'react-router';
import type { MemberSummary, MessageThread as Thread } from '../../../../contracts/social';
import { displayName, SOCIAL_LIMITS, textIssue } from '../../../../domain/social/social';
import { buttonStyles } from '../../../ui/button-styles';
import { controlStyles } from '../../../ui/field';
import { QueryState } from '../../../ui/query-state';
import { threadQuery } from '../api/get-thread';
import { markThreadRead, sendMessage } from '../api/messages';
import { socialKeys } from '../api/social-keys';
import { MemberAvatar } from '../member-avatar';
import { ReportDialog } from '../moderation/report-dialog';
import { profilePath } from '../profile-link';
import { socialErrorText } from '../social-errors';
import { useLiveThread } from './use-live-thread';
import { loadTexts } from '../load-texts';

interface MessageThreadProps {
  viewerId: string;
  other: MemberSummary;
  /** Called after messages were marked read (the page refreshes the bell). */
  onRead?: () => void;
}

/** One conversation: older pages on demand, new messages live, a composer at the bottom. */
export function MessageThread({ viewerId, other, onRead }: MessageThreadProps) {
  const { t } = useTranslation('social');
  const format = useFormat();
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reporting, setReporting] = useState<{ kind: 'message'; id: string } | null>(null);
  const fieldId = useId();
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
      queryClient.setQueryData<InfiniteData<Thread, string | null>>(key, (data) => {
        if (!data?.pages[0]) return data;
        const [newest, ...older] = data.pages;
        if (newest.messages.some((item) => item.id === message.id)) return data;
        return {
          ...data,
          pages: [
            { ...newest, conversation_id: message.conversation_id, messages: [...newest.messages, message] },
            ...older,
          ],
        };
      });
      void queryClient.invalidateQueries({ queryKey: socialKeys.conversations(viewerId) });
    },
    onError: (failure) => setError(socialErrorText(t, failure)),
  });

  const issue = textIssue(body, SOCIAL_LIMITS.message);
  const submit = () => {
    setError(null);
    if (!issue && !send.isPending) send.mutate(body);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
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
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {t('messages.older')}
            </button>
          </div>
        ) : null}
        <QueryState
          query={query}
          texts={loadTexts(t, t('messages.emptyThread'))}
          isEmpty={() => messages.length === 0}
          align="center"
        >
          {() => (
            <ol className="flex flex-col gap-2">
              {messages.map((message) => {
                const mine = message.sender_id === viewerId;
                return (
                  <li
                    key={message.id}
                    className={`group flex items-end gap-1 ${mine ? 'justify-end' : 'justify-start'}`}
                  >
                    <div
                      className={`max-w-[85%] rounded-2xl px-3 py-2 md:max-w-[70%] ${
                        mine
                          ? 'rounded-br-sm bg-gold/15 text-ink'
                          : 'rounded-bl-sm border border-line bg-raised text-ink'
                      }`}
                    >
                      <p className="whitespace-pre-line break-words">{message.body}</p>
                      <time dateTime={message.created_at} className="mt-1 block text-right text-xs text-steel">
                        {format.moment(message.created_at)}
                      </time>
                    </div>
                    {!mine ? (
                      <button
                        type="button"
                        className={buttonStyles.icon}
                        aria-label={t('messages.report')}
                        title={t('messages.report')}
                        onClick={() => setReporting({ kind: 'message', id: message.id })}
                      >
                        <Flag aria-hidden="true" className="size-4 text-steel" />
                      </button>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          )}
        </QueryState>
        <div ref={bottomRef} />
      </div>
      {first && !first.can_send ? (
        <p className="border-t border-line px-3 py-3 text-sm text-steel">{t('messages.notFriends', { name })}</p>
      ) : (
        <form
          className="flex flex-col gap-1 border-t border-line p-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="flex items-end gap-2">
            <label htmlFor={fieldId} className="sr-only">
              {t('messages.compose', { name })}
            </label>
            <textarea
              id={fieldId}
              value={body}
              rows={2}
              maxLength={SOCIAL_LIMITS.message}
              placeholder={t('messages.placeholder')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              onKeyDown={onKeyDown}
              onChange={(event) => setBody(event.target.value)}
              className={`${controlStyles} min-h-11 flex-1 resize-none`}
            />
            <button type="submit" className={buttonStyles.primary} disabled={issue !== null || send.isPending}>
              <Send aria-hidden="true" className="size-4" />
              <span className="sr-only sm:not-sr-only">
                {send.isPending ? t('messages.sending') : t('messages.send')}
              </span>
            </button>
          </div>
          {error ? (
            <p id={`${fieldId}-error`} role="alert" className="text-sm text-danger-ink">
              {error}
            </p>
          ) : null}
        </form>
      )}
      <ReportDialog target={reporting} onClose={() => setReporting(null)} />
    </section>
  );
}

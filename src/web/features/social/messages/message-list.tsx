import { Flag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MessageThread as Thread } from '../../../../contracts/social';
import { useFormat } from '../../../lib/format';
import { IconButton } from '../../../ui/icon-button';

/** The messages of a conversation, oldest first: the viewer's on the right, the other's with a report button. */
export function MessageList({
  messages,
  viewerId,
  onReport,
}: {
  messages: Thread['messages'];
  viewerId: string;
  onReport: (messageId: string) => void;
}) {
  const { t } = useTranslation('social');
  const format = useFormat();
  return (
    <ol className="flex flex-col gap-2">
      {messages.map((message) => {
        const mine = message.sender_id === viewerId;
        return (
          <li key={message.id} className={`group flex items-end gap-1 ${mine ? 'justify-end' : 'justify-start'}`}>
            <div
              className={`max-w-[85%] rounded-2xl px-3 py-2 md:max-w-[70%] ${
                mine ? 'rounded-br-sm bg-gold/15 text-ink' : 'rounded-bl-sm border border-line bg-raised text-ink'
              }`}
            >
              <p className="whitespace-pre-line break-words">{message.body}</p>
              <time dateTime={message.created_at} className="mt-1 block text-right text-xs text-steel">
                {format.moment(message.created_at)}
              </time>
            </div>
            {!mine ? (
              <IconButton
                label={t('messages.report')}
                icon={Flag}
                iconClassName="size-4 text-steel"
                onClick={() => onReport(message.id)}
              />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

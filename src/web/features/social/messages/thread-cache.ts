import type { InfiniteData } from '@tanstack/react-query';
import type { MessageThread as Thread } from '../../../../contracts/social';

type SentMessage = Thread['messages'][number];

/**
 * The loaded conversation with a message just sent added to its newest page (which learns the
 * conversation's id from it), unless the live feed brought it first.
 */
export function withSentMessage(
  data: InfiniteData<Thread, string | null> | undefined,
  message: SentMessage,
): InfiniteData<Thread, string | null> | undefined {
  if (!data?.pages[0]) return data;
  const [newest, ...older] = data.pages;
  if (newest.messages.some((item) => item.id === message.id)) return data;
  return {
    ...data,
    pages: [{ ...newest, conversation_id: message.conversation_id, messages: [...newest.messages, message] }, ...older],
  };
}

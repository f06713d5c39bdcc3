import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { MessageThread as Thread } from '../../../../contracts/social';
import { withSentMessage } from './thread-cache';

type Message = Thread['messages'][number];
const message = (id: string) => ({ id, conversation_id: 'c1', body: id }) as unknown as Message;
const page = (messages: Message[], conversation_id: string | null = null) =>
  ({ conversation_id, messages }) as unknown as Thread;

describe('withSentMessage', () => {
  it('adds the sent message to the newest page, which learns the conversation', () => {
    const data: InfiniteData<Thread, string | null> = {
      pages: [page([message('a')]), page([message('old')])],
      pageParams: [null, 'cursor'],
    };
    const next = withSentMessage(data, message('b'))!;
    expect(next.pages[0]!.messages.map((each) => each.id)).toEqual(['a', 'b']);
    expect(next.pages[0]!.conversation_id).toBe('c1');
    expect(next.pages[1]).toBe(data.pages[1]);
  });

  it('leaves the conversation as it is when the message is already there or nothing is loaded', () => {
    const data: InfiniteData<Thread, string | null> = { pages: [page([message('a')])], pageParams: [null] };
    expect(withSentMessage(data, message('a'))).toBe(data);
    expect(withSentMessage(undefined, message('a'))).toBeUndefined();
  });
});

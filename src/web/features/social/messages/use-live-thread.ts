import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { directMessageSchema, type MessageThread } from '../../../../contracts/social';
import { realtime } from '../../../lib/realtime';
import { socialKeys } from '../api/social-keys';
import { channelName, DIRECT_MESSAGES_CHANNEL_KIND, INSERTED_EVENT } from '../../../../contracts/realtime';

/** New messages in an open conversation arrive on `dm:<conversationId>` and are appended. */
export function useLiveThread(viewerId: string, otherId: string, conversationId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!conversationId) return;
    const key = socialKeys.thread(viewerId, otherId);
    const stop = realtime.subscribe(channelName(DIRECT_MESSAGES_CHANNEL_KIND, conversationId), (event, payload) => {
      if (event !== INSERTED_EVENT) return;
      const parsed = directMessageSchema.safeParse(payload);
      if (!parsed.success) {
        // Only the ids came (too big for the bus): fetch the thread.
        void queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      queryClient.setQueryData<InfiniteData<MessageThread, string | null>>(key, (data) => {
        if (
          !data?.pages[0] ||
          data.pages.some((page) => page.messages.some((message) => message.id === parsed.data.id))
        )
          return data;
        const [newest, ...older] = data.pages;
        return { ...data, pages: [{ ...newest, messages: [...newest.messages, parsed.data] }, ...older] };
      });
      void queryClient.invalidateQueries({ queryKey: socialKeys.conversations(viewerId) });
    });
    const stopReconnect = realtime.onReconnect(() => void queryClient.invalidateQueries({ queryKey: key }));
    return () => {
      stop();
      stopReconnect();
    };
  }, [queryClient, viewerId, otherId, conversationId]);
}

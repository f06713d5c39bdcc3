import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '../../lib/realtime';
import { socialKeys } from './api/social-keys';
import { channelName, INSERTED_EVENT, NOTIFICATIONS_CHANNEL_KIND } from '../../../contracts/realtime';

/**
 * Keeps friends, profiles, conversations and comments current: the member's notification channel
 * says when someone asked, accepted, wrote or commented, and the affected lists are fetched again.
 */
export function useSocialLive(viewerId: string | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!viewerId) return;
    const refresh = (type: string) => {
      if (type === 'friend_request' || type === 'friend_accepted') {
        void queryClient.invalidateQueries({ queryKey: socialKeys.friends(viewerId) });
        void queryClient.invalidateQueries({ queryKey: socialKeys.profiles() });
        void queryClient.invalidateQueries({ queryKey: socialKeys.activity(viewerId) });
      }
      if (type === 'direct_message') {
        void queryClient.invalidateQueries({ queryKey: socialKeys.conversations(viewerId) });
        // A first message opens the conversation: a thread still waiting for one learns its channel.
        void queryClient.invalidateQueries({ queryKey: socialKeys.threads(viewerId) });
      }
      if (type === 'profile_comment') void queryClient.invalidateQueries({ queryKey: socialKeys.comments(viewerId) });
    };
    const stop = realtime.subscribe(channelName(NOTIFICATIONS_CHANNEL_KIND, viewerId), (event, payload) => {
      if (event === INSERTED_EVENT && payload && typeof payload === 'object')
        refresh(String((payload as { type?: unknown }).type));
    });
    const stopReconnect = realtime.onReconnect(() => void queryClient.invalidateQueries({ queryKey: socialKeys.all }));
    return () => {
      stop();
      stopReconnect();
    };
  }, [queryClient, viewerId]);
}

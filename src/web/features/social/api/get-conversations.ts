import { queryOptions } from '@tanstack/react-query';
import { conversationListSchema, SOCIAL_PATHS } from '../../../../contracts/social';
import { apiFetch } from '../../../lib/api';
import { socialKeys } from './social-keys';

export const getConversations = () => apiFetch(SOCIAL_PATHS.conversations, conversationListSchema);

export const conversationsQuery = (viewerId: string | null) =>
  queryOptions({
    queryKey: socialKeys.conversations(viewerId),
    queryFn: getConversations,
    enabled: viewerId !== null,
    staleTime: 0,
  });

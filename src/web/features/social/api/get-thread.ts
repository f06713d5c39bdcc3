import { infiniteQueryOptions } from '@tanstack/react-query';
import { messageThreadSchema, socialPath, SOCIAL_PATHS } from '../../../../contracts/social';
import { apiFetch } from '../../../lib/api';
import { socialKeys } from './social-keys';

export const getThread = (userId: string, before: string | null) =>
  apiFetch(
    `${socialPath(SOCIAL_PATHS.messages, { userId })}${before ? `?before=${encodeURIComponent(before)}` : ''}`,
    messageThreadSchema,
  );

/** A conversation with one member: the newest page first, older pages on demand. */
export const threadQuery = (viewerId: string | null, otherId: string) =>
  infiniteQueryOptions({
    queryKey: socialKeys.thread(viewerId, otherId),
    queryFn: ({ pageParam }) => getThread(otherId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    enabled: viewerId !== null && otherId !== '',
    staleTime: 0,
  });

import { infiniteQueryOptions } from '@tanstack/react-query';
import { commentPageSchema, socialPath, SOCIAL_PATHS } from '../../../../contracts/social';
import { apiFetch } from '../../../lib/api';
import { socialKeys } from './social-keys';

export const getComments = (userId: string, before: string | null) =>
  apiFetch(
    `${socialPath(SOCIAL_PATHS.comments, { userId })}${before ? `?before=${encodeURIComponent(before)}` : ''}`,
    commentPageSchema,
  );

/** Comments on a profile, newest first, a page at a time; what the viewer may do depends on who they are. */
export const commentsQuery = (userId: string, viewerId: string | null) =>
  infiniteQueryOptions({
    queryKey: [...socialKeys.comments(userId), viewerId],
    queryFn: ({ pageParam }) => getComments(userId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
  });

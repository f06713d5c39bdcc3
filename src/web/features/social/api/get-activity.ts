import { infiniteQueryOptions } from '@tanstack/react-query';
import { activityPageSchema, SOCIAL_PATHS } from '../../../../contracts/social';
import { apiFetch } from '../../../lib/api';
import { socialKeys } from './social-keys';

export const getActivity = (before: string | null) =>
  apiFetch(`${SOCIAL_PATHS.activity}${before ? `?before=${encodeURIComponent(before)}` : ''}`, activityPageSchema);

/** Friends' recent activity, newest first, a page at a time. */
export const activityQuery = (viewerId: string | null) =>
  infiniteQueryOptions({
    queryKey: socialKeys.activity(viewerId),
    queryFn: ({ pageParam }) => getActivity(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next,
    enabled: viewerId !== null,
  });

import { queryOptions } from '@tanstack/react-query';
import { friendsSchema, SOCIAL_PATHS } from '../../../../contracts/social';
import { apiFetch } from '../../../lib/api';
import { socialKeys } from './social-keys';

export const getFriends = () => apiFetch(SOCIAL_PATHS.friends, friendsSchema);

/** Friends, and requests both ways. */
export const friendsQuery = (viewerId: string | null) =>
  queryOptions({
    queryKey: socialKeys.friends(viewerId),
    queryFn: getFriends,
    enabled: viewerId !== null,
    staleTime: 0,
  });

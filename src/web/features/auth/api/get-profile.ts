import { queryOptions } from '@tanstack/react-query';
import { PROFILE_ME_PATH, profileSchema } from '../../../../contracts/profiles';
import { apiFetch } from '../../../lib/api';

export const getProfile = () => apiFetch(PROFILE_ME_PATH, profileSchema);

/** The signed-in member's profile; keyed by user so another account never sees a cached one. */
export const profileQuery = (userId: string | null) =>
  queryOptions({
    queryKey: ['profiles', 'me', userId],
    queryFn: getProfile,
    enabled: userId !== null,
    staleTime: 0,
  });

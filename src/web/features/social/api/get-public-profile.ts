import { queryOptions } from '@tanstack/react-query';
import { publicProfileSchema, socialPath, SOCIAL_PATHS } from '../../../../contracts/social';
import { apiFetch } from '../../../lib/api';
import { socialKeys } from './social-keys';

export const getPublicProfile = (ref: string) =>
  apiFetch(socialPath(SOCIAL_PATHS.profile, { ref }), publicProfileSchema);

/** A member's public profile by username or WAB id, with where the viewer stands. */
export const publicProfileQuery = (ref: string, viewerId: string | null) =>
  queryOptions({
    queryKey: socialKeys.profile(ref, viewerId),
    queryFn: () => getPublicProfile(ref),
    enabled: ref !== '',
  });

import { queryOptions } from '@tanstack/react-query';
import { publicProfileSchema, SOCIAL_PATHS } from '../../../../contracts/social';
import { apiFetch } from '../../../lib/api';
import { socialKeys } from './social-keys';

export const getMyProfile = () => apiFetch(SOCIAL_PATHS.myProfile, publicProfileSchema);

/** The signed-in member's own public profile, as others see it. */
export const myProfileQuery = (viewerId: string | null) =>
  queryOptions({ queryKey: socialKeys.profile('me', viewerId), queryFn: getMyProfile, enabled: viewerId !== null });

import { publicProfileSchema, SOCIAL_PATHS, type ProfileUpdate } from '../../../../contracts/social';
import { apiFetch } from '../../../lib/api';

export const updateProfile = (update: ProfileUpdate) =>
  apiFetch(SOCIAL_PATHS.myProfile, publicProfileSchema, { method: 'PATCH', body: update });

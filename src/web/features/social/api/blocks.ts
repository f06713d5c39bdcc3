import { z } from 'zod';
import { memberSummarySchema, socialPath, SOCIAL_PATHS } from '../../../../contracts/social';
import { apiFetch } from '../../../lib/api';

export const blockUser = (userId: string) =>
  apiFetch(SOCIAL_PATHS.blocks, z.object({ user: memberSummarySchema }), { method: 'POST', body: { user_id: userId } });
export const unblockUser = (userId: string) =>
  apiFetch(socialPath(SOCIAL_PATHS.block, { userId }), z.undefined(), { method: 'DELETE' });

import { z } from 'zod';
import { friendRequestResultSchema, socialPath, SOCIAL_PATHS } from '../../../../contracts/social';
import { apiFetch } from '../../../lib/api';

const noContent = z.undefined();

export const sendFriendRequest = (userId: string) =>
  apiFetch(SOCIAL_PATHS.friendRequests, friendRequestResultSchema, { method: 'POST', body: { user_id: userId } });
export const acceptFriendRequest = (id: string) =>
  apiFetch(socialPath(SOCIAL_PATHS.acceptRequest, { id }), friendRequestResultSchema, { method: 'POST' });
export const declineFriendRequest = (id: string) =>
  apiFetch(socialPath(SOCIAL_PATHS.declineRequest, { id }), noContent, { method: 'POST' });
export const cancelFriendRequest = (id: string) =>
  apiFetch(socialPath(SOCIAL_PATHS.friendRequest, { id }), noContent, { method: 'DELETE' });
export const removeFriend = (userId: string) =>
  apiFetch(socialPath(SOCIAL_PATHS.friend, { userId }), noContent, { method: 'DELETE' });

import { z } from 'zod';
import { profileCommentSchema, socialPath, SOCIAL_PATHS } from '../../../../contracts/social';
import { apiFetch } from '../../../lib/api';

export const postComment = (userId: string, body: string) =>
  apiFetch(socialPath(SOCIAL_PATHS.comments, { userId }), profileCommentSchema, { method: 'POST', body: { body } });
export const deleteComment = (id: string) =>
  apiFetch(socialPath(SOCIAL_PATHS.comment, { id }), z.undefined(), { method: 'DELETE' });

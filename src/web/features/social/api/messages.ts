import { z } from 'zod';
import { directMessageSchema, socialPath, SOCIAL_PATHS } from '../../../../contracts/social';
import { apiFetch } from '../../../lib/api';

export const sendMessage = (userId: string, body: string) =>
  apiFetch(socialPath(SOCIAL_PATHS.messages, { userId }), directMessageSchema, { method: 'POST', body: { body } });
export const markThreadRead = (userId: string) =>
  apiFetch(socialPath(SOCIAL_PATHS.messagesRead, { userId }), z.object({ updated: z.number() }), { method: 'POST' });

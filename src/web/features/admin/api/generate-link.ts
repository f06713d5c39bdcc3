import { ADMIN_PATHS, linkResponseSchema } from '../../../../contracts/admin';
import { apiFetch } from '../../../lib/api';

export type LinkType = 'magiclink' | 'recovery';

/** A one-time sign-in or recovery link (and its code) for the admin to hand over; nothing is e-mailed. */
export const generateLink = (id: string, type: LinkType) =>
  apiFetch(ADMIN_PATHS.link(id), linkResponseSchema, { method: 'POST', body: { type } });

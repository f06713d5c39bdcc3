import { ADMIN_PATHS, flagsSchema } from '../../../../contracts/admin';
import { apiFetch } from '../../../lib/api';

/** Replaces the whole set of feature flags stored in settings. */
export const saveFlags = (flags: Record<string, boolean>) =>
  apiFetch(ADMIN_PATHS.flags, flagsSchema, { method: 'PUT', body: flags });

import { z } from 'zod';
import { PROFILE_ME_PATH } from '../../../../contracts/profiles';
import { apiFetch } from '../../../lib/api';

/** Deletes the signed-in member's account; the server answers 204 with no body. */
export const deleteAccount = () => apiFetch(PROFILE_ME_PATH, z.undefined(), { method: 'DELETE' });

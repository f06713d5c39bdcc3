import { ADMIN_PATHS, deletedUserSchema } from '../../../../contracts/admin';
import { apiFetch } from '../../../lib/api';

export const deleteUser = (id: string) => apiFetch(ADMIN_PATHS.user(id), deletedUserSchema, { method: 'DELETE' });

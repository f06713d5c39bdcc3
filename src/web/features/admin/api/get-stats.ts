import { queryOptions } from '@tanstack/react-query';
import { ADMIN_PATHS, statsSchema } from '../../../../contracts/admin';
import { apiFetch } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export const getStats = () => apiFetch(ADMIN_PATHS.stats, statsSchema);

export const statsQuery = () => queryOptions({ queryKey: adminKeys.stats(), queryFn: getStats });

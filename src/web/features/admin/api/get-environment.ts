import { queryOptions } from '@tanstack/react-query';
import { ADMIN_PATHS, environmentSchema } from '../../../../contracts/admin';
import { apiFetch } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export const getEnvironment = () => apiFetch(ADMIN_PATHS.environment, environmentSchema);

/** Never stale: the data version changes when an admin publishes or rolls back unit data. */
export const environmentQuery = () =>
  queryOptions({ queryKey: adminKeys.environment(), queryFn: getEnvironment, staleTime: 0 });

import { queryOptions } from '@tanstack/react-query';
import { ADMIN_PATHS, environmentSchema } from '../../../../contracts/admin';
import { apiFetch } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export const getEnvironment = () => apiFetch(ADMIN_PATHS.environment, environmentSchema);

export const environmentQuery = () => queryOptions({ queryKey: adminKeys.environment(), queryFn: getEnvironment });

import { queryOptions } from '@tanstack/react-query';
import { ADMIN_PATHS, flagsSchema } from '../../../../contracts/admin';
import { apiFetch } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export const getFlags = () => apiFetch(ADMIN_PATHS.flags, flagsSchema);

export const flagsQuery = () => queryOptions({ queryKey: adminKeys.flags(), queryFn: getFlags, staleTime: 0 });

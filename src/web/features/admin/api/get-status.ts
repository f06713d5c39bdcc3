import { queryOptions } from '@tanstack/react-query';
import { ADMIN_PATHS, statusSchema } from '../../../../contracts/admin';
import { apiFetch } from '../../../lib/api';
import { adminKeys } from './admin-keys';

export const getStatus = () => apiFetch(ADMIN_PATHS.status, statusSchema, { cache: 'no-store' });

/** Database, mail transport, realtime and the last deployment check, with latencies; always fresh. */
export const statusQuery = () => queryOptions({ queryKey: adminKeys.status(), queryFn: getStatus, staleTime: 0 });

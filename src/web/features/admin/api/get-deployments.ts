import { queryOptions } from '@tanstack/react-query';
import { DEPLOYMENTS_FUNCTION_PATH, deploymentsAnswerSchema } from '../../../../contracts/deployments';
import { DEPLOYMENT_CHECK_INTERVAL_MS } from '../../../../domain/deployments/deployment-alert';
import { apiFetch } from '../../../lib/api';
import { adminKeys } from './admin-keys';

/**
 * The backend function, asked with no-cache headers (spec §7); the server refreshes from its
 * providers first. Admins get whole records; other members on a preview deployment summaries.
 */
export const getDeployments = () =>
  apiFetch(DEPLOYMENTS_FUNCTION_PATH, deploymentsAnswerSchema, {
    cache: 'no-store',
    headers: { 'cache-control': 'no-cache', pragma: 'no-cache' },
  });

/** Admins poll it every 2 minutes (spec §6); a failed check is not retried until the next tick. */
export const deploymentsQuery = ({ enabled = true, poll = false }: { enabled?: boolean; poll?: boolean } = {}) =>
  queryOptions({
    queryKey: adminKeys.deployments(),
    queryFn: getDeployments,
    staleTime: 0,
    enabled,
    refetchInterval: poll ? DEPLOYMENT_CHECK_INTERVAL_MS : false,
  });

import { queryOptions } from '@tanstack/react-query';
import { ADMIN_PATHS } from '../../../../contracts/admin';
import { notificationListSchema } from '../../../../contracts/notifications';
import { apiFetch } from '../../../lib/api';
import { adminKeys } from './admin-keys';

/** The calling admin's last 5 build_failure notifications, newest first (spec §7). */
export const getAlerts = () => apiFetch(ADMIN_PATHS.alerts, notificationListSchema, { cache: 'no-store' });

export const alertsQuery = (enabled = true) =>
  queryOptions({ queryKey: adminKeys.alerts(), queryFn: getAlerts, staleTime: 0, enabled });

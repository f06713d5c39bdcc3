import { ADMIN_PATHS } from '../../../../contracts/admin';
import { notificationSchema } from '../../../../contracts/notifications';
import { apiFetch } from '../../../lib/api';

/** Sends the calling admin a build_failure notification marked as a test. */
export const sendTestAlert = () => apiFetch(ADMIN_PATHS.testAlert, notificationSchema, { method: 'POST', body: {} });

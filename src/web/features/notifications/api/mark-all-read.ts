import { markAllReadSchema, NOTIFICATIONS_READ_ALL_PATH } from '../../../../contracts/notifications';
import { apiFetch } from '../../../lib/api';

export const markAllNotificationsRead = () =>
  apiFetch(NOTIFICATIONS_READ_ALL_PATH, markAllReadSchema, { method: 'POST' });

import { notificationReadPath, notificationSchema } from '../../../../contracts/notifications';
import { apiFetch } from '../../../lib/api';

export const markNotificationRead = (id: string) =>
  apiFetch(notificationReadPath(id), notificationSchema, { method: 'POST' });

/** What other features may use of notifications: sending one, and the repository for admin tools. */
export { notificationsRepository, sendNotification } from './notifications-repository';

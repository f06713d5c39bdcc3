import type { AdminUser } from '../../../../contracts/admin';

/** How an account is named in lists and messages: username, else e-mail, else WAB id, else its id. */
export const userName = (user: AdminUser) => user.username ?? user.email ?? user.wab_id ?? user.id;

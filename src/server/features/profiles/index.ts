/** What other features may use of profiles: making sure an account is an admin. */
export { ensureAdmin } from './ensure-admin';

/** What other features may use of profiles: the accounts repository, and making sure an account is an admin. */
export { accountsRepository, type AccountsRepository } from './accounts-repository';
export { ensureAdmin } from './ensure-admin';

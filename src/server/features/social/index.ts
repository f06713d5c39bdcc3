/** What other features may use of social: how a member is summarised and found. */
export { iso, isUuid, notFoundMember, requireVisibleMember } from './members';

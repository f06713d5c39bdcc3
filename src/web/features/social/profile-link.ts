import type { MemberSummary } from '../../../contracts/social';
import { profileRef } from '../../../domain/social/social';

/** Where a member's public profile lives. */
export const profilePath = (member: MemberSummary) => `/u/${encodeURIComponent(profileRef(member))}`;
/** The conversation with a member. */
export const threadPath = (member: MemberSummary) => `/messages/${encodeURIComponent(member.wab_id)}`;

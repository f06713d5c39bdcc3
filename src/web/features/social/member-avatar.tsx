import type { MemberSummary } from '../../../contracts/social';
import { displayName } from '../../../domain/social/social';

const SIZES = { sm: 'size-9 text-sm', md: 'size-12 text-lg', lg: 'size-24 text-4xl' } as const;

/** A member's picture or emblem, or their initial on a plain disc; decorative next to their name. */
export function MemberAvatar({ member, size = 'md' }: { member: MemberSummary; size?: keyof typeof SIZES }) {
  const name = displayName(member);
  if (member.avatar_url) {
    return (
      <img
        src={member.avatar_url}
        alt=""
        loading="lazy"
        className={`${SIZES[size]} shrink-0 rounded-full border border-line bg-raised object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} inline-flex shrink-0 items-center justify-center rounded-full border border-line bg-raised font-display font-semibold text-gold uppercase`}
    >
      {Array.from(name)[0]}
    </span>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MemberSummary } from '../../../../contracts/social';
import { displayName } from '../../../../domain/social/social';
import { MemberAvatar } from '../member-avatar';
import { profilePath } from '../profile-link';

/** One member in a list: picture, name linking to the profile, a detail line and actions. */
export function MemberRow({
  member,
  detail,
  actions,
}: {
  member: MemberSummary;
  detail?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface/80 p-3">
      <MemberAvatar member={member} size="sm" />
      <div className="flex min-w-0 flex-1 flex-col">
        <Link to={profilePath(member)} className="font-semibold break-all">
          {displayName(member)}
        </Link>
        {detail ? <span className="text-sm text-steel">{detail}</span> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </li>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { memberCountRetries, shownMemberCount } from '../../../domain/auth/member-count';
import type { ContentMode } from '../../../domain/environment';
import { memberCountQuery } from './api/get-member-count';
import './i18n';

/**
 * "{count} players have joined Rookery" with the server's real count, in the reader's language
 * and plural. While it loads the line keeps its place; when the count is unknown (failed,
 * offline) or zero it is left out rather than replaced by a made-up number (decision 0021).
 */
export function MemberCount({ contentMode }: { contentMode: ContentMode }) {
  const { t } = useTranslation('session');
  const { data, isPending, failureCount } = useQuery(memberCountQuery(memberCountRetries(contentMode)));
  const count = shownMemberCount(data);
  // Waiting on a retry (offline, say) is as good as unknown.
  if ((!isPending || failureCount > 0) && count === null) return null;
  return (
    <p
      className={`inline-flex items-center gap-2 text-sm text-steel ${count === null ? 'invisible' : ''}`}
      aria-hidden={count === null ? true : undefined}
    >
      <Users aria-hidden="true" className="size-4 text-gold" />
      {count === null ? '\u00a0' : t('memberCount', { count })}
    </p>
  );
}

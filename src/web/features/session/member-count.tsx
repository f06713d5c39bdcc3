import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { displayedMemberCount, usesRealMemberCount } from '../../../domain/auth/member-count';
import type { ContentMode } from '../../../domain/environment';
import { memberCountQuery } from './api/get-member-count';
import './i18n';

/** "{count} players have joined Rookery"; 470 on error, when zero, and in local and preview content mode. */
export function MemberCount({ contentMode }: { contentMode: ContentMode }) {
  const { t } = useTranslation('session');
  const { data, isPending, isError } = useQuery(memberCountQuery(usesRealMemberCount(contentMode)));
  const waiting = usesRealMemberCount(contentMode) && isPending && !isError;
  return (
    <p className={`inline-flex items-center gap-2 text-sm text-steel ${waiting ? 'invisible' : ''}`}>
      <Users aria-hidden="true" className="size-4 text-gold" />
      {t('memberCount', { count: displayedMemberCount(data, contentMode) })}
    </p>
  );
}

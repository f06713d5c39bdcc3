import { MessageSquareText, ScrollText, Swords, UserPlus } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ActivityItem } from '../../../../contracts/social';
import { displayName } from '../../../../domain/social/social';
import { profilePath } from '../profile-link';

export function ActivitySentence({ item }: { item: ActivityItem }) {
  const { t } = useTranslation('social');
  const actor = <Link to={profilePath(item.actor)} className="font-semibold" />;
  const subject = item.subject ? <Link to={profilePath(item.subject)} className="font-semibold" /> : <span />;
  if (item.kind === 'public_list') {
    // The item id is the list's short code; its excerpt is the list's name.
    const list = <Link to={`/shared-list/${encodeURIComponent(item.id)}`} className="font-semibold" />;
    return (
      <Trans
        t={t}
        i18nKey={item.excerpt ? 'activity.publicList' : 'activity.publicListUntitled'}
        values={{ actor: displayName(item.actor), name: item.excerpt ?? '' }}
        components={{ actor, list }}
      />
    );
  }
  const key =
    item.kind === 'new_friend'
      ? 'activity.newFriend'
      : item.kind === 'finished_game'
        ? item.subject
          ? 'activity.finishedGame'
          : 'activity.finishedGameAlone'
        : item.subject?.id === item.actor.id
          ? 'activity.ownProfileComment'
          : 'activity.profileComment';
  return (
    <Trans
      t={t}
      i18nKey={key}
      values={{ actor: displayName(item.actor), subject: item.subject ? displayName(item.subject) : '' }}
      components={{ actor, subject }}
    />
  );
}

export const ICONS = {
  new_friend: UserPlus,
  profile_comment: MessageSquareText,
  finished_game: Swords,
  public_list: ScrollText,
} as const;

export function ActivityIcon({ kind }: { kind: ActivityItem['kind'] }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden="true" className="mr-1.5 inline size-4 text-gold" />;
}

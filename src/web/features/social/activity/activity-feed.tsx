import { useInfiniteQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { ActivityItem } from '../../../../contracts/social';
import { useAuth } from '../../../lib/auth';
import { ButtonLink } from '../../../ui/button-link';
import { QueryState } from '../../../ui/query-state';
import { activityQuery } from '../api/get-activity';
import { loadTexts } from '../load-texts';
import { SocialGuestPrompt } from '../guest-prompt';
import { MemberAvatar } from '../member-avatar';
import { useSocialLive } from '../use-social-live';
import { ActivitySentence, ActivityIcon } from './activity-sentence';
import '../i18n';
import { Button } from '../../../ui/button';

/** /activity: friends' comments, new friendships, finished games and public lists, newest first, more on demand. */
export function ActivityFeed({ preview }: { preview: boolean }) {
  const { t } = useTranslation('social');
  const auth = useAuth();
  const viewerId = auth.isAuthenticated ? auth.userId : null;
  const query = useInfiniteQuery(activityQuery(viewerId));
  useSocialLive(viewerId);

  if (!viewerId) {
    return preview ? (
      <p className="rounded-xl border border-line bg-surface/80 p-6 text-steel">{t('activity.preview')}</p>
    ) : (
      <SocialGuestPrompt />
    );
  }
  return (
    <QueryState query={query} texts={loadTexts(t)} spinner>
      {(data) => (
        <ActivityList
          items={data.pages.flatMap((page) => page.items)}
          more={
            query.hasNextPage ? { loading: query.isFetchingNextPage, load: () => void query.fetchNextPage() } : null
          }
        />
      )}
    </QueryState>
  );
}

/** The feed's items, or a way to find friends when there are none yet. */
function ActivityList({
  items,
  more,
}: {
  items: ActivityItem[];
  /** Set while older items remain to be loaded. */
  more: { loading: boolean; load: () => void } | null;
}) {
  const { t } = useTranslation('social');
  const format = useFormat();
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4 rounded-xl border border-line bg-surface/80 p-6">
        <p className="text-steel">{t('activity.empty')}</p>
        <ButtonLink to="/friends" variant="primary" icon={UserPlus}>
          {t('activity.findFriends')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-3">
        {items.map((item) => (
          <li
            key={`${item.kind}-${item.id}`}
            className="flex gap-3 rounded-xl border border-line bg-surface/80 p-3 md:p-4"
          >
            <MemberAvatar member={item.actor} size="sm" />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="break-words">
                <ActivityIcon kind={item.kind} />
                <ActivitySentence item={item} />
              </p>
              {item.excerpt && item.kind !== 'public_list' ? (
                <blockquote className="border-l-2 border-line pl-3 whitespace-pre-line break-words text-ink/90">
                  {item.excerpt}
                </blockquote>
              ) : null}
              <time dateTime={item.created_at} className="text-xs text-steel">
                {format.moment(item.created_at)}
              </time>
            </div>
          </li>
        ))}
      </ol>
      {more ? (
        <Button variant="secondary" className="self-center" disabled={more.loading} onClick={more.load}>
          {t('activity.more')}
        </Button>
      ) : null}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { UserCheck, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api';
import { useAuth } from '../../../lib/auth';
import { ButtonLink } from '../../../ui/button-link';
import { QueryState } from '../../../ui/query-state';
import { publicProfileQuery } from '../api/get-public-profile';
import { useSocialLive } from '../use-social-live';
import { ProfileActions } from './profile-actions';
import { ProfileComments } from './profile-comments';
import { ProfileHeader } from './profile-header';
import { PublicLists } from './public-lists';
import { AnonymousInvite } from '../guest-prompt';
import { RecentGames } from './recent-games';
import '../i18n';
import { Button } from '../../../ui/button';

/** `/u/<username or WAB ID>`: anyone may look; members also see what they can do. */
export function PublicProfileView({ profileRef }: { profileRef: string }) {
  const { t } = useTranslation('social');
  const auth = useAuth();
  const viewerId = auth.isAuthenticated ? auth.userId : null;
  const query = useQuery(publicProfileQuery(profileRef, viewerId));
  useSocialLive(viewerId);

  return (
    <QueryState
      query={query}
      spinner
      texts={{ loading: t('common.loading') }}
      failure={(error, retry) => (
        <ProfileLoadFailed missing={error instanceof ApiRequestError && error.status === 404} onRetry={retry} />
      )}
    >
      {(profile) => (
        <div className="flex flex-col gap-8">
          <ProfileHeader
            profile={profile}
            actions={
              profile.viewer?.relationship === 'self' ? (
                // A label, not a button (issue 21); the way to change the profile is a plain link.
                <span className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <span className="inline-flex items-center gap-1.5 rounded-full border border-gold/50 bg-gold/10 px-3 py-1 text-sm font-semibold text-gold-bright">
                    <UserCheck aria-hidden="true" className="size-4" />
                    {t('profile.you')}
                  </span>
                  <Link to="/profile" className="inline-flex min-h-11 items-center underline underline-offset-2">
                    {t('profile.editOwn')}
                  </Link>
                </span>
              ) : auth.isAnonymous ? (
                <AnonymousInvite />
              ) : (
                <ProfileActions profile={profile} />
              )
            }
          />
          <RecentGames games={profile.recent_games} />
          <PublicLists userId={profile.id} own={profile.viewer?.relationship === 'self'} />
          <ProfileComments owner={profile} viewerId={viewerId} anonymous={auth.isAnonymous} />
        </div>
      )}
    </QueryState>
  );
}

/** A profile that could not be shown: no such member (with a way back to friends), or a failed load to try again. */
function ProfileLoadFailed({ missing, onRetry }: { missing: boolean; onRetry: () => void }) {
  const { t } = useTranslation('social');
  return (
    <section className="flex flex-col items-start gap-4 rounded-xl border border-line bg-surface/80 p-6">
      {missing ? <UserX aria-hidden="true" className="size-10 text-steel" /> : null}
      <h1 className="text-2xl">{missing ? t('profile.notFoundTitle') : t('common.loadFailed')}</h1>
      {missing ? <p className="text-steel">{t('profile.notFoundBody')}</p> : null}
      {missing ? (
        <ButtonLink to="/friends" variant="secondary">
          {t('friends.title')}
        </ButtonLink>
      ) : (
        <Button variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </section>
  );
}

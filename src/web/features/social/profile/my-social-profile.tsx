import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth';
import { ButtonLink } from '../../../ui/button-link';
import { QueryState } from '../../../ui/query-state';
import { loadTexts } from '../load-texts';
import { myProfileQuery } from '../api/get-my-profile';
import { profilePath } from '../profile-link';
import { useSocialLive } from '../use-social-live';
import { AvatarEditor } from './avatar-editor';
import { ProfileComments } from './profile-comments';
import { PublicLists } from './public-lists';
import { ProfileEditor } from './profile-editor';
import '../i18n';

/** On /profile: the member's public card as others see it, the means to edit it, and its comments. */
export function MySocialProfile() {
  const { t } = useTranslation('social');
  const auth = useAuth();
  const viewerId = auth.isAuthenticated ? auth.userId : null;
  const query = useQuery(myProfileQuery(viewerId));
  useSocialLive(viewerId);
  if (!viewerId) return null;
  return (
    <QueryState query={query} texts={loadTexts(t)} spinner>
      {(profile) => (
        <div className="flex flex-col gap-8">
          <section
            aria-labelledby="public-profile-heading"
            className="flex flex-col gap-6 rounded-xl border border-line bg-surface/80 p-4 md:p-6"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="flex flex-col gap-1">
                <h2 id="public-profile-heading" className="text-xl">
                  {t('profile.publicTitle')}
                </h2>
                <p className="text-sm text-steel">{t('profile.publicIntro')}</p>
              </div>
              <ButtonLink to={profilePath(profile)} variant="secondary" icon={ExternalLink}>
                {t('profile.viewPublic')}
              </ButtonLink>
            </div>
            <AvatarEditor profile={profile} />
            {/* Keyed so a saved profile from the server resets the form. */}
            <ProfileEditor
              key={JSON.stringify([profile.username, profile.bio, profile.favourite_faction, profile.social_links])}
              profile={profile}
            />
          </section>
          <PublicLists userId={profile.id} own />
          <ProfileComments owner={profile} viewerId={viewerId} />
        </div>
      )}
    </QueryState>
  );
}

import { ExternalLink, Swords, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { emblemUrl } from '../../../../contracts/storage-paths';
import type { PublicProfile } from '../../../../contracts/social';
import { displayName, linkLabel } from '../../../../domain/social/social';
import { factionInfo } from '../factions';
import { MemberAvatar } from '../member-avatar';

interface ProfileHeaderProps {
  profile: PublicProfile;
  /** The page heading when this is the page's subject; a section heading otherwise. */
  headingLevel?: 1 | 2;
  actions?: ReactNode;
}

/** A member's public card: picture, name, WAB ID, faction, bio and links. */
export function ProfileHeader({ profile, headingLevel = 1, actions }: ProfileHeaderProps) {
  const { t, i18n } = useTranslation('social');
  const format = useFormat();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const faction = profile.favourite_faction ? factionInfo(profile.favourite_faction, i18n.language) : null;
  return (
    <section
      aria-labelledby={`profile-${profile.id}`}
      className="flex flex-col gap-5 rounded-xl border border-line bg-surface/80 p-4 md:p-6"
    >
      <div className="flex items-center gap-4">
        <MemberAvatar member={profile} size="lg" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <Heading id={`profile-${profile.id}`} className="text-2xl break-words md:text-3xl">
            {displayName(profile)}
          </Heading>
          <p className="text-sm text-steel">
            {t('profile.wabId')} <span className="font-mono text-ink">{profile.wab_id}</span>
          </p>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-steel">
            <span>{t('profile.memberSince', { date: format.date(profile.created_at) })}</span>
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden="true" className="size-4" />
              {t('profile.friendCount', { count: profile.friend_count })}
            </span>
            <span className="inline-flex flex-wrap items-center gap-x-1">
              <Swords aria-hidden="true" className="size-4" />
              <span className="whitespace-nowrap">{t('profile.gamesPlayed', { count: profile.games_played })}</span>
              <span aria-hidden="true">·</span>
              <span className="whitespace-nowrap">{t('profile.gamesWon', { count: profile.games_won })}</span>
            </span>
          </p>
        </div>
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      <dl className="grid gap-4 md:grid-cols-[12rem_1fr]">
        {faction ? (
          <>
            <dt className="text-sm font-semibold text-steel">{t('profile.favouriteFaction')}</dt>
            <dd className="flex items-center gap-2">
              <img src={emblemUrl(profile.favourite_faction!)} alt="" className="size-7 rounded-full" />
              <span style={{ color: faction.colour }}>{faction.name}</span>
            </dd>
          </>
        ) : null}
        <dt className="text-sm font-semibold text-steel">{t('profile.about')}</dt>
        <dd className="whitespace-pre-line break-words">
          {profile.bio ?? <span className="text-steel">{t('profile.noBio')}</span>}
        </dd>
        {profile.social_links.length ? (
          <>
            <dt className="text-sm font-semibold text-steel">{t('profile.links')}</dt>
            <dd>
              <ul className="flex flex-wrap gap-2">
                {profile.social_links.map((href) => (
                  <li key={href}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer nofollow ugc"
                      className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-line px-3 no-underline hover:border-gold"
                    >
                      {linkLabel(href)}
                      <ExternalLink aria-hidden="true" className="size-4" />
                    </a>
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
